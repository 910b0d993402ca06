/* target_task: a deferred target construct (`nowait`) is a libomp target task, as clang-19
 * makes it (docs/offload-abi.md §2.3, test/e2e/data/MAPTYPES.md §7):
 *  - __kmpc_omp_target_task_alloc returns a kmp_task_t followed by our privates. Everything
 *    the launch reads is stored there at the construct, since the task may run after the
 *    variables have changed or their scope has ended: the offload arrays, the device, the
 *    kernel's argument values, copies of firstprivate aggregates;
 *  - the task's entry function, `i32 (i32 gtid, ptr task)`, makes the launch from the privates
 *    (the caller of this module emits it between entry_begin and entry_end);
 *  - __kmpc_omp_task_with_deps hands the task over with a kmp_depend_info per `depend` list
 *    item; libomp runs it (on a hidden helper thread) once the tasks it depends on are done.
 *    libomptarget keeps a task whose launch is asynchronous (the kernel-args nowait flag, the
 *    *_nowait_mapper calls) incomplete until the device has finished.
 * A construct with `depend` that runs in place first waits for those dependences
 * (__kmpc_omp_taskwait_deps_51, as clang-19 does before its undeferred task), and `taskwait`
 * waits for the tasks. Without a device, and in device compiles, nothing is deferred and
 * nothing of this is emitted. */
#include "omp-lowering/target_task.h"

#include <string.h>

#include "sema/map_items.h"
#include "omp-lowering/iterators.h"
#include "omp-lowering/parallel.h"
#include "omp-lowering/worksharing.h"
#include "runtime-abi/abi.h"
#include "omp-lowering/rtl.h"

#define MB (&e->mb)

/* A target construct with in_reduction runs in place even with nowait, which OpenMP allows
 * (a deferrable task may be run at once): its region must work on a copy libomp keeps for a
 * thread of the taskgroup's team, and a deferred target task runs on one of libomp's hidden
 * helper threads, which have none (__kmpc_task_reduction_get_th_data would index the team's
 * copies by the helper's number). clang-19 defers it and maps the variable itself, so
 * concurrent regions race on it (docs/user-guide.md). */
bool ofe_target_task_deferred(const OfeOmpDirective *d) {
  return ofe_omp_find_clause(d, OMPC_NOWAIT) && !(d->kind == OMPD_TARGET && ofe_omp_find_clause(d, OMPC_IN_REDUCTION));
}

/* ---- the privates ------------------------------------------------------------------------- */

/* Copies are 16-aligned (as the task itself is): a copy of a long double or a vector stays
 * aligned for the host version that copies it again. */
enum { COPY_ALIGN = 16 };

static int64_t align_up(int64_t n, int64_t a) { return (n + a - 1) / a * a; }

void ofe_task_layout_init(OfeTaskLayout *l) { *l = (OfeTaskLayout){.fixed = OFE_KMP_TASK_SIZE}; }

int64_t ofe_task_slot(OfeTaskLayout *l, int64_t size) { return ofe_task_slot_aligned(l, size, 8); }

int64_t ofe_task_slot_aligned(OfeTaskLayout *l, int64_t size, int64_t align) {
  int64_t at = align_up(l->fixed, align > 8 ? align : 8);
  l->fixed = at + size;
  return at;
}

MlirValue ofe_task_copy_room(OfeEmit *e, OfeTaskLayout *l, MlirValue size) {
  MlirValue start = ofe_mb_const_int(MB, MB->i64, align_up(l->fixed, COPY_ALIGN));
  MlirValue at = mlirValueIsNull(l->extra) ? start : ofe_mb_binop(MB, "llvm.add", start, l->extra);
  /* the next copy starts at the next multiple of 16 */
  MlirValue rounded = ofe_mb_binop(MB, "llvm.and", ofe_mb_binop(MB, "llvm.add", size, ofe_mb_const_int(MB, MB->i64, COPY_ALIGN - 1)),
                                   ofe_mb_const_int(MB, MB->i64, -COPY_ALIGN));
  l->extra = mlirValueIsNull(l->extra) ? rounded : ofe_mb_binop(MB, "llvm.add", l->extra, rounded);
  return at;
}

void ofe_task_plan_arrays(OfeTaskLayout *l, const OfeOffloadArrays *a, OfeTaskArrays *at) {
  int64_t bytes = (int64_t)(8 * a->n);
  at->baseptrs = ofe_task_slot(l, bytes);
  at->ptrs = ofe_task_slot(l, bytes);
  at->sizes = mlirValueIsNull(a->sizes_local) ? -1 : ofe_task_slot(l, bytes);
}

MlirValue ofe_task_at(OfeEmit *e, MlirValue task, int64_t offset) { return ofe_mb_gep_bytes(MB, task, offset); }

void ofe_task_store_arrays(OfeEmit *e, const OfeTargetTask *t, const OfeOffloadArrays *a, const OfeTaskArrays *at) {
  if (!a->n) return;
  MlirValue bytes = ofe_mb_const_int(MB, MB->i64, (int64_t)(8 * a->n));
  ofe_mb_memcpy(MB, ofe_task_at(e, t->task, at->baseptrs), a->baseptrs, bytes, false);
  ofe_mb_memcpy(MB, ofe_task_at(e, t->task, at->ptrs), a->ptrs, bytes, false);
  if (at->sizes >= 0) ofe_mb_memcpy(MB, ofe_task_at(e, t->task, at->sizes), a->sizes_local, bytes, false);
}

OfeOffloadArrays ofe_task_arrays(OfeEmit *e, MlirValue task, const OfeOffloadArrays *a, const OfeTaskArrays *at) {
  OfeOffloadArrays in_task = {.sizes = a->sizes, .maptypes = a->maptypes, .mappers = a->mappers, .n = a->n};
  if (!a->n) return in_task;
  in_task.baseptrs = ofe_task_at(e, task, at->baseptrs);
  in_task.ptrs = ofe_task_at(e, task, at->ptrs);
  if (at->sizes >= 0) in_task.sizes_local = ofe_task_at(e, task, at->sizes);
  return in_task;
}

/* ---- the task and its entry --------------------------------------------------------------- */

/* `.omp_task_entry.`, `.omp_task_entry..1`, ... as clang-19 names its own: numbered in order
 * (a counter, not a search, so that many tasks cost linear time), skipping a name taken. */
const char *ofe_task_entry_name(OfeEmit *e) {
  for (;;) {
    unsigned n = e->task_entry_count++;
    const char *name = n ? ofe_arena_printf(&e->ctx->arena, ".omp_task_entry..%u", n) : ".omp_task_entry.";
    if (!ofe_strmap_get(&e->symbols, name, strlen(name))) return name;
  }
}

MlirValue ofe_task_size(OfeEmit *e, const OfeTaskLayout *l) {
  MlirValue size = ofe_mb_const_int(MB, MB->i64, align_up(l->fixed, COPY_ALIGN));
  return mlirValueIsNull(l->extra) ? size : ofe_mb_binop(MB, "llvm.add", size, l->extra);
}

void ofe_target_task_alloc(OfeEmit *e, const OfeTaskLayout *l, MlirValue device, OfeTargetTask *t) {
  *t = (OfeTargetTask){.entry = ofe_task_entry_name(e)};
  MlirValue size = ofe_task_size(e, l);
  t->gtid = ofe_rtl_global_thread_num(e);
  t->task = ofe_rtl_target_task_alloc(e, t->gtid, size, t->entry, device);
}

MlirValue ofe_target_task_entry_begin(OfeEmit *e, OfeTargetTask *t) {
  ofe_emit_save(e, &t->outer);
  MlirType *params = ofe_arena_alloc(&e->ctx->arena, 2 * sizeof *params);
  params[0] = MB->i32;
  params[1] = MB->ptr;
  MlirOperation fn = ofe_mb_func(MB, t->entry, ofe_mb_func_type(MB, MB->i32, params, 2, false), "internal", 0, NULL);
  ofe_strmap_put(&e->symbols, t->entry, strlen(t->entry), fn.ptr);
  MlirBlock entry = ofe_mb_func_begin_body(MB, fn, 2, params);
  OfeFuncEmit *f = ofe_arena_alloc(&e->ctx->arena, sizeof *f);
  f->decl = t->outer.fn ? t->outer.fn->decl : NULL;
  e->fn = f;
  e->kernel_vars = NULL; /* the entry names no variable: it reads the privates */
  return mlirBlockGetArgument(entry, 1);
}

void ofe_target_task_entry_end(OfeEmit *e, OfeTargetTask *t) {
  ofe_mb_return(MB, ofe_mb_const_int(MB, MB->i32, 0));
  ofe_emit_finish_blocks(e);
  ofe_emit_restore(e, &t->outer);
}

/* ---- dependences ---------------------------------------------------------------------------- */

/* The list items of the construct's `depend` clauses other than depobj ones and iterated ones;
 * whether it has those, whose number of dependences is known at run time. */
static size_t count_dependences(const OfeOmpDirective *d, bool *at_run_time) {
  size_t n = 0;
  *at_run_time = false;
  for (size_t i = 0; i < d->clauses.len; i++) {
    const OfeOmpClause *c = d->clauses.items[i];
    if (c->kind != OMPC_DEPEND) continue;
    if (c->modifier == DEP_DEPOBJ || c->iterators.len) *at_run_time |= c->items.len > 0;
    else n += c->flags & DEPEND_ALL_MEMORY ? 1 : c->items.len;
  }
  return n;
}

static int64_t dependence_flags(OfeDependKind k) {
  switch (k) {
  case DEP_IN: return OFE_KMP_DEP_IN;
  case DEP_OUT: case DEP_INOUT: return OFE_KMP_DEP_OUT;
  case DEP_MUTEXINOUTSET: return OFE_KMP_DEP_MUTEXINOUTSET;
  case DEP_INOUTSET: return OFE_KMP_DEP_INOUTSET;
  case DEP_DEPOBJ: break; /* the object's entries carry their own */
  }
  return OFE_KMP_DEP_OUT;
}

/* The bytes a list item covers: an array section's elements, else its type's size. libomp
 * matches dependences by address; the length is what clang-19 passes. */
static MlirValue item_length(OfeEmit *e, const OfeMapItem *m) {
  const OfeExpr *s = m->shape.size_section;
  if (!s) return ofe_emit_sizeof(e, m->expr->type);
  return ofe_mb_binop(MB, "llvm.mul", ofe_emit_rvalue(e, s->section.length), ofe_emit_sizeof(e, s->type));
}

/* The address and length of list item m into the entry at `entry` (a kmp_depend_info or a
 * kmp_task_affinity_info_t: both begin so); m NULL: omp_all_memory's 0 and 0. */
static void fill_range(OfeEmit *e, MlirValue entry, const OfeMapItem *m) {
  MlirValue addr = m ? ofe_mb_cast(MB, "llvm.ptrtoint", ofe_emit_lvalue(e, m->expr), MB->i64) : ofe_mb_const_int(MB, MB->i64, 0);
  ofe_mb_store(MB, addr, ofe_mb_gep_bytes(MB, entry, OFE_KMP_DEPEND_OFF_ADDR), 8, false);
  ofe_mb_store(MB, m ? item_length(e, m) : ofe_mb_const_int(MB, MB->i64, 0), ofe_mb_gep_bytes(MB, entry, OFE_KMP_DEPEND_OFF_LEN), 8, false);
}

/* The kmp_depend_info at `entry` for list item m of dependence type k (m NULL: omp_all_memory,
 * whose flags are that bit alone, as clang-19 passes them). */
static void fill_dependence(OfeEmit *e, MlirValue entry, const OfeMapItem *m, OfeDependKind k) {
  fill_range(e, entry, m);
  int64_t flags = m ? dependence_flags(k) : OFE_KMP_DEP_ALL_MEMORY;
  ofe_mb_store(MB, ofe_mb_const_int(MB, MB->i8, flags), ofe_mb_gep_bytes(MB, entry, OFE_KMP_DEPEND_OFF_FLAGS), 8, false);
}

/* One iteration of an iterated clause: an entry per list item from the byte offset in `at`
 * on (a kmp_depend_info array's, or a kmp_task_affinity_info_t array's), `at` advanced. */
typedef struct IteratedFill {
  const OfeOmpClause *c;
  MlirValue list, at;
  bool affinity;
} IteratedFill;

static MlirValue depobj_count(OfeEmit *e, MlirValue entries);

static void fill_iteration(OfeEmit *e, const void *arg) {
  const IteratedFill *f = arg;
  int64_t size = f->affinity ? OFE_KMP_AFFINITY_SIZE : OFE_KMP_DEPEND_SIZE;
  for (size_t j = 0; j < f->c->items.len; j++) {
    MlirValue at = ofe_mb_load(MB, MB->i64, f->at, 8, false);
    MlirValue entry = ofe_mb_gep_dyn(MB, f->list, MB->i8, at);
    if (!f->affinity && f->c->modifier == DEP_DEPOBJ) {
      /* a depend object's entries, copied */
      MlirValue entries = ofe_emit_rvalue(e, f->c->items.items[j].expr);
      MlirValue bytes = ofe_mb_binop(MB, "llvm.mul", depobj_count(e, entries), ofe_mb_const_int(MB, MB->i64, size));
      ofe_mb_memcpy(MB, entry, entries, bytes, false);
      ofe_mb_store(MB, ofe_mb_binop(MB, "llvm.add", at, bytes), f->at, 8, false);
      continue;
    }
    if (f->affinity) fill_range(e, entry, &f->c->items.items[j]);
    else fill_dependence(e, entry, &f->c->items.items[j], (OfeDependKind)f->c->modifier);
    ofe_mb_store(MB, ofe_mb_binop(MB, "llvm.add", at, ofe_mb_const_int(MB, MB->i64, size)), f->at, 8, false);
  }
}

/* The iterations of the construct's iterated clauses of kind k, evaluated here (their number
 * of entries added to *total, an i64), and their entries filled into list from the byte offset
 * `start` on; returns the offset after them. */
typedef struct Iterated {
  OFE_VEC(OfeOmpIterations) clauses;
} Iterated;

/* One iteration of an iterated depobj clause: its objects' entries added to the count in `sum`. */
typedef struct DepobjSum {
  const OfeOmpClause *c;
  MlirValue sum;
} DepobjSum;

static void count_objects(OfeEmit *e, const void *arg) {
  const DepobjSum *s = arg;
  for (size_t j = 0; j < s->c->items.len; j++) {
    MlirValue n = depobj_count(e, ofe_emit_rvalue(e, s->c->items.items[j].expr));
    ofe_mb_store(MB, ofe_mb_binop(MB, "llvm.add", ofe_mb_load(MB, MB->i64, s->sum, 8, false), n), s->sum, 8, false);
  }
}

static Iterated iterated_clauses(OfeEmit *e, const OfeOmpDirective *d, OfeOmpClauseKind k, MlirValue *total) {
  Iterated r = {0};
  for (size_t i = 0; i < d->clauses.len; i++) {
    const OfeOmpClause *c = d->clauses.items[i];
    if (c->kind != k || !c->iterators.len || !c->items.len) continue;
    OfeOmpIterations it = ofe_omp_iterations(e, c);
    ofe_vec_push(&e->ctx->arena, &r.clauses, it);
    MlirValue entries;
    if (k == OMPC_DEPEND && c->modifier == DEP_DEPOBJ) {
      /* each object holds its own number of entries: a first pass over the iterations counts them */
      DepobjSum sum = {c, ofe_mb_alloca(MB, MB->i64, 8)};
      ofe_mb_store(MB, ofe_mb_const_int(MB, MB->i64, 0), sum.sum, 8, false);
      ofe_omp_each_iteration(e, &it, count_objects, &sum);
      entries = ofe_mb_load(MB, MB->i64, sum.sum, 8, false);
    } else
      entries = ofe_mb_binop(MB, "llvm.mul", it.total, ofe_mb_const_int(MB, MB->i64, (int64_t)c->items.len));
    *total = ofe_mb_binop(MB, "llvm.add", *total, entries);
  }
  return r;
}

static MlirValue fill_iterated(OfeEmit *e, const Iterated *r, MlirValue list, MlirValue start, bool affinity) {
  if (!r->clauses.len) return start;
  MlirValue at = ofe_mb_alloca(MB, MB->i64, 8);
  ofe_mb_store(MB, start, at, 8, false);
  for (size_t i = 0; i < r->clauses.len; i++) {
    IteratedFill f = {r->clauses.items[i].clause, list, at, affinity};
    ofe_omp_each_iteration(e, &r->clauses.items[i], fill_iteration, &f);
  }
  return ofe_mb_load(MB, MB->i64, at, 8, false);
}

/* A depend object (what the depobj directive makes, clang-19's layout): the address of the
 * first of its kmp_depend_info entries, after a header entry whose first field counts them. */
static MlirValue depobj_count(OfeEmit *e, MlirValue entries) {
  return ofe_mb_load(MB, MB->i64, ofe_mb_gep_bytes(MB, entries, -OFE_KMP_DEPEND_SIZE + OFE_KMP_DEPEND_OFF_ADDR), 8, false);
}

/* The kmp_depend_info array of the construct's `depend` clauses, evaluated here: the list
 * items', then those of each iteration of the iterated clauses, then the entries of each depend
 * object, copied (as clang-19 orders them). With iterated clauses or depend objects the array
 * is sized at run time on the stack, given back by end_dependences. */
typedef struct DepList {
  MlirValue list, count; /* count: an i32; null when there are no dependences */
  MlirValue stack;       /* the stack pointer before a run-time sized list */
} DepList;

static DepList dependence_list(OfeEmit *e, const OfeOmpDirective *d) {
  bool at_run_time;
  size_t n = count_dependences(d, &at_run_time);
  DepList l = {{NULL}, {NULL}, {NULL}};
  if (!n && !at_run_time) return l;
  if (!at_run_time) {
    l.list = ofe_mb_alloca(MB, mlirLLVMArrayTypeGet(MB->i8, (unsigned)(n * OFE_KMP_DEPEND_SIZE)), 8);
    l.count = ofe_mb_const_int(MB, MB->i32, (int64_t)n);
  } else {
    OFE_VEC(MlirValue) objs = {0};
    MlirValue total = ofe_mb_const_int(MB, MB->i64, (int64_t)n);
    Iterated iterated = iterated_clauses(e, d, OMPC_DEPEND, &total);
    for (size_t i = 0; i < d->clauses.len; i++) {
      const OfeOmpClause *c = d->clauses.items[i];
      if (c->kind != OMPC_DEPEND || c->modifier != DEP_DEPOBJ || c->iterators.len) continue;
      for (size_t j = 0; j < c->items.len; j++) {
        MlirValue entries = ofe_emit_rvalue(e, c->items.items[j].expr);
        ofe_vec_push(&e->ctx->arena, &objs, entries);
        total = ofe_mb_binop(MB, "llvm.add", total, depobj_count(e, entries));
      }
    }
    l.stack = ofe_mb_result(ofe_mb_op(MB, "llvm.intr.stacksave", (OfeOpSpec){.nres = 1, .res = &MB->ptr}));
    MlirValue size = ofe_mb_const_int(MB, MB->i64, OFE_KMP_DEPEND_SIZE);
    l.list = ofe_mb_alloca_dynamic(MB, MB->i8, ofe_mb_binop(MB, "llvm.mul", total, size), 8);
    l.count = ofe_mb_cast(MB, "llvm.trunc", total, MB->i32);
    MlirValue at = fill_iterated(e, &iterated, l.list, ofe_mb_const_int(MB, MB->i64, (int64_t)(n * OFE_KMP_DEPEND_SIZE)), false);
    for (size_t i = 0; i < objs.len; i++) {
      MlirValue bytes = ofe_mb_binop(MB, "llvm.mul", depobj_count(e, objs.items[i]), size);
      ofe_mb_memcpy(MB, ofe_mb_gep_dyn(MB, l.list, MB->i8, at), objs.items[i], bytes, false);
      at = ofe_mb_binop(MB, "llvm.add", at, bytes);
    }
  }
  size_t k = 0;
  for (size_t i = 0; i < d->clauses.len; i++) {
    const OfeOmpClause *c = d->clauses.items[i];
    if (c->kind != OMPC_DEPEND || c->modifier == DEP_DEPOBJ || c->iterators.len) continue;
    if (c->flags & DEPEND_ALL_MEMORY)
      fill_dependence(e, ofe_mb_gep_bytes(MB, l.list, (int64_t)(k++ * OFE_KMP_DEPEND_SIZE)), NULL, (OfeDependKind)c->modifier);
    for (size_t j = 0; j < c->items.len; j++, k++)
      fill_dependence(e, ofe_mb_gep_bytes(MB, l.list, (int64_t)(k * OFE_KMP_DEPEND_SIZE)), &c->items.items[j],
                      (OfeDependKind)c->modifier);
  }
  return l;
}

static void end_dependences(OfeEmit *e, const DepList *l) {
  if (!mlirValueIsNull(l->stack)) ofe_mb_op(MB, "llvm.intr.stackrestore", (OfeOpSpec){.nops = 1, .ops = &l->stack});
}

void ofe_target_task_submit(OfeEmit *e, const OfeTargetTask *t, const OfeOmpDirective *d) {
  DepList l = dependence_list(e, d);
  ofe_rtl_task(e, t->gtid, t->task, l.count, l.list);
  end_dependences(e, &l);
}

void ofe_target_task_wait_deps(OfeEmit *e, const OfeOmpDirective *d) {
  DepList l = dependence_list(e, d);
  if (mlirValueIsNull(l.count)) return;
  ofe_rtl_taskwait(e, ofe_rtl_global_thread_num(e), l.count, l.list);
  end_dependences(e, &l);
}

void ofe_target_task_taskwait(OfeEmit *e, const OfeOmpDirective *d) {
  if (ofe_omp_find_clause(d, OMPC_NOWAIT)) {
    /* taskwait depend(...) nowait (OpenMP 5.1; sema requires the depend) is a task without
     * code that has the dependences (OpenMP 5.2 §15.5): nothing waits here. clang-19 passes
     * has_no_wait to __kmpc_omp_taskwait_deps_51, which libomp 19 ignores: it waits. */
    OfeTaskLayout layout;
    ofe_task_layout_init(&layout);
    OfeTargetTask t = {.entry = ofe_task_entry_name(e), .gtid = ofe_rtl_global_thread_num(e)};
    t.task = ofe_rtl_task_alloc(e, t.gtid, ofe_mb_const_int(MB, MB->i32, OFE_KMP_TASK_TIED), ofe_task_size(e, &layout), t.entry);
    ofe_target_task_entry_begin(e, &t);
    ofe_target_task_entry_end(e, &t);
    ofe_target_task_submit(e, &t, d);
    return;
  }
  DepList l = dependence_list(e, d);
  ofe_rtl_taskwait(e, ofe_rtl_global_thread_num(e), l.count, l.list);
  end_dependences(e, &l);
}

/* ---- affinity ------------------------------------------------------------------------------- */

/* The list items of the affinity clauses, then each iteration's of the iterated ones (an array
 * sized at run time then), registered with the task. */
void ofe_task_register_affinity(OfeEmit *e, const OfeOmpDirective *d, MlirValue gtid, MlirValue task) {
  size_t n = 0;
  bool iterated = false;
  for (size_t i = 0; i < d->clauses.len; i++) {
    const OfeOmpClause *c = d->clauses.items[i];
    if (c->kind != OMPC_AFFINITY) continue;
    if (c->iterators.len) iterated |= c->items.len > 0;
    else n += c->items.len;
  }
  if (!n && !iterated) return;
  MlirValue list, count = ofe_mb_const_int(MB, MB->i64, (int64_t)n), stack = {NULL};
  Iterated its = {0};
  if (iterated) {
    its = iterated_clauses(e, d, OMPC_AFFINITY, &count);
    stack = ofe_mb_result(ofe_mb_op(MB, "llvm.intr.stacksave", (OfeOpSpec){.nres = 1, .res = &MB->ptr}));
    list = ofe_mb_alloca_dynamic(MB, MB->i8, ofe_mb_binop(MB, "llvm.mul", count, ofe_mb_const_int(MB, MB->i64, OFE_KMP_AFFINITY_SIZE)), 8);
  } else {
    list = ofe_mb_alloca(MB, mlirLLVMArrayTypeGet(MB->i8, (unsigned)(n * OFE_KMP_AFFINITY_SIZE)), 8);
  }
  size_t k = 0;
  for (size_t i = 0; i < d->clauses.len; i++) {
    const OfeOmpClause *c = d->clauses.items[i];
    if (c->kind != OMPC_AFFINITY || c->iterators.len) continue;
    for (size_t j = 0; j < c->items.len; j++, k++) {
      MlirValue entry = ofe_mb_gep_bytes(MB, list, (int64_t)(k * OFE_KMP_AFFINITY_SIZE));
      fill_range(e, entry, &c->items.items[j]);
    }
  }
  fill_iterated(e, &its, list, ofe_mb_const_int(MB, MB->i64, (int64_t)(n * OFE_KMP_AFFINITY_SIZE)), true);
  MlirValue args[] = {ofe_rtl_ident(e), gtid, task, ofe_mb_cast(MB, "llvm.trunc", count, MB->i32), list};
  MlirType types[] = {MB->ptr, MB->i32, MB->ptr, MB->i32, MB->ptr};
  ofe_emit_call_fn(e, OFE_RTL_REG_TASK_WITH_AFFINITY, MB->i32, args, 5, types, false);
  if (!mlirValueIsNull(stack)) ofe_mb_op(MB, "llvm.intr.stackrestore", (OfeOpSpec){.nops = 1, .ops = &stack});
}

/* ---- depobj ----------------------------------------------------------------------------------- */

typedef struct UpdateArg {
  MlirValue entries;
  int64_t flags;
} UpdateArg;

static void set_flags(OfeEmit *e, MlirValue iv, MlirBlock next, MlirBlock done, const void *arg) {
  (void)next;
  (void)done;
  const UpdateArg *u = arg;
  MlirValue at = ofe_mb_binop(MB, "llvm.mul", iv, ofe_mb_const_int(MB, MB->i64, OFE_KMP_DEPEND_SIZE));
  MlirValue entry = ofe_mb_gep_dyn(MB, u->entries, MB->i8, at);
  ofe_mb_store(MB, ofe_mb_const_int(MB, MB->i8, u->flags), ofe_mb_gep_bytes(MB, entry, OFE_KMP_DEPEND_OFF_FLAGS), 8, false);
}

void ofe_omp_emit_depobj(OfeEmit *e, const OfeOmpDirective *d) {
  MlirValue null = ofe_mb_zero(MB, MB->ptr);
  if (d->depobj_action == DEPOBJ_INIT) {
    /* a header entry counting them, then one entry per list item, from libomp's allocator */
    const OfeOmpClause *c = ofe_omp_find_clause(d, OMPC_DEPEND);
    size_t n = c ? c->items.len : 0;
    MlirValue count = ofe_mb_const_int(MB, MB->i64, (int64_t)n), size = ofe_mb_const_int(MB, MB->i64, OFE_KMP_DEPEND_SIZE);
    Iterated iterated = {0};
    if (c && c->iterators.len) { /* one entry per iteration and list item */
      count = ofe_mb_const_int(MB, MB->i64, 0);
      iterated = iterated_clauses(e, d, OMPC_DEPEND, &count);
    }
    MlirValue bytes = ofe_mb_binop(MB, "llvm.mul", ofe_mb_binop(MB, "llvm.add", count, ofe_mb_const_int(MB, MB->i64, 1)), size);
    MlirValue block = ofe_omp_alloc(e, bytes, 0, null);
    ofe_mb_store(MB, count, ofe_mb_gep_bytes(MB, block, OFE_KMP_DEPEND_OFF_ADDR), 8, false);
    fill_iterated(e, &iterated, block, size, false);
    for (size_t j = 0; j < n && !iterated.clauses.len; j++)
      fill_dependence(e, ofe_mb_gep_bytes(MB, block, (int64_t)((j + 1) * OFE_KMP_DEPEND_SIZE)), &c->items.items[j],
                      (OfeDependKind)c->modifier);
    ofe_mb_store(MB, ofe_mb_gep_bytes(MB, block, OFE_KMP_DEPEND_SIZE), ofe_emit_lvalue(e, d->depobj), 8, false);
    return;
  }
  MlirValue entries = ofe_emit_rvalue(e, d->depobj);
  if (d->depobj_action == DEPOBJ_DESTROY) {
    ofe_omp_free(e, ofe_mb_gep_bytes(MB, entries, -OFE_KMP_DEPEND_SIZE), null);
    return;
  }
  /* update(kind): every entry's type */
  UpdateArg u = {entries, dependence_flags(d->depobj_kind)};
  MlirValue count = depobj_count(e, entries);
  MlirBlock work = ofe_mb_new_block(MB), done = ofe_mb_new_block(MB);
  ofe_mb_cond_br(MB, ofe_mb_icmp(MB, ICMP_NE, count, ofe_mb_const_int(MB, MB->i64, 0)), work, done);
  ofe_mb_set_block(MB, work);
  ofe_omp_count_up(e, ofe_mb_const_int(MB, MB->i64, 0), ofe_mb_binop(MB, "llvm.sub", count, ofe_mb_const_int(MB, MB->i64, 1)),
                   false, set_flags, &u);
  ofe_mb_br(MB, done);
  ofe_mb_set_block(MB, done);
}
