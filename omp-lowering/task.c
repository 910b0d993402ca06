/* task: explicit tasks.
 *
 * Task reductions: a taskgroup's task_reduction (and a taskloop's reduction, which runs its
 * tasks in a taskgroup of its own) hands libomp one record per variable (__kmpc_taskred_init):
 * libomp makes a copy per thread of the team, set to the identity by an initializer function,
 * and at the end of the taskgroup folds each into the variable with a combiner function. A
 * task that takes part (in_reduction, or a taskloop's task) works on its thread's copy, which
 * __kmpc_task_reduction_get_th_data finds from the variable's address. A one-dimensional
 * section is reduced alone: its record starts at its first element and spans its elements,
 * and a task sees the variable placed so that the section's elements are its thread's copy
 * (the copy's address less the section's start; see Reduced for bounds known at run time).
 *
 * A variable the task uses from outside is, by OpenMP 5.2 §5.1.1, what its clauses say; with
 * none, shared when it is shared where the task is made (a global, or a variable a parallel
 * region or task received by address), else firstprivate (a local of a function outside any
 * parallel region, a private copy, a local of a parallel region's body). That is decided here,
 * where the emitter knows which bindings are private copies (parallel.h). */
#include "omp-lowering/extension_clauses.h"
#include "omp-lowering/task.h"

#include "omp-lowering/parallel.h"
#include "omp-lowering/target_task.h"
#include "omp-lowering/worksharing.h"
#include "runtime-abi/abi.h"
#include "omp-lowering/rtl.h"
#include "sema/map_items.h"

#define MB (&e->mb)

/* What a task reduction's list item reduces: `count` scalars of type `elem` (count 0: the
 * variable itself, a scalar) from `start` scalars into the variable (0 but for an element or
 * section).
 * A section whose bounds are not both constants, or that indexes variable-length rows
 * (pa[1][2] of int (*pa)[m]), is `runtime`: its start and count are known at run time only. A
 * task finds its start from the section's first element, and the initializer and combiner
 * functions (libomp hands them addresses only) read the count from `count_global`, a
 * thread-local variable the taskgroup sets around the calls that run them. */
typedef struct Reduced {
  const OfeType *elem;
  int64_t count, start;
  bool section, runtime;
  const char *count_global;
  int64_t align; /* a variable asking more than libomp's 16 bytes (_Alignas(128)), else 0 */
} Reduced;

/* A run-time count's thread-local variable and the count, kept in `slot` for the end of the
 * taskgroup. */
typedef struct CountSetting {
  const char *global;
  MlirValue slot;
} CountSetting;
typedef OFE_VEC(CountSetting) CountSettings;

/* lastprivate (taskloop): the address is kept like a shared one's, the task works on a copy;
 * in_reduction (and a taskloop's reduction): the address is kept, the task works on its
 * thread's copy */
typedef enum { TV_SHARED, TV_FIRSTPRIVATE, TV_PRIVATE, TV_LASTPRIVATE, TV_REDUCTION } TaskVarKind;

typedef struct TaskVar {
  OfeDecl *var;
  TaskVarKind kind;
  MlirValue outer;
  int64_t at; /* its slot in the task: an address (shared) or the copy (firstprivate) */
  int64_t copy_at; /* lastprivate that is firstprivate too: its copy's slot, else -1 */
  int64_t start_at; /* a section with run-time bounds: where it starts, in bytes from the variable's */
  const OfeMapItem *item; /* TV_REDUCTION: its list item, and what it reduces */
  Reduced reduced;
} TaskVar;

static bool in_clause(const OfeOmpDirective *d, OfeOmpClauseKind k, const OfeDecl *v) {
  return ofe_omp_clauses_name(d, OFE_OMPC_SET(k), v);
}

static TaskVarKind kind_of(OfeEmit *e, const OfeOmpDirective *d, OfeDecl *v) {
  /* detach(ev): the task has its own copy of the event (OpenMP 5.2 §12.5.2) */
  if (in_clause(d, OMPC_DETACH, v)) return TV_FIRSTPRIVATE;
  if (in_clause(d, OMPC_IN_REDUCTION, v) || in_clause(d, OMPC_REDUCTION, v)) return TV_REDUCTION;
  if (in_clause(d, OMPC_LASTPRIVATE, v)) return TV_LASTPRIVATE;
  if (in_clause(d, OMPC_PRIVATE, v) || ofe_omp_loop_nest_declares(d->loop, v)) return TV_PRIVATE;
  if (in_clause(d, OMPC_FIRSTPRIVATE, v)) return TV_FIRSTPRIVATE;
  if (in_clause(d, OMPC_SHARED, v) || v->is_vla_size) return TV_SHARED;
  const OfeOmpClause *dflt = ofe_omp_find_clause(d, OMPC_DEFAULT);
  if (dflt && dflt->modifier == DEFAULT_SHARED) return TV_SHARED;
  bool bound = ofe_omp_bound_here(e, v);
  if (v->is_global && !bound) return TV_SHARED;
  return bound && !ofe_omp_is_private_here(e, v) ? TV_SHARED : TV_FIRSTPRIVATE;
}

static MlirValue task_flags(OfeEmit *e, const OfeOmpDirective *d) {
  int64_t fixed = (ofe_omp_find_clause(d, OMPC_UNTIED) ? 0 : OFE_KMP_TASK_TIED) |
                  (ofe_omp_find_clause(d, OMPC_PRIORITY) ? OFE_KMP_TASK_PRIORITY_SPECIFIED : 0) |
                  (ofe_omp_find_clause(d, OMPC_DETACH) ? OFE_KMP_TASK_DETACHABLE : 0);
  MlirValue flags = ofe_mb_const_int(MB, MB->i32, fixed);
  const OfeOmpClause *final = ofe_omp_find_clause(d, OMPC_FINAL);
  if (final) {
    MlirValue bit = ofe_mb_select(MB, ofe_emit_cond(e, final->expr), ofe_mb_const_int(MB, MB->i32, OFE_KMP_TASK_FINAL),
                                  ofe_mb_const_int(MB, MB->i32, 0));
    flags = ofe_mb_binop(MB, "llvm.or", flags, bit);
  }
  return flags;
}

/* ---- task reductions ------------------------------------------------------------------------ */

static Reduced item_reduction(OfeEmit *e, const OfeMapItem *m) {
  Reduced r = {.elem = m->var->type};
  if (m->expr && m->expr->kind != E_VAR) {
    /* an element or section, one run of scalars (sema): from its first, `count` of them */
    OfeItemBlock blk;
    const OfeExpr *bad;
    ofe_item_block(e->ctx, m->expr, &blk, &bad);
    r.elem = blk.elem;
    r.section = true;
    r.count = (int64_t)blk.inner;
    for (size_t i = 0; i < blk.dims.len; i++) {
      const OfeItemDim *d = &blk.dims.items[i];
      int64_t lo = 0, len = 1;
      /* a variable-length row's index moves a size known at run time only */
      r.runtime |= (d->lower && !ofe_item_const(e->ctx, d->lower, &lo)) || (d->length && !ofe_item_const(e->ctx, d->length, &len)) || d->vla_row;
      r.start += lo * (int64_t)d->stride;
      r.count *= len;
    }
    return r;
  }
  while (r.elem->kind == TY_ARRAY) r.elem = r.elem->base;
  r.count = r.elem == m->var->type ? 0 : (int64_t)(ofe_sizeof(m->var->type) / ofe_sizeof(r.elem));
  r.align = ofe_task_reduction_align(m->var);
  return r;
}

int64_t ofe_task_reduction_align(const OfeDecl *v) {
  unsigned align = ofe_emit_decl_align(v);
  return align > 16 ? align : 0;
}

/* libomp lays each thread's copy of a task reduction item `size` bytes after the last, in
 * storage aligned to 16 only: an over-aligned variable's copy gets `align` more bytes, and its
 * users (the task, the initializer, the combiner) all take the first multiple of `align` in it,
 * which they compute alike from the address libomp hands them. */
MlirValue ofe_task_reduction_aligned(OfeEmit *e, MlirValue copy, int64_t align) {
  if (!align) return copy;
  MlirValue at = ofe_mb_cast(MB, "llvm.ptrtoint", copy, MB->i64);
  MlirValue pad = ofe_mb_binop(MB, "llvm.and", ofe_mb_binop(MB, "llvm.sub", ofe_mb_const_int(MB, MB->i64, 0), at),
                               ofe_mb_const_int(MB, MB->i64, align - 1));
  return ofe_mb_gep_dyn(MB, copy, MB->i8, pad);
}

/* The list item of d's reduction or in_reduction clauses that names v. */
static const OfeMapItem *reduction_item(const OfeOmpDirective *d, const OfeDecl *v) {
  for (size_t i = 0; i < d->clauses.len; i++) {
    const OfeOmpClause *c = d->clauses.items[i];
    if (c->kind != OMPC_REDUCTION && c->kind != OMPC_IN_REDUCTION) continue;
    for (size_t j = 0; j < c->items.len; j++)
      if (c->items.items[j].var->canonical == v->canonical) return &c->items.items[j];
  }
  return NULL;
}

/* void (ptr a, ptr b): the initializer sets a (a thread's copy) to op's identity (a declare
 * reduction's initializer: from b, the original); the combiner folds b (a thread's copy) into
 * a (the variable). */
static const char *unused_name(OfeEmit *e, const char *prefix) {
  const char *name;
  do name = ofe_arena_printf(&e->ctx->arena, "%s%u", prefix, e->task_reduction_count++);
  while (ofe_strmap_get(&e->symbols, name, strlen(name)));
  return name;
}

static const char *reduction_function(OfeEmit *e, const Reduced *r, OfeReductionOp op, OfeOmpUdr *udr, bool combiner) {
  const char *name = unused_name(e, combiner ? ".omp.red_comb." : ".omp.red_init.");
  MlirType *params = ofe_arena_alloc(&e->ctx->arena, 2 * sizeof *params);
  params[0] = params[1] = MB->ptr;
  OfeEmitSaved saved;
  MlirBlock entry = ofe_emit_nested_begin(e, &saved, name, params, 2);
  MlirValue count = r->runtime ? ofe_mb_load(MB, MB->i64, ofe_mb_addressof(MB, r->count_global), 8, false)
                  : r->count || r->section ? ofe_mb_const_int(MB, MB->i64, r->count) : (MlirValue){NULL};
  MlirValue a = mlirBlockGetArgument(entry, 0), b = mlirBlockGetArgument(entry, 1);
  /* the thread's copy: b in the combiner, a in the initializer */
  if (combiner) b = ofe_task_reduction_aligned(e, b, r->align);
  else a = ofe_task_reduction_aligned(e, a, r->align);
  ofe_omp_reduce_elements(e, r->elem, op, udr, count, combiner ? a : b, combiner ? b : a, combiner);
  ofe_emit_nested_end(e, &saved);
  return name;
}

/* A run-time section's count variable: i64, one per thread (nested taskgroups of one construct,
 * on one thread, each set and restore it around their own calls). */
static const char *new_count_global(OfeEmit *e) {
  const char *name = unused_name(e, ".omp.red_count.");
  MlirOperation g = ofe_mb_global(MB, name, MB->i64, "internal", false, 8, mlirIntegerAttrGet(MB->i64, 0), false);
  mlirOperationSetInherentAttributeByName(g, mlirStringRefCreateFromCString("thread_local_"), mlirUnitAttrGet(e->mctx));
  ofe_strmap_put(&e->symbols, name, strlen(name), g.ptr);
  return name;
}

/* Sets each count variable of `counts` to its count for the libomp call that follows (which
 * runs the initializers, or the combiners at the taskgroup's end), returning what they held:
 * tasks run inside that call may set them for taskgroups of their own and restore them. */
static MlirValue *set_counts(OfeEmit *e, const CountSettings *counts) {
  MlirValue *held = ofe_arena_alloc(&e->ctx->arena, (counts->len + 1) * sizeof *held);
  for (size_t i = 0; i < counts->len; i++) {
    MlirValue var = ofe_mb_addressof(MB, counts->items[i].global);
    held[i] = ofe_mb_load(MB, MB->i64, var, 8, false);
    ofe_mb_store(MB, ofe_mb_load(MB, MB->i64, counts->items[i].slot, 8, false), var, 8, false);
  }
  return held;
}

static void restore_counts(OfeEmit *e, const CountSettings *counts, const MlirValue *held) {
  for (size_t i = 0; i < counts->len; i++) ofe_mb_store(MB, held[i], ofe_mb_addressof(MB, counts->items[i].global), 8, false);
}

/* Whether c takes part in the task reductions of kind k: task_reduction (a taskgroup), a
 * taskloop's reduction, or (k == OMPC_REDUCTION, modified) a reduction(task, ...). */
static bool task_reduction_clause(const OfeOmpClause *c, OfeOmpClauseKind k, bool modified) {
  return c->kind == k && (!modified || (c->flags & REDMOD_TASK));
}

/* The records (kmp_taskred_input_t) of d's task reductions, *n of them: each variable's
 * address as libomp finds it (shared: what the tasks name; the variable, or with env its
 * private copy, whose original is then the variable outside, the same in every thread), its
 * size and its initializer and combiner. */
static MlirValue task_reduction_records(OfeEmit *e, const OfeOmpDirective *d, OfeOmpClauseKind k, const OfeOmpDataEnv *env,
                                        int64_t *n, CountSettings *counts) {
  *n = 0;
  for (size_t i = 0; i < d->clauses.len; i++)
    if (task_reduction_clause(d->clauses.items[i], k, env != NULL)) *n += (int64_t)d->clauses.items[i]->items.len;
  if (!*n) return (MlirValue){NULL};
  MlirValue records = ofe_mb_alloca(MB, ofe_mb_array(MB, MB->i8, (uint64_t)(*n * OFE_KMP_TASKRED_SIZE)), 8);
  int64_t at = 0;
  for (size_t i = 0; i < d->clauses.len; i++) {
    const OfeOmpClause *c = d->clauses.items[i];
    if (!task_reduction_clause(c, k, env != NULL)) continue;
    for (size_t j = 0; j < c->items.len; j++, at += OFE_KMP_TASKRED_SIZE) {
      const OfeMapItem *m = &c->items.items[j];
      Reduced r = item_reduction(e, m);
      /* a section: its first element (sema allows none with env) */
      MlirValue shared = r.section ? ofe_emit_lvalue(e, m->expr) : ofe_emit_var_addr(e, m->var), orig = shared;
      for (size_t p = 0; env && p < env->vars.len; p++)
        if (env->vars.items[p].var == m->var->canonical) orig = env->vars.items[p].outer;
      MlirValue bytes;
      if (r.runtime) {
        /* sema allows none with env */
        CountSetting c = {new_count_global(e), ofe_mb_alloca(MB, MB->i64, 8)};
        OfeOmpItemBlock blk;
        ofe_omp_item_block(e, m->expr, &blk, NULL);
        MlirValue count = blk.count;
        ofe_mb_store(MB, count, c.slot, 8, false);
        ofe_vec_push(&e->ctx->arena, counts, c);
        r.count_global = c.global;
        bytes = ofe_mb_binop(MB, "llvm.mul", count, ofe_mb_const_int(MB, MB->i64, (int64_t)ofe_sizeof(r.elem)));
      } else
        bytes = ofe_mb_const_int(MB, MB->i64, r.section ? r.count * (int64_t)ofe_sizeof(r.elem) : (int64_t)ofe_sizeof(m->var->type) + r.align);
      MlirValue fields[] = {shared, orig, bytes,
                            ofe_mb_addressof(MB, reduction_function(e, &r, (OfeReductionOp)c->modifier, m->udr, false)),
                            ofe_mb_zero(MB, MB->ptr),
                            ofe_mb_addressof(MB, reduction_function(e, &r, (OfeReductionOp)c->modifier, m->udr, true))};
      static const int64_t offsets[] = {OFE_KMP_TASKRED_OFF_SHARED, OFE_KMP_TASKRED_OFF_ORIG, OFE_KMP_TASKRED_OFF_BYTES,
                                        OFE_KMP_TASKRED_OFF_INIT, OFE_KMP_TASKRED_OFF_FINI, OFE_KMP_TASKRED_OFF_COMB};
      for (size_t f = 0; f < sizeof offsets / sizeof *offsets; f++)
        ofe_mb_store(MB, fields[f], ofe_mb_gep_dyn(MB, records, MB->i8, ofe_mb_const_int(MB, MB->i64, at + offsets[f])), 8, false);
      ofe_mb_store(MB, ofe_mb_const_int(MB, MB->i32, 0),
                   ofe_mb_gep_dyn(MB, records, MB->i8, ofe_mb_const_int(MB, MB->i64, at + OFE_KMP_TASKRED_OFF_FLAGS)), 4, false);
    }
  }
  return records;
}

/* Begins the task reductions of d's clauses of kind k in the taskgroup just begun; the counts
 * of run-time sections go to `counts`, for end_taskgroup. */
static void begin_task_reductions(OfeEmit *e, const OfeOmpDirective *d, OfeOmpClauseKind k, MlirValue gtid, CountSettings *counts) {
  int64_t n;
  MlirValue records = task_reduction_records(e, d, k, NULL, &n, counts);
  if (!n) return;
  MlirValue args[] = {gtid, ofe_mb_const_int(MB, MB->i32, n), records};
  MlirType types[] = {MB->i32, MB->i32, MB->ptr};
  MlirValue *held = set_counts(e, counts);
  ofe_emit_call_fn(e, OFE_RTL_TASKRED_INIT, MB->ptr, args, 3, types, false);
  restore_counts(e, counts, held);
}

/* The end of a taskgroup whose reductions began with begin_task_reductions. */
static void end_taskgroup(OfeEmit *e, MlirValue gtid, const CountSettings *counts) {
  MlirValue *held = set_counts(e, counts);
  ofe_omp_call(e, OFE_RTL_END_TASKGROUP, MB->void_, gtid, (MlirValue){NULL});
  restore_counts(e, counts, held);
}

bool ofe_omp_begin_reduction_tasks(OfeEmit *e, const OfeOmpDirective *d, const OfeOmpDataEnv *env, bool worksharing) {
  int64_t n;
  CountSettings none = {0};
  MlirValue records = task_reduction_records(e, d, OMPC_REDUCTION, env, &n, &none);
  if (!n) return false;
  MlirValue args[] = {ofe_rtl_ident(e), ofe_omp_gtid(e), ofe_mb_const_int(MB, MB->i32, worksharing),
                      ofe_mb_const_int(MB, MB->i32, n), records};
  MlirType types[] = {MB->ptr, MB->i32, MB->i32, MB->i32, MB->ptr};
  ofe_emit_call_fn(e, OFE_RTL_TASKRED_MODIFIER_INIT, MB->ptr, args, 5, types, false);
  return true;
}

void ofe_omp_end_reduction_tasks(OfeEmit *e, bool worksharing) {
  ofe_omp_call(e, OFE_RTL_TASKRED_MODIFIER_FINI, MB->void_, ofe_omp_gtid(e), ofe_mb_const_int(MB, MB->i32, worksharing));
}

MlirValue ofe_omp_task_reduction_copy(OfeEmit *e, MlirValue gtid, MlirValue addr) {
  MlirValue args[] = {gtid, ofe_mb_zero(MB, MB->ptr), addr};
  MlirType types[] = {MB->i32, MB->ptr, MB->ptr};
  return ofe_emit_call_fn(e, OFE_RTL_TASKRED_GET_TH_DATA, MB->ptr, args, 3, types, false);
}

/* A taskloop task's entry runs its share [lb, ub] of the iterations (libomp wrote them into
 * the task); the one with the last iteration writes the lastprivate variables back. */
static void run_share(OfeEmit *e, const OfeOmpDirective *d, MlirValue task, const TaskVar *vars, size_t n) {
  OfeOmpDataEnv env = {0};
  OfeOmpNestRun *run = ofe_omp_nest_begin(e, d, &env);
  MlirValue lb = ofe_mb_load(MB, MB->i64, ofe_task_at(e, task, OFE_KMP_TASKLOOP_OFF_LB), 8, false);
  MlirValue ub = ofe_mb_load(MB, MB->i64, ofe_task_at(e, task, OFE_KMP_TASKLOOP_OFF_UB), 8, false);
  ofe_omp_nest_run(e, run, lb, ub);
  bool any_last = false;
  for (size_t i = 0; i < n; i++) any_last |= vars[i].kind == TV_LASTPRIVATE;
  if (any_last) {
    MlirValue total = ofe_omp_nest_total(run);
    MlirValue last = ofe_mb_icmp(MB, ICMP_EQ, ub, ofe_mb_binop(MB, "llvm.sub", total, ofe_mb_const_int(MB, MB->i64, 1)));
    MlirBlock copy = ofe_mb_new_block(MB), done = ofe_mb_new_block(MB);
    ofe_mb_cond_br(MB, last, copy, done);
    ofe_mb_set_block(MB, copy);
    ofe_omp_nest_final(e, run);
    for (size_t i = 0; i < n; i++)
      if (vars[i].kind == TV_LASTPRIVATE) {
        MlirValue to = ofe_mb_load(MB, MB->ptr, ofe_task_at(e, task, vars[i].at), 8, false);
        ofe_emit_copy(e, to, ofe_emit_var_addr(e, vars[i].var), vars[i].var->type);
      }
    ofe_mb_br(MB, done);
    ofe_mb_set_block(MB, done);
  }
  ofe_omp_privates_end(e, &env, (MlirValue){NULL});
}

/* __kmpc_taskloop(ident, gtid, task, if, &lb, &ub, st, nogroup, sched, grainsize, task_dup):
 * libomp splits [0, total-1] into tasks, copying this one (firstprivate copies included).
 * With the strict modifier, __kmpc_taskloop_5, whose argument before task_dup is 1: exactly
 * grainsize iterations per task, or exactly num_tasks tasks (clang-19 drops the modifier). */
static void hand_over_loop(OfeEmit *e, const OfeOmpDirective *d, const OfeTargetTask *t, MlirValue cond, MlirValue total,
                           bool own_group) {
  ofe_mb_store(MB, ofe_mb_const_int(MB, MB->i64, 0), ofe_task_at(e, t->task, OFE_KMP_TASKLOOP_OFF_LB), 8, false);
  ofe_mb_store(MB, ofe_mb_binop(MB, "llvm.sub", total, ofe_mb_const_int(MB, MB->i64, 1)),
               ofe_task_at(e, t->task, OFE_KMP_TASKLOOP_OFF_UB), 8, false);
  ofe_mb_store(MB, ofe_mb_const_int(MB, MB->i64, 1), ofe_task_at(e, t->task, OFE_KMP_TASKLOOP_OFF_ST), 8, false);
  const OfeOmpClause *grain = ofe_omp_find_clause(d, OMPC_GRAINSIZE), *ntasks = ofe_omp_find_clause(d, OMPC_NUM_TASKS);
  int64_t sched = grain ? OFE_KMP_TASKLOOP_SCHED_GRAINSIZE : ntasks ? OFE_KMP_TASKLOOP_SCHED_NUM_TASKS : OFE_KMP_TASKLOOP_SCHED_NONE;
  MlirValue amount = ofe_mb_const_int(MB, MB->i64, 0);
  if (grain || ntasks) amount = ofe_mb_cast(MB, "llvm.sext", ofe_emit_rvalue(e, (grain ? grain : ntasks)->expr), MB->i64);
  MlirValue if_val = mlirValueIsNull(cond) ? ofe_mb_const_int(MB, MB->i32, 1) : ofe_mb_cast(MB, "llvm.zext", cond, MB->i32);
  bool strict = (grain ? grain : ntasks) && ((grain ? grain : ntasks)->flags & TASKLOOP_STRICT);
  MlirValue args[] = {ofe_rtl_ident(e), t->gtid, t->task, if_val,
                      ofe_task_at(e, t->task, OFE_KMP_TASKLOOP_OFF_LB), ofe_task_at(e, t->task, OFE_KMP_TASKLOOP_OFF_UB),
                      ofe_mb_const_int(MB, MB->i64, 1), ofe_mb_const_int(MB, MB->i32, own_group || ofe_omp_find_clause(d, OMPC_NOGROUP)),
                      ofe_mb_const_int(MB, MB->i32, sched), amount, ofe_mb_const_int(MB, MB->i32, 1), ofe_mb_zero(MB, MB->ptr)};
  MlirType types[] = {MB->ptr, MB->i32, MB->ptr, MB->i32, MB->ptr, MB->ptr, MB->i64, MB->i32, MB->i32, MB->i64, MB->i32, MB->ptr};
  if (strict) {
    ofe_emit_call_fn(e, OFE_RTL_TASKLOOP_5, MB->void_, args, 12, types, false);
    return;
  }
  args[10] = args[11];
  types[10] = types[11];
  ofe_emit_call_fn(e, OFE_RTL_TASKLOOP, MB->void_, args, 11, types, false);
}

/* The globals the task does not share (a private, firstprivate, lastprivate or reduction clause
 * names them; sema turned default(private) and default(firstprivate) into such clauses):
 * ofe_omp_passed_vars leaves unbound globals out, as the task would reach them by name, but
 * these need their address or value handed over. */
static void pass_privatized_globals(OfeEmit *e, const OfeOmpDirective *d, OfeOmpPassed *passed) {
  for (size_t i = 0; i < d->uses.len; i++) {
    OfeDecl *v = d->uses.items[i]->canonical;
    if (!v->is_global || ofe_omp_bound_here(e, v) || kind_of(e, d, v) == TV_SHARED) continue;
    ofe_vec_push(&e->ctx->arena, &passed->vars, v);
    ofe_vec_push(&e->ctx->arena, &passed->addrs, ofe_emit_var_addr(e, v));
  }
}

/* The slot of a task's copy of v, aligned as v's accesses assume (a vector, a long double or
 * an _Alignas type loaded from an 8-aligned slot faults). */
static int64_t copy_slot(OfeTaskLayout *layout, const OfeDecl *v) {
  return ofe_task_slot_aligned(layout, (int64_t)ofe_sizeof(v->type), ofe_emit_decl_align(v));
}

/* libomp aligns a task to 16 bytes only (its allocator gives 64 in practice): the body of the
 * task uses a copy whose variable asks for more (`_Alignas(128)`) from the entry's frame, aligned
 * as asked, where the task's own copy is moved first (gcc aligns such copies; clang-19 leaves
 * them as misaligned as ompfe did). */
enum { TASK_ALIGN = 16 };
static MlirValue aligned_copy(OfeEmit *e, MlirValue in_task, const OfeDecl *v) {
  unsigned align = ofe_emit_decl_align(v);
  if (align <= TASK_ALIGN) return in_task;
  MlirValue frame = ofe_mb_alloca(MB, ofe_emit_mem_type(e, v->type), align);
  ofe_mb_memcpy(MB, frame, in_task, ofe_mb_const_int(MB, MB->i64, (int64_t)ofe_sizeof(v->type)), false);
  return frame;
}

/* task and taskloop: the task made here, its entry, and how it is handed to libomp. */
void ofe_omp_emit_task(OfeEmit *e, const OfeOmpDirective *d) {
  bool loop = d->kind == OMPD_TASKLOOP;
  if (loop && !d->loop) return;
  const OfeOmpClause *if_c = ofe_omp_find_clause(d, OMPC_IF), *prio = ofe_omp_find_clause(d, OMPC_PRIORITY);
  OfeOmpPassed passed;
  ofe_omp_passed_vars(e, d, &passed);
  pass_privatized_globals(e, d, &passed);
  size_t n = passed.vars.len;
  TaskVar *vars = ofe_arena_alloc(&e->ctx->arena, (n + 1) * sizeof *vars);
  OfeTaskLayout layout;
  ofe_task_layout_init(&layout);
  if (loop) layout.fixed = OFE_KMP_TASKLOOP_SIZE;
  for (size_t i = 0; i < n; i++) {
    TaskVar *tv = &vars[i];
    *tv = (TaskVar){.var = passed.vars.items[i], .outer = passed.addrs.items[i]};
    tv->kind = kind_of(e, d, tv->var);
    if (tv->kind == TV_REDUCTION) {
      tv->item = reduction_item(d, tv->var);
      if (tv->item) tv->reduced = item_reduction(e, tv->item);
    }
    if (tv->kind == TV_FIRSTPRIVATE && ofe_type_is_vla(tv->var->type)) {
      ofe_error(&e->ctx->diag, d->loc, "a variable-length array made firstprivate by a task ('%s') is not supported by ompfe; name it in a shared clause",
                tv->var->name);
      return;
    }
    if (tv->kind == TV_SHARED || tv->kind == TV_LASTPRIVATE || tv->kind == TV_REDUCTION) tv->at = ofe_task_slot(&layout, 8);
    else if (tv->kind == TV_FIRSTPRIVATE) tv->at = copy_slot(&layout, tv->var);
    if (tv->kind == TV_REDUCTION && tv->reduced.runtime) tv->start_at = ofe_task_slot(&layout, 8);
    /* firstprivate and lastprivate: each task's copy starts as the value here (libomp copies
     * the task, this copy included, for each share of the iterations) */
    tv->copy_at = tv->kind == TV_LASTPRIVATE && in_clause(d, OMPC_FIRSTPRIVATE, tv->var)
                      ? copy_slot(&layout, tv->var) : -1;
  }
  MlirValue cond = if_c ? ofe_emit_cond(e, if_c->expr) : (MlirValue){NULL};
  MlirValue flags = task_flags(e, d);
  MlirValue total = {NULL};
  MlirBlock after_loop = {NULL};
  if (loop) {
    /* the iteration count, here; no iteration: no task */
    total = ofe_omp_nest_trip_count(e, d->loop);
    MlirBlock work = ofe_mb_new_block(MB);
    after_loop = ofe_mb_new_block(MB);
    ofe_mb_cond_br(MB, ofe_mb_icmp(MB, ICMP_NE, total, ofe_mb_const_int(MB, MB->i64, 0)), work, after_loop);
    ofe_mb_set_block(MB, work);
  }
  OfeTargetTask t = {0};
  t.gtid = ofe_omp_gtid(e);
  /* a taskloop that reduces runs its tasks in a taskgroup that begins the reductions (libomp's
   * own taskgroup, without nogroup, would begin too late for them) */
  bool reduces = loop && ofe_omp_find_clause(d, OMPC_REDUCTION);
  CountSettings counts = {0};
  if (reduces) {
    ofe_omp_call(e, OFE_RTL_TASKGROUP, MB->void_, t.gtid, (MlirValue){NULL});
    begin_task_reductions(e, d, OMPC_REDUCTION, t.gtid, &counts);
  }
  t.entry = ofe_task_entry_name(e);
  t.task = ofe_rtl_task_alloc(e, t.gtid, flags, ofe_task_size(e, &layout), t.entry);
  if (prio) ofe_mb_store(MB, ofe_emit_rvalue(e, prio->expr), ofe_task_at(e, t.task, OFE_KMP_TASK_OFF_PRIORITY), 4, false);
  ofe_task_register_affinity(e, d, t.gtid, t.task);
  const OfeOmpClause *detach = ofe_omp_find_clause(d, OMPC_DETACH);
  if (detach) {
    /* the event variable gets the task's event before the task's copies are made */
    MlirValue args[] = {ofe_rtl_ident(e), t.gtid, t.task};
    MlirType types[] = {MB->ptr, MB->i32, MB->ptr};
    MlirValue event = ofe_emit_call_fn(e, OFE_RTL_TASK_ALLOW_COMPLETION_EVENT, MB->ptr, args, 3, types, false);
    const OfeDecl *ev = detach->items.items[0].var;
    ofe_mb_store(MB, ofe_mb_cast(MB, "llvm.ptrtoint", event, ofe_emit_type(e, ev->type)), ofe_emit_lvalue(e, detach->items.items[0].expr),
                 ofe_alignof(ev->type), false);
  }
  for (size_t i = 0; i < n; i++) {
    if (vars[i].kind == TV_REDUCTION && vars[i].reduced.section) {
      /* a section is found by its first element */
      MlirValue first = ofe_emit_lvalue(e, vars[i].item->expr);
      ofe_mb_store(MB, first, ofe_task_at(e, t.task, vars[i].at), 8, false);
      if (vars[i].reduced.runtime) {
        MlirValue var = vars[i].var->type->kind == TY_PTR ? ofe_mb_load(MB, MB->ptr, vars[i].outer, 8, false) : vars[i].outer;
        MlirValue start = ofe_mb_binop(MB, "llvm.sub", ofe_mb_cast(MB, "llvm.ptrtoint", first, MB->i64),
                                       ofe_mb_cast(MB, "llvm.ptrtoint", var, MB->i64));
        ofe_mb_store(MB, start, ofe_task_at(e, t.task, vars[i].start_at), 8, false);
      }
    } else if (vars[i].kind == TV_SHARED || vars[i].kind == TV_LASTPRIVATE || vars[i].kind == TV_REDUCTION)
      ofe_mb_store(MB, vars[i].outer, ofe_task_at(e, t.task, vars[i].at), 8, false);
    else if (vars[i].kind == TV_FIRSTPRIVATE) ofe_emit_copy(e, ofe_task_at(e, t.task, vars[i].at), vars[i].outer, vars[i].var->type);
    if (vars[i].copy_at >= 0) ofe_emit_copy(e, ofe_task_at(e, t.task, vars[i].copy_at), vars[i].outer, vars[i].var->type);
  }

  /* the entry: i32 (i32 gtid, ptr task) */
  MlirValue task = ofe_target_task_entry_begin(e, &t);
  MlirValue gtid_slot = ofe_mb_alloca(MB, MB->i32, 4);
  ofe_mb_store(MB, mlirBlockGetArgument(MB->block, 0), gtid_slot, 4, false); /* the entry block */
  e->fn->omp_gtid_addr = gtid_slot;
  e->omp_private = NULL; /* ofe_target_task_entry_end restores it */
  for (size_t i = 0; i < n; i++) {
    MlirValue *slot = ofe_arena_alloc(&e->ctx->arena, sizeof *slot);
    switch (vars[i].kind) {
    case TV_SHARED:
      *slot = ofe_mb_load(MB, MB->ptr, ofe_task_at(e, task, vars[i].at), 8, false);
      ofe_omp_bind_shared(e, vars[i].var, slot);
      break;
    case TV_REDUCTION: {
      const Reduced *r = &vars[i].reduced;
      MlirValue copy = ofe_task_reduction_aligned(
          e, ofe_omp_task_reduction_copy(e, ofe_mb_load(MB, MB->i32, gtid_slot, 4, false), ofe_mb_load(MB, MB->ptr, ofe_task_at(e, task, vars[i].at), 8, false)),
          r->align);
      if (!r->section) {
        *slot = copy;
        ofe_omp_bind_shared(e, vars[i].var, slot);
        break;
      }
      /* the variable placed so that its section's elements are the copy: an array at that
       * address, a pointer (a private one) holding it */
      MlirValue base = r->runtime ? ofe_mb_gep_dyn(MB, copy, MB->i8,
                                                   ofe_mb_binop(MB, "llvm.sub", ofe_mb_const_int(MB, MB->i64, 0),
                                                                ofe_mb_load(MB, MB->i64, ofe_task_at(e, task, vars[i].start_at), 8, false)))
                                  : ofe_mb_gep_bytes(MB, copy, -r->start * (int64_t)ofe_sizeof(r->elem));
      if (vars[i].var->type->kind == TY_PTR) {
        *slot = ofe_emit_temp(e, vars[i].var->type);
        ofe_mb_store(MB, base, *slot, 8, false);
        ofe_omp_bind_private(e, vars[i].var, slot);
      } else {
        *slot = base;
        ofe_omp_bind_shared(e, vars[i].var, slot);
      }
      break;
    }
    case TV_FIRSTPRIVATE:
      *slot = aligned_copy(e, ofe_task_at(e, task, vars[i].at), vars[i].var);
      ofe_omp_bind_private(e, vars[i].var, slot);
      break;
    case TV_PRIVATE: case TV_LASTPRIVATE:
      *slot = vars[i].copy_at >= 0 ? aligned_copy(e, ofe_task_at(e, task, vars[i].copy_at), vars[i].var)
                                   : ofe_emit_temp(e, vars[i].var->type);
      ofe_omp_bind_private(e, vars[i].var, slot);
      break;
    }
  }
  /* cancel taskgroup in the task: the rest of the task is skipped */
  size_t cancel_saved = ofe_omp_cancel_enter_function(e);
  MlirBlock finished = ofe_mb_new_block(MB);
  if (d->has_cancel) ofe_omp_cancel_push(e, OMPD_TASKGROUP, finished, (MlirBlock){NULL});
  ofe_omp_lower_extension_clauses(e, d);
  if (loop) run_share(e, d, task, vars, n);
  else ofe_emit_stmt(e, d->body);
  if (!ofe_mb_block_terminated(MB->block)) ofe_mb_br(MB, finished);
  ofe_mb_set_block(MB, finished);
  if (d->has_cancel) ofe_omp_cancel_pop(e);
  ofe_omp_cancel_leave_function(e, cancel_saved);
  ofe_target_task_entry_end(e, &t);

  if (loop) {
    hand_over_loop(e, d, &t, cond, total, reduces);
    if (reduces) end_taskgroup(e, t.gtid, &counts);
    ofe_mb_br(MB, after_loop);
    ofe_mb_set_block(MB, after_loop);
    return;
  }
  MlirBlock deferred = ofe_mb_new_block(MB), done = ofe_mb_new_block(MB);
  MlirBlock now = if_c ? ofe_mb_new_block(MB) : (MlirBlock){NULL};
  if (if_c) ofe_mb_cond_br(MB, cond, deferred, now);
  else ofe_mb_br(MB, deferred);
  ofe_mb_set_block(MB, deferred);
  ofe_target_task_submit(e, &t, d);
  ofe_mb_br(MB, done);
  if (if_c) {
    /* if(false): the encountering thread runs the task at once, after its dependences */
    ofe_mb_set_block(MB, now);
    ofe_target_task_wait_deps(e, d);
    ofe_rtl_task_begin_if0(e, t.gtid, t.task);
    MlirValue call_args[] = {t.gtid, t.task};
    MlirType call_types[] = {MB->i32, MB->ptr};
    ofe_mb_call(MB, t.entry, ofe_mb_func_type(MB, MB->i32, call_types, 2, false), call_args, 2);
    ofe_rtl_task_complete_if0(e, t.gtid, t.task);
    ofe_mb_br(MB, done);
  }
  ofe_mb_set_block(MB, done);
}

void ofe_omp_emit_taskgroup(OfeEmit *e, const OfeOmpDirective *d) {
  MlirValue gtid = ofe_omp_gtid(e);
  ofe_omp_call(e, OFE_RTL_TASKGROUP, MB->void_, gtid, (MlirValue){NULL});
  CountSettings counts = {0};
  begin_task_reductions(e, d, OMPC_TASK_REDUCTION, gtid, &counts);
  ofe_emit_stmt(e, d->body);
  end_taskgroup(e, ofe_omp_gtid(e), &counts);
}

void ofe_omp_emit_taskyield(OfeEmit *e) {
  ofe_omp_call(e, OFE_RTL_TASKYIELD, MB->i32, ofe_omp_gtid(e), ofe_mb_const_int(MB, MB->i32, 0));
}
