/* target_region: a `#pragma omp target` becomes
 *  - an outlined function named as clang-19 names it, whose parameters are those of the map
 *    entries marked TARGET_PARAM, in their order (offload_arrays.h): a pointer for data, an
 *    i64 for literals and the lengths of variable-length arrays. On the host it is `internal`
 *    and is also the fallback; on the device it is `weak_odr protected` with the runtime's
 *    `dyn_ptr` first (docs/offload-abi.md §2, §5.1);
 *  - on the host, the launch: offload arrays, __tgt_kernel_arguments v3, __tgt_target_kernel
 *    on the region's id, and a call of the host version when the launch fails or `if` is false;
 *    with `nowait` the launch and its fallback run in a target task (target_task.h).
 * Inside the outlined body, each captured variable is reached through its parameter: mapped
 * data in place, values (literals, pointers) through a local slot, firstprivate aggregates
 * through a copy; private variables are the kernel's own. */
#include "omp-lowering/extension_clauses.h"
#include "omp-lowering/target_region.h"

#include <string.h>

#include "omp-lowering/construct_record.h"
#include "omp-lowering/data_directives.h"
#include "omp-lowering/offload_arrays.h"
#include "omp-lowering/parallel.h"
#include "omp-lowering/target_task.h"
#include "omp-lowering/task.h"
#include "runtime-abi/abi.h"
#include "omp-lowering/rtl.h"

#define MB (&e->mb)

/* ---- attributes -------------------------------------------------------------------------- */

void ofe_omp_mark_module(OfeEmit *e) {
  const OfeOptions *o = e->ctx->opts;
  if (!o->openmp) return;
  MlirOperation m = mlirModuleGetOperation(e->module);
  mlirOperationSetDiscardableAttributeByName(m, ofe_str("omp.is_target_device"), mlirBoolAttrGet(e->mctx, o->is_device));
  if (o->is_device && o->host_ir_path)
    mlirOperationSetDiscardableAttributeByName(m, ofe_str("omp.host_ir_filepath"), ofe_mb_str_attr(MB, o->host_ir_path));
}

void ofe_omp_mark_decl(OfeEmit *e, OfeDecl *d, MlirOperation op) {
  if (!e->ctx->opts->openmp || d->dt.device_type == DT_NONE) return;
  ofe_omp_set_declare_target(&e->omp, op, d->dt.device_type, d->dt.capture);
  if (d->dt.indirect && d->kind == D_FUNC && d->indirect_name) ofe_omp_set_indirect(op, d->indirect_name);
  if (d->static_entry_name) ofe_omp_set_static_entry(op, d->static_entry_name);
}

/* ---- the outlined function ----------------------------------------------------------------- */

static MlirType param_type(OfeEmit *e, const OfeMapEntry *en) {
  return en->binding == PARAM_LITERAL || en->binding == PARAM_VLA_LENGTH ? MB->i64 : MB->ptr;
}

/* Storage of the kernel's own copy of a variable (variable-length arrays sized at run time),
 * aligned as the variable asks (`_Alignas(128) int x`), not only as its type. */
static MlirValue private_storage(OfeEmit *e, const OfeDecl *v) {
  const OfeType *t = v->type;
  if (ofe_type_is_vla(t)) return ofe_mb_alloca_dynamic(MB, MB->i8, ofe_emit_sizeof(e, t), ofe_alignof(t));
  return ofe_emit_temp_aligned(e, t, ofe_emit_decl_align(v));
}

/* Where the kernel keeps a captured variable, given the parameter that brings it. */
static MlirValue bind_param(OfeEmit *e, const OfeMapEntry *en, MlirValue p) {
  MlirValue slot;
  switch (en->binding) {
  case PARAM_LITERAL: case PARAM_VLA_LENGTH: case PARAM_POINTER_VALUE:
    /* a value: keep it in an 8-byte slot that the variable is read through (the low bytes
     * of a literal hold a narrower value, as in clang-19's `.casted` slots) */
    slot = ofe_mb_alloca(MB, mlirValueGetType(p), ofe_emit_decl_align(en->var) > 8 ? ofe_emit_decl_align(en->var) : 8);
    ofe_mb_store(MB, p, slot, 8, false);
    return slot;
  case PARAM_PRIVATE_COPY:
    slot = private_storage(e, en->var);
    ofe_emit_copy(e, slot, p, en->var->type);
    return slot;
  case PARAM_ADDRESS: case PARAM_NONE: break;
  }
  return p;
}

/* uses_allocators: each allocator that is not predefined is made from its traits when the
 * region starts (a private variable, bound already) and destroyed when it ends, as clang-19
 * does: `__kmpc_init_allocator(gtid, memspace, ntraits, traits)`, the handle stored as an
 * integer, and `__kmpc_destroy_allocator(gtid, handle)`. */
static void init_allocators(OfeEmit *e, const OfeOmpDirective *d, MlirValue gtid) {
  for (size_t i = 0; i < d->clauses.len; i++) {
    const OfeOmpClause *c = d->clauses.items[i];
    if (c->kind != OMPC_USES_ALLOCATORS) continue;
    const OfeDecl *a = c->items.items[0].var;
    MlirValue *slot = ofe_ptrmap_get(e->kernel_vars, a->canonical);
    if (!slot) { /* the body does not name it */
      slot = ofe_arena_alloc(&e->ctx->arena, sizeof *slot);
      *slot = private_storage(e, a);
      ofe_ptrmap_put(e->kernel_vars, a->canonical, slot);
    }
    MlirValue traits = ofe_mb_zero(MB, MB->ptr);
    int64_t ntraits = 0;
    if (c->expr) {
      traits = *(MlirValue *)ofe_ptrmap_get(e->kernel_vars, c->expr->var.decl->canonical);
      ntraits = c->expr->type->array_len;
    }
    MlirValue space = c->value ? ofe_mb_cast(MB, "llvm.inttoptr", ofe_mb_const_int(MB, MB->i64, c->value), MB->ptr)
                               : ofe_mb_zero(MB, MB->ptr);
    MlirValue args[] = {gtid, space, ofe_mb_const_int(MB, MB->i32, ntraits), traits};
    MlirType types[] = {MB->i32, MB->ptr, MB->i32, MB->ptr};
    MlirValue h = ofe_emit_call_fn(e, OFE_RTL_INIT_ALLOCATOR, MB->ptr, args, 4, types, false);
    ofe_mb_store(MB, ofe_mb_cast(MB, "llvm.ptrtoint", h, MB->i64), *slot, 8, false);
  }
}

static void destroy_allocators(OfeEmit *e, const OfeOmpDirective *d, MlirValue gtid) {
  for (size_t i = 0; i < d->clauses.len; i++) {
    const OfeOmpClause *c = d->clauses.items[i];
    if (c->kind != OMPC_USES_ALLOCATORS) continue;
    MlirValue *slot = ofe_ptrmap_get(e->kernel_vars, c->items.items[0].var->canonical);
    MlirValue h = ofe_mb_cast(MB, "llvm.inttoptr", ofe_mb_load(MB, MB->i64, *slot, 8, false), MB->ptr);
    MlirValue args[] = {gtid, h};
    MlirType types[] = {MB->i32, MB->ptr};
    ofe_emit_call_fn(e, OFE_RTL_DESTROY_ALLOCATOR, MB->void_, args, 2, types, false);
  }
}

/* The allocate clause on target: the kernel's own copies of its list items (private and
 * firstprivate ones) come from the allocator, as in clang-19: allocated when the kernel
 * starts (a firstprivate value copied in), freed when it ends. Returns the copies' allocators. */
static MlirValue *allocate_kernel_copies(OfeEmit *e, const OfeOmpDirective *d, const OfeOmpClause *c) {
  MlirValue *allocators = ofe_arena_alloc(&e->ctx->arena, (c->items.len + 1) * sizeof *allocators);
  for (size_t j = 0; j < c->items.len; j++) {
    const OfeDecl *v = c->items.items[j].var;
    MlirValue *slot = ofe_ptrmap_get(e->kernel_vars, v->canonical);
    allocators[j] = (MlirValue){NULL};
    if (!slot) continue; /* the body does not use it */
    allocators[j] = ofe_omp_allocator_handle(e, c->expr);
    MlirValue bytes = ofe_mb_const_int(MB, MB->i64, (int64_t)ofe_sizeof(v->type));
    MlirValue copy = ofe_omp_alloc(e, bytes, ofe_emit_alloc_align(v, (unsigned)c->value), allocators[j]);
    ofe_mb_memcpy(MB, copy, *slot, bytes, false);
    *slot = copy;
  }
  (void)d;
  return allocators;
}

static MlirOperation outline(OfeEmit *e, const OfeOmpDirective *d, const OfeMapEntries *entries) {
  bool device = e->device;
  /* parameters: dyn_ptr on the device, then one per entry that is a kernel parameter */
  intptr_t np = 0;
  MlirType *params = ofe_arena_alloc(&e->ctx->arena, (entries->len + 1) * sizeof *params);
  if (device) params[np++] = MB->ptr;
  for (size_t i = 0; i < entries->len; i++)
    if (entries->items[i].binding != PARAM_NONE) params[np++] = param_type(e, &entries->items[i]);
  OfeFnType ft = ofe_mb_func_type(MB, MB->void_, params, np, false);
  OfeEmitSaved saved;
  ofe_emit_save(e, &saved);
  ofe_mb_set_loc(MB, ofe_debug_function_loc(e, d->kernel_name, d->loc, !device));
  MlirOperation fn = ofe_mb_func(MB, d->kernel_name, ft, device ? "weak_odr" : "internal", 0, NULL);
  if (device) mlirOperationSetInherentAttributeByName(fn, ofe_str("visibility_"), ofe_mb_i64_attr(MB, 2));
  OfeKernelInfo k = {.name = d->kernel_name, .parent = d->parent ? d->parent->name : "", .dev_id = d->dev_id,
                     .file_id = d->file_id, .line = d->line, .count = d->count,
                     .one_team = d->inner && d->inner->kind == OMPD_PARALLEL};
  ofe_omp_set_kernel(fn, &k);
  /* kernels run on the device: MarkDeclareTarget starts from them */
  ofe_omp_set_declare_target(&e->omp, fn, DT_NOHOST, CAP_TO);
  ofe_vec_push(&e->ctx->arena, &e->kernels, fn);

  ofe_emit_set_loc(e, d->loc);
  MlirBlock entry = ofe_mb_func_begin_body(MB, fn, np, params);
  OfeFuncEmit *f = ofe_arena_alloc(&e->ctx->arena, sizeof *f);
  f->decl = d->parent;
  f->is_kernel = true;
  f->subprogram = ofe_debug_subprogram(e, d->kernel_name);
  e->fn = f;
  OfeStrMap *vars = ofe_arena_alloc(&e->ctx->arena, sizeof *vars);
  ofe_strmap_init(vars, &e->ctx->arena);
  e->kernel_vars = vars;
  intptr_t arg = device ? 1 : 0;
  for (size_t i = 0; i < entries->len; i++) {
    const OfeMapEntry *en = &entries->items[i];
    if (en->binding == PARAM_NONE) continue;
    /* a variable-length array's lengths come before it: its copy is sized with them */
    MlirValue *slot = ofe_arena_alloc(&e->ctx->arena, sizeof *slot);
    *slot = bind_param(e, en, mlirBlockGetArgument(entry, arg++));
    ofe_ptrmap_put(vars, en->var->canonical, slot);
    ofe_debug_declare(e, f->subprogram, en->var, *slot, 0);
  }
  for (size_t i = 0; i < d->captures.len; i++) {
    const OfeCaptureInfo *c = &d->captures.items[i];
    if (c->kind != CAPK_PRIVATE) continue;
    MlirValue *slot = ofe_arena_alloc(&e->ctx->arena, sizeof *slot);
    *slot = private_storage(e, c->var);
    ofe_ptrmap_put(vars, c->var->canonical, slot);
    ofe_debug_declare(e, f->subprogram, c->var, *slot, 0);
  }
  bool allocators = ofe_omp_find_clause(d, OMPC_USES_ALLOCATORS) != NULL;
  MlirValue gtid = allocators ? ofe_rtl_global_thread_num(e) : (MlirValue){NULL};
  if (allocators) init_allocators(e, d, gtid);
  const OfeOmpClause *allocate = ofe_omp_find_clause(d, OMPC_ALLOCATE);
  MlirValue *copy_allocators = allocate ? allocate_kernel_copies(e, d, allocate) : NULL;
  f->ret_block = ofe_mb_new_block(MB);
  MlirBlock body = ofe_mb_new_block(MB);
  ofe_mb_br(MB, body);
  ofe_mb_set_block(MB, body);
  ofe_omp_lower_extension_clauses(e, d);
  size_t cancel_saved = ofe_omp_cancel_enter_function(e); /* a kernel cancels nothing around it */
  ofe_emit_stmt(e, d->body);
  ofe_omp_cancel_leave_function(e, cancel_saved);
  if (!ofe_mb_block_terminated(MB->block)) ofe_mb_br(MB, f->ret_block);
  ofe_mb_set_block(MB, f->ret_block);
  for (size_t j = allocate ? allocate->items.len : 0; j-- > 0;)
    if (!mlirValueIsNull(copy_allocators[j]))
      ofe_omp_free(e, *(MlirValue *)ofe_ptrmap_get(e->kernel_vars, allocate->items.items[j].var->canonical), copy_allocators[j]);
  if (allocators) destroy_allocators(e, d, gtid);
  ofe_mb_return(MB, (MlirValue){NULL});
  ofe_emit_finish_blocks(e);
  ofe_emit_restore(e, &saved);
  return fn;
}

/* ---- the launch ---------------------------------------------------------------------------- */

/* Calls the host version of the region with the values of its parameters (one per entry that
 * is a kernel parameter, in order). */
static void call_host_version(OfeEmit *e, const char *name, const OfeMapEntries *entries, const MlirValue *values) {
  MlirValue args[entries->len + 1];
  MlirType types[entries->len + 1];
  intptr_t n = 0;
  size_t k = 0;
  if (e->device) {
    types[n] = MB->ptr;
    args[n++] = ofe_mb_zero(MB, MB->ptr);
  }
  for (size_t i = 0; i < entries->len; i++)
    if (entries->items[i].binding != PARAM_NONE) {
      types[n] = param_type(e, &entries->items[i]);
      args[n++] = values[k++];
    }
  ofe_mb_call(MB, name, ofe_mb_func_type(MB, MB->void_, types, n, false), args, n);
}

/* The kernel's arguments, evaluated here: a firstprivate scalar's value is the one it has
 * when the construct is encountered, before its dependences are waited for (as gcc and
 * clang-19 capture it). values has room for entries->len. */
static void param_values(OfeEmit *e, const OfeMapEntries *entries, MlirValue *values) {
  size_t k = 0;
  for (size_t i = 0; i < entries->len; i++)
    if (entries->items[i].binding != PARAM_NONE) values[k++] = ofe_offload_param_arg(e, &entries->items[i]);
}

/* The region run in place: its arguments taken, then (with `wait`) its dependences waited for,
 * then the host version called. */
static void call_kernel_directly(OfeEmit *e, const OfeOmpDirective *d, const OfeMapEntries *entries, bool wait) {
  MlirValue values[entries->len + 1];
  param_values(e, entries, values);
  if (wait) ofe_target_task_wait_deps(e, d);
  call_host_version(e, d->kernel_name, entries, values);
}

/* Launches the kernel (kernel-args flags as given) and calls the host version with `values`
 * (param_values') when the launch fails. */
static void launch_or_fall_back(OfeEmit *e, const OfeOmpDirective *d, const OfeMapEntries *entries,
                                const OfeOffloadArrays *arrays, MlirValue device, MlirValue num_teams,
                                MlirValue thread_limit, int64_t flags, const MlirValue *values) {
  MlirValue kargs = ofe_rtl_kernel_args(e, arrays, num_teams, thread_limit, flags);
  MlirValue region_id = ofe_rtl_region_id(e, d->kernel_name);
  ofe_rtl_register_fptrs(e, device);
  MlirValue rc = ofe_rtl_target_kernel(e, device, num_teams, thread_limit, region_id, kargs);
  MlirBlock fallback = ofe_mb_new_block(MB), done = ofe_mb_new_block(MB);
  ofe_mb_cond_br(MB, ofe_mb_icmp(MB, ICMP_NE, rc, ofe_mb_const_int(MB, MB->i32, 0)), fallback, done);
  ofe_mb_set_block(MB, fallback);
  call_host_version(e, d->kernel_name, entries, values);
  ofe_mb_br(MB, done);
  ofe_mb_set_block(MB, done);
}

/* nowait: the launch runs later, in a target task (target_task.h). What it reads is stored in
 * the task now: the device and launch bounds, the offload arrays, and the host version's
 * argument values; firstprivate aggregates are copied into the task, and the arrays and the
 * host version are given the copy, so later changes to the variable do not reach the region. */
static void launch_in_task(OfeEmit *e, const OfeOmpDirective *d, const OfeMapEntries *entries, const OfeOffloadArrays *arrays,
                           MlirValue device, MlirValue num_teams, MlirValue thread_limit, MlirValue region_limit) {
  OfeTaskLayout layout;
  ofe_task_layout_init(&layout);
  int64_t at_device = ofe_task_slot(&layout, 8), at_teams = ofe_task_slot(&layout, 4);
  int64_t at_limit = ofe_task_slot(&layout, 4);
  int64_t at_region_limit = mlirValueIsNull(region_limit) ? -1 : ofe_task_slot(&layout, 4); /* only for it */
  OfeTaskArrays at_arrays;
  ofe_task_plan_arrays(&layout, arrays, &at_arrays);
  size_t nparams = 0;
  for (size_t i = 0; i < entries->len; i++) nparams += entries->items[i].binding != PARAM_NONE;
  int64_t at_values = ofe_task_slot(&layout, (int64_t)(8 * nparams));
  MlirValue copy_at[entries->len + 1];
  for (size_t i = 0; i < entries->len; i++)
    if (entries->items[i].binding == PARAM_PRIVATE_COPY) copy_at[i] = ofe_task_copy_room(e, &layout, entries->items[i].size);

  OfeTargetTask task;
  ofe_target_task_alloc(e, &layout, device, &task);
  ofe_mb_store(MB, device, ofe_task_at(e, task.task, at_device), 8, false);
  ofe_mb_store(MB, num_teams, ofe_task_at(e, task.task, at_teams), 4, false);
  ofe_mb_store(MB, thread_limit, ofe_task_at(e, task.task, at_limit), 4, false);
  if (!mlirValueIsNull(region_limit)) ofe_mb_store(MB, region_limit, ofe_task_at(e, task.task, at_region_limit), 4, false);
  ofe_task_store_arrays(e, &task, arrays, &at_arrays);
  for (size_t i = 0, k = 0; i < entries->len; i++) {
    const OfeMapEntry *en = &entries->items[i];
    if (en->binding == PARAM_NONE) continue;
    MlirValue v = ofe_offload_param_arg(e, en);
    if (en->binding == PARAM_PRIVATE_COPY) {
      MlirValue copy = ofe_mb_gep_dyn(MB, task.task, MB->i8, copy_at[i]);
      ofe_mb_memcpy(MB, copy, v, en->size, false);
      ofe_mb_store(MB, copy, ofe_task_at(e, task.task, at_arrays.baseptrs + (int64_t)(8 * i)), 8, false);
      ofe_mb_store(MB, copy, ofe_task_at(e, task.task, at_arrays.ptrs + (int64_t)(8 * i)), 8, false);
      v = copy;
    }
    ofe_mb_store(MB, v, ofe_task_at(e, task.task, at_values + (int64_t)(8 * k++)), 8, false);
  }

  MlirValue t = ofe_target_task_entry_begin(e, &task);
  MlirValue dev = ofe_mb_load(MB, MB->i64, ofe_task_at(e, t, at_device), 8, false);
  MlirValue teams = ofe_mb_load(MB, MB->i32, ofe_task_at(e, t, at_teams), 4, false);
  MlirValue limit = ofe_mb_load(MB, MB->i32, ofe_task_at(e, t, at_limit), 4, false);
  OfeOffloadArrays in_task = ofe_task_arrays(e, t, arrays, &at_arrays);
  MlirValue values[nparams + 1];
  for (size_t i = 0, k = 0; i < entries->len; i++) {
    if (entries->items[i].binding == PARAM_NONE) continue;
    values[k] = ofe_mb_load(MB, param_type(e, &entries->items[i]), ofe_task_at(e, t, at_values + (int64_t)(8 * k)), 8, false);
    k++;
  }
  /* the target task is the region's task: its thread-limit-var is the region's */
  if (!mlirValueIsNull(region_limit))
    ofe_rtl_set_thread_limit(e, ofe_omp_gtid(e), ofe_mb_load(MB, MB->i32, ofe_task_at(e, t, at_region_limit), 4, false));
  launch_or_fall_back(e, d, entries, &in_task, dev, teams, limit, OFE_KARGS_FLAG_NOWAIT, values);
  ofe_target_task_entry_end(e, &task);
  ofe_target_task_submit(e, &task, d);
}

/* A variable's binding before the region rebound it. */
typedef struct Rebinding {
  OfeDecl *var;
  void *was;
} Rebinding;
typedef OFE_VEC(Rebinding) Rebindings;

static void emit_target(OfeEmit *e, const OfeOmpDirective *d);

/* in_reduction: the region works on the encountering thread's copy of each variable (sema
 * maps it tofrom); the variables are bound to their copies while the region is emitted. */
static void bind_reduction_copies(OfeEmit *e, const OfeOmpDirective *d, Rebindings *saved) {
  for (size_t i = 0; i < d->clauses.len; i++) {
    const OfeOmpClause *c = d->clauses.items[i];
    if (c->kind != OMPC_IN_REDUCTION) continue;
    for (size_t j = 0; j < c->items.len; j++) {
      OfeDecl *v = c->items.items[j].var;
      MlirValue *copy = ofe_arena_alloc(&e->ctx->arena, sizeof *copy);
      *copy = ofe_task_reduction_aligned(e, ofe_omp_task_reduction_copy(e, ofe_omp_gtid(e), ofe_emit_var_addr(e, v)),
                                         ofe_task_reduction_align(v));
      ofe_vec_push(&e->ctx->arena, saved, ((Rebinding){v, e->kernel_vars ? ofe_ptrmap_get(e->kernel_vars, v->canonical) : NULL}));
      ofe_omp_bind_shared(e, v, copy);
    }
  }
}

void ofe_omp_emit_target(OfeEmit *e, const OfeOmpDirective *d) {
  if (!d->kernel_name) return;
  if (!e->device && ofe_omp_find_clause(d, OMPC_IN_REDUCTION)) {
    Rebindings saved = {0};
    bind_reduction_copies(e, d, &saved);
    emit_target(e, d);
    for (size_t i = saved.len; i-- > 0;) ofe_ptrmap_put(e->kernel_vars, saved.items[i].var->canonical, saved.items[i].was);
    return;
  }
  emit_target(e, d);
}

/* ---- launch bounds ------------------------------------------------------------------------ */

/* The construct the region starts with: a combined construct's next leaf, else a directive
 * that is the body's only statement (clang-19 looks through one compound statement). */
static const OfeOmpDirective *launched_construct(const OfeOmpDirective *d) {
  if (d->combined) return d->inner;
  const OfeStmt *s = d->body;
  if (s && s->kind == S_COMPOUND && s->compound.items.len == 1) s = s->compound.items.items[0];
  return s && s->kind == S_OMP ? s->omp.dir : NULL;
}

/* A clause's value on the host before the launch, where reading it there is what the region
 * would read and has no effect of its own: a constant or a variable (a nested directive's
 * clause may name what only the region declares, hence constants only when `constant_only`). */
static bool host_readable(const OfeExpr *x, bool constant_only) {
  while (x->kind == E_CAST) x = x->cast.operand;
  return x->kind == E_INT || (!constant_only && x->kind == E_VAR && !x->var.decl->is_vla_size);
}

static MlirValue clause_on_host(OfeEmit *e, const OfeOmpDirective *d, OfeOmpClauseKind k, bool constant_only) {
  const OfeOmpClause *c = d ? ofe_omp_find_clause(d, k) : NULL;
  return c && host_readable(c->expr, constant_only) ? ofe_emit_rvalue(e, c->expr) : (MlirValue){NULL};
}

static MlirValue unsigned_min(OfeEmit *e, MlirValue a, MlirValue b) {
  if (mlirValueIsNull(a)) return b;
  if (mlirValueIsNull(b)) return a;
  return ofe_mb_select(MB, ofe_mb_icmp(MB, ICMP_ULT, a, b), a, b);
}

/* num_teams and thread_limit of __tgt_target_kernel and the kernel arguments, as clang-19
 * passes them: -1 teams for a plain target region (no league), 0 (the runtime's choice) for a
 * teams region without num_teams, 1 for a region that starts with parallel or simd; the
 * thread limit from thread_limit, num_threads (the smaller of the two) or simd (1), else 0. */
static void launch_bounds(OfeEmit *e, const OfeOmpDirective *d, MlirValue target_limit, MlirValue *num_teams,
                          MlirValue *thread_limit) {
  const OfeOmpDirective *first = launched_construct(d);
  bool nested = !d->combined;
  OfeOmpDirKind k = first ? first->kind : OMPD_TARGET;
  /* the target leaf's own clauses (a combined construct gives it the teams leaf's) are for
   * the host: evaluated whatever they are, as before any launch (thread_limit: target_limit,
   * its value or null) */
  const OfeOmpClause *teams_c = ofe_omp_find_clause(d, OMPC_NUM_TEAMS);
  MlirValue teams = teams_c ? ofe_emit_rvalue(e, teams_c->expr) : (MlirValue){NULL}, limit = target_limit;
  if (k == OMPD_TEAMS) {
    if (nested) {
      teams = clause_on_host(e, first, OMPC_NUM_TEAMS, true);
      limit = unsigned_min(e, limit, clause_on_host(e, first, OMPC_THREAD_LIMIT, true));
    }
    const OfeOmpDirective *par = first->inner;
    while (par && par->kind != OMPD_PARALLEL) par = par->inner;
    if (par) limit = unsigned_min(e, limit, clause_on_host(e, par, OMPC_NUM_THREADS, nested));
    if (mlirValueIsNull(teams)) teams = ofe_mb_const_int(MB, MB->i32, 0);
  } else if (k == OMPD_PARALLEL) {
    teams = ofe_mb_const_int(MB, MB->i32, 1);
    limit = unsigned_min(e, limit, clause_on_host(e, first, OMPC_NUM_THREADS, nested));
  } else if (k == OMPD_SIMD) {
    teams = ofe_mb_const_int(MB, MB->i32, 1);
    limit = ofe_mb_const_int(MB, MB->i32, 1);
  } else {
    teams = ofe_mb_const_int(MB, MB->i32, -1);
  }
  *num_teams = teams;
  *thread_limit = mlirValueIsNull(limit) ? ofe_mb_const_int(MB, MB->i32, 0) : limit;
}

/* thread_limit on a target construct whose region does not start with teams sets the
 * region's thread-limit-var (OpenMP 5.1 §2.14.5), which bounds its parallel regions and is
 * what omp_get_thread_limit() returns there. The region that runs on this thread (the host
 * version, the x86_64 device's kernel) runs in an undeferred task of its own whose ICV it is,
 * as clang-19 does, so the limit ends with the region; a GPU kernel gets it as its launch
 * bound. */
typedef struct RegionLimit {
  MlirValue limit; /* the clause's value (i32), or null: none to set */
  MlirValue gtid, task;
} RegionLimit;

static bool limits_region(const OfeOmpDirective *d) {
  const OfeOmpDirective *first = launched_construct(d);
  return ofe_omp_find_clause(d, OMPC_THREAD_LIMIT) && !(first && first->kind == OMPD_TEAMS);
}

static void region_limit_begin(OfeEmit *e, RegionLimit *r) {
  if (mlirValueIsNull(r->limit)) return;
  r->gtid = ofe_omp_gtid(e);
  r->task = ofe_rtl_undeferred_task_begin(e, r->gtid);
  ofe_rtl_set_thread_limit(e, r->gtid, r->limit);
}

static void region_limit_end(OfeEmit *e, const RegionLimit *r) {
  if (!mlirValueIsNull(r->limit)) ofe_rtl_undeferred_task_end(e, r->gtid, r->task);
}

static void emit_target(OfeEmit *e, const OfeOmpDirective *d) {
  OfeMapEntries entries = {0};
  const OfeOmpClause *if_c = ofe_omp_find_clause(d, OMPC_IF), *dev_c = ofe_omp_find_clause(d, OMPC_DEVICE);
  /* the clauses' expressions are evaluated before the region, once */
  MlirValue device = dev_c ? ofe_emit_rvalue(e, dev_c->expr) : ofe_mb_const_int(MB, MB->i64, -1);
  MlirValue cond = if_c ? ofe_emit_cond(e, if_c->expr) : (MlirValue){NULL};
  /* OpenMP 6.0's nowait(c) with c known only at run time: the launch is a target task where c
   * is true, made here and now where it is false */
  const OfeOmpClause *nowait_c = ofe_omp_find_clause(d, OMPC_NOWAIT);
  bool defer_at_run_time = nowait_c && nowait_c->expr && !e->device && e->offloading && ofe_target_task_deferred(d);
  MlirValue defer = defer_at_run_time ? ofe_emit_cond(e, nowait_c->expr) : (MlirValue){NULL};
  const OfeOmpClause *limit_c = ofe_omp_find_clause(d, OMPC_THREAD_LIMIT);
  MlirValue target_limit = limit_c && !e->device ? ofe_emit_rvalue(e, limit_c->expr) : (MlirValue){NULL};
  RegionLimit region_limit = {.limit = limits_region(d) ? target_limit : (MlirValue){NULL}};
  if (e->device || !e->offloading) {
    /* device compile: the enclosing host function only survives filtering when it is
     * itself device code; there the region runs in place. Host compile without
     * -fopenmp-targets: there is no device, the region runs in place (as with clang-19),
     * as an undeferred task: after the tasks it depends on */
    ofe_map_entries_for_target(e, d, &entries);
    ofe_record_construct(e, d, &entries);
    outline(e, d, &entries);
    region_limit_begin(e, &region_limit);
    call_kernel_directly(e, d, &entries, !e->device);
    region_limit_end(e, &region_limit);
    return;
  }
  /* a region that runs here and now first waits for the tasks it depends on, once its
   * arguments are taken; a deferred one leaves that to libomp, except when `if` is false and
   * it runs in place after all */
  bool deferred = ofe_target_task_deferred(d);
  /* the map entries are computed only when the region is offloaded (`if` may guard a NULL
   * pointer they would read through); the fallback reads the variables itself */
  MlirBlock launch = ofe_mb_new_block(MB), done = ofe_mb_new_block(MB);
  MlirBlock in_place = if_c ? ofe_mb_new_block(MB) : (MlirBlock){NULL};
  if (if_c) ofe_mb_cond_br(MB, cond, launch, in_place);
  else ofe_mb_br(MB, launch);
  ofe_mb_set_block(MB, launch);
  ofe_map_entries_for_target(e, d, &entries);
  ofe_record_construct(e, d, &entries);
  outline(e, d, &entries);
  OfeOffloadArrays arrays;
  ofe_offload_arrays_build(e, &entries, &arrays);
  MlirValue num_teams, thread_limit;
  launch_bounds(e, d, target_limit, &num_teams, &thread_limit);
  if (deferred) {
    MlirBlock later = ofe_mb_new_block(MB), now = {NULL};
    if (defer_at_run_time) {
      now = ofe_mb_new_block(MB);
      ofe_mb_cond_br(MB, defer, later, now);
    } else {
      ofe_mb_br(MB, later);
    }
    ofe_mb_set_block(MB, later);
    launch_in_task(e, d, &entries, &arrays, device, num_teams, thread_limit, region_limit.limit);
    if (defer_at_run_time) {
      ofe_mb_br(MB, done);
      ofe_mb_set_block(MB, now);
    }
  }
  if (!deferred || defer_at_run_time) {
    MlirValue values[entries.len + 1];
    param_values(e, &entries, values);
    ofe_target_task_wait_deps(e, d);
    region_limit_begin(e, &region_limit);
    launch_or_fall_back(e, d, &entries, &arrays, device, num_teams, thread_limit, 0, values);
    region_limit_end(e, &region_limit);
  }
  ofe_mb_br(MB, done);
  if (if_c) {
    ofe_mb_set_block(MB, in_place);
    region_limit_begin(e, &region_limit);
    call_kernel_directly(e, d, &entries, true);
    region_limit_end(e, &region_limit);
    ofe_mb_br(MB, done);
  }
  ofe_mb_set_block(MB, done);
}
