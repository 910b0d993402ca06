/* rtl: the runtime calls, with the argument lists clang-19 uses (docs/offload-abi.md §2.1-§2.3). */
#include "omp-lowering/rtl.h"

#include <string.h>

#include "runtime-abi/abi.h"

#define MB (&e->mb)

static bool have_symbol(OfeEmit *e, const char *name) { return ofe_strmap_get(&e->symbols, name, strlen(name)) != NULL; }
static void note_symbol(OfeEmit *e, const char *name, MlirOperation op) {
  ofe_strmap_put(&e->symbols, name, strlen(name), op.ptr);
}

/* ident_t { i32 0, i32 flags, i32 0, i32 strlen(text), ptr text } named `base` (with a
 * `.flags` suffix for flags other than KMPC alone), its text `base`.str */
static MlirValue ident(OfeEmit *e, const char *base, const char *text, int32_t flags) {
  const char *name = flags == OFE_KMP_IDENT_KMPC ? base : ofe_arena_printf(&e->ctx->arena, "%s.%d", base, (int)flags);
  if (!have_symbol(e, name)) {
    const char *str = ofe_emit_const_string_symbol(e, ofe_arena_printf(&e->ctx->arena, "%s.str", base), text, false);
    MlirType fields[] = {MB->i32, MB->i32, MB->i32, MB->i32, MB->ptr};
    MlirType t = mlirLLVMStructTypeLiteralGet(e->mctx, 5, fields, false);
    MlirOperation g = ofe_mb_global(MB, name, t, "private", true, 8, (MlirAttribute){NULL}, true);
    note_symbol(e, name, g);
    MlirBlock saved = MB->block;
    ofe_mb_set_block(MB, mlirRegionGetFirstBlock(mlirOperationGetRegion(g, 0)));
    MlirValue v = ofe_mb_undef(MB, t);
    int32_t vals[] = {0, flags, 0, (int32_t)strlen(text)};
    for (int i = 0; i < 4; i++) v = ofe_mb_insertvalue(MB, v, ofe_mb_const_int(MB, MB->i32, vals[i]), i);
    v = ofe_mb_insertvalue(MB, v, ofe_mb_addressof(MB, str), 4);
    ofe_mb_return(MB, v);
    ofe_mb_set_block(MB, saved);
  }
  return ofe_mb_addressof(MB, name);
}

static const char *ident_text_at(OfeEmit *e, OfeLoc loc, const char **name) {
  const char *file = ofe_diag_file_name(&e->ctx->diag, loc.file);
  const char *fn = e->fn && e->fn->decl ? e->fn->decl->name : "unknown";
  *name = ofe_arena_printf(&e->ctx->arena, ".omp.ident.%u.%u.%u.%s", loc.file, loc.line, loc.col, fn);
  return ofe_arena_printf(&e->ctx->arena, ";%s;%s;%u;%u;;", file, fn, loc.line, loc.col);
}

/* ident_t { i32 0, i32 2 | flags, i32 0, i32 22, ptr ";unknown;unknown;0;0;;" }; with -g (any
 * kind), as clang-19 does, the directive's place, which libomptarget prints ("Entering OpenMP
 * kernel at r.c:5:3") */
MlirValue ofe_rtl_ident_flags(OfeEmit *e, int32_t flags) {
  flags |= OFE_KMP_IDENT_KMPC;
  if (e->debug.enabled && e->omp_loc.file) {
    const char *name, *text = ident_text_at(e, e->omp_loc, &name);
    return ident(e, name, text, flags);
  }
  return ident(e, ".omp.ident", ";unknown;unknown;0;0;;", flags);
}

MlirValue ofe_rtl_ident(OfeEmit *e) { return ofe_rtl_ident_flags(e, 0); }

MlirValue ofe_rtl_ident_at(OfeEmit *e, OfeLoc loc) {
  const char *name, *text = ident_text_at(e, loc, &name);
  return ident(e, name, text, OFE_KMP_IDENT_KMPC);
}

const char *ofe_rtl_pointer_table(OfeEmit *e, const char *prefix, int64_t id, size_t n, OfeRtlTableItem item, const void *arg) {
  const char *name = id ? ofe_arena_printf(&e->ctx->arena, "%s.%lld", prefix, (long long)id) : prefix;
  MlirType t = mlirLLVMArrayTypeGet(MB->ptr, (unsigned)n);
  MlirOperation g = ofe_mb_global(MB, name, t, "private", true, 8, (MlirAttribute){NULL}, true);
  MlirBlock saved = MB->block;
  ofe_mb_set_block(MB, mlirRegionGetFirstBlock(mlirOperationGetRegion(g, 0)));
  MlirValue v = ofe_mb_undef(MB, t);
  for (size_t i = 0; i < n; i++) v = ofe_mb_insertvalue(MB, v, item(e, i, arg), (int64_t)i);
  ofe_mb_return(MB, v);
  ofe_mb_set_block(MB, saved);
  return name;
}

/* The region id: `.<kernel>.region_id = weak constant i8 0`; its address names the kernel. */
MlirValue ofe_rtl_region_id(OfeEmit *e, const char *kernel) {
  const char *name = ofe_arena_printf(&e->ctx->arena, ".%s.region_id", kernel);
  if (!have_symbol(e, name)) {
    MlirOperation g = ofe_mb_global(MB, name, MB->i8, "weak", true, 0, mlirIntegerAttrGet(MB->i8, 0), false);
    note_symbol(e, name, g);
  }
  return ofe_mb_addressof(MB, name);
}

static void store_at(OfeEmit *e, MlirValue base, int64_t off, MlirValue v, unsigned align) {
  ofe_mb_store(MB, v, ofe_mb_gep_bytes(MB, base, off), align, false);
}

MlirValue ofe_rtl_kernel_args(OfeEmit *e, const OfeOffloadArrays *a, MlirValue num_teams, MlirValue thread_limit,
                              int64_t flags) {
  MlirValue k = ofe_mb_alloca(MB, mlirLLVMArrayTypeGet(MB->i8, OFE_KARGS_SIZE), 8);
  MlirValue null = ofe_mb_zero(MB, MB->ptr), zero32 = ofe_mb_const_int(MB, MB->i32, 0);
  bool any = a->n != 0;
  store_at(e, k, OFE_KARGS_OFF_VERSION, ofe_mb_const_int(MB, MB->i32, OFE_KARGS_VERSION), 8);
  store_at(e, k, OFE_KARGS_OFF_NUMARGS, ofe_mb_const_int(MB, MB->i32, (int64_t)a->n), 4);
  store_at(e, k, OFE_KARGS_OFF_BASEPTRS, any ? a->baseptrs : null, 8);
  store_at(e, k, OFE_KARGS_OFF_PTRS, any ? a->ptrs : null, 8);
  store_at(e, k, OFE_KARGS_OFF_SIZES, ofe_offload_sizes_ptr(e, a), 8);
  store_at(e, k, OFE_KARGS_OFF_MAPTYPES, ofe_offload_maptypes_ptr(e, a), 8);
  store_at(e, k, OFE_KARGS_OFF_MAPNAMES, ofe_offload_mapnames_ptr(e, a), 8);
  store_at(e, k, OFE_KARGS_OFF_MAPPERS, ofe_offload_mappers_ptr(e, a), 8);
  store_at(e, k, OFE_KARGS_OFF_TRIPCOUNT, ofe_mb_const_int(MB, MB->i64, 0), 8);
  store_at(e, k, OFE_KARGS_OFF_FLAGS, ofe_mb_const_int(MB, MB->i64, flags), 8);
  store_at(e, k, OFE_KARGS_OFF_NUMTEAMS, num_teams, 4);
  store_at(e, k, OFE_KARGS_OFF_NUMTEAMS + 4, zero32, 4);
  store_at(e, k, OFE_KARGS_OFF_NUMTEAMS + 8, zero32, 4);
  store_at(e, k, OFE_KARGS_OFF_THREADLIMIT, thread_limit, 4);
  store_at(e, k, OFE_KARGS_OFF_THREADLIMIT + 4, zero32, 4);
  store_at(e, k, OFE_KARGS_OFF_THREADLIMIT + 8, zero32, 4);
  store_at(e, k, OFE_KARGS_OFF_DYNCGROUPMEM, zero32, 4);
  return k;
}

MlirValue ofe_rtl_target_kernel(OfeEmit *e, MlirValue device, MlirValue num_teams, MlirValue thread_limit,
                                MlirValue region_id, MlirValue kargs) {
  MlirValue args[] = {ofe_rtl_ident(e), device, num_teams, thread_limit, region_id, kargs};
  MlirType types[] = {MB->ptr, MB->i64, MB->i32, MB->i32, MB->ptr, MB->ptr};
  return ofe_emit_call_fn(e, OFE_RTL_TARGET_KERNEL, MB->i32, args, 6, types, false);
}

void ofe_rtl_register_fptrs(OfeEmit *e, MlirValue device) {
  const char *name = "__ompfe_register_fptrs";
  if (!have_symbol(e, name)) {
    MlirType *param = ofe_arena_alloc(&e->ctx->arena, sizeof *param);
    *param = MB->i64;
    note_symbol(e, name, ofe_mb_func(MB, name, ofe_mb_func_type(MB, MB->void_, param, 1, false), "extern_weak", 0, NULL));
  }
  MlirValue fn = ofe_mb_addressof(MB, name);
  MlirValue present = ofe_mb_icmp(MB, ICMP_NE, fn, ofe_mb_zero(MB, MB->ptr));
  MlirBlock call = ofe_mb_new_block(MB), after = ofe_mb_new_block(MB);
  ofe_mb_cond_br(MB, present, call, after);
  ofe_mb_set_block(MB, call);
  ofe_emit_call_fn(e, name, MB->void_, &device, 1, NULL, false);
  ofe_mb_br(MB, after);
  ofe_mb_set_block(MB, after);
}

void ofe_rtl_target_data(OfeEmit *e, OfeDataCall call, bool nowait, MlirValue device, const OfeOffloadArrays *a) {
  static const char *const names[][2] = {
      [OFE_DATA_BEGIN] = {OFE_RTL_DATA_BEGIN, OFE_RTL_DATA_BEGIN_NOWAIT},
      [OFE_DATA_END] = {OFE_RTL_DATA_END, OFE_RTL_DATA_END_NOWAIT},
      [OFE_DATA_UPDATE] = {OFE_RTL_DATA_UPDATE, OFE_RTL_DATA_UPDATE_NOWAIT},
  };
  MlirValue null = ofe_mb_zero(MB, MB->ptr), zero32 = ofe_mb_const_int(MB, MB->i32, 0);
  bool any = a->n != 0;
  /* the mapper arguments, then (nowait) depnum, deplist, noalias depnum, noalias deplist */
  MlirValue args[] = {ofe_rtl_ident(e), device, ofe_mb_const_int(MB, MB->i32, (int64_t)a->n), any ? a->baseptrs : null,
                      any ? a->ptrs : null, ofe_offload_sizes_ptr(e, a), ofe_offload_maptypes_ptr(e, a),
                      ofe_offload_mapnames_ptr(e, a), ofe_offload_mappers_ptr(e, a),
                      zero32, null, zero32, null};
  MlirType types[] = {MB->ptr, MB->i64, MB->i32, MB->ptr, MB->ptr, MB->ptr, MB->ptr, MB->ptr, MB->ptr,
                      MB->i32, MB->ptr, MB->i32, MB->ptr};
  ofe_emit_call_fn(e, names[call][nowait], MB->void_, args, nowait ? 13 : 9, types, false);
}

/* ---- tasks (libomp) ------------------------------------------------------------------------ */

MlirValue ofe_rtl_global_thread_num(OfeEmit *e) {
  MlirValue ident = ofe_rtl_ident(e);
  return ofe_emit_call_fn(e, OFE_RTL_GLOBAL_THREAD_NUM, MB->i32, &ident, 1, &MB->ptr, false);
}

MlirValue ofe_rtl_target_task_alloc(OfeEmit *e, MlirValue gtid, MlirValue task_size, const char *entry, MlirValue device) {
  MlirValue args[] = {ofe_rtl_ident(e), gtid, ofe_mb_const_int(MB, MB->i32, OFE_KMP_TASK_TIED), task_size,
                      ofe_mb_const_int(MB, MB->i64, 0), ofe_mb_addressof(MB, entry), device};
  MlirType types[] = {MB->ptr, MB->i32, MB->i32, MB->i64, MB->i64, MB->ptr, MB->i64};
  return ofe_emit_call_fn(e, OFE_RTL_TARGET_TASK_ALLOC, MB->ptr, args, 7, types, false);
}

MlirValue ofe_rtl_task_alloc(OfeEmit *e, MlirValue gtid, MlirValue flags, MlirValue task_size, const char *entry) {
  MlirValue args[] = {ofe_rtl_ident(e), gtid, flags, task_size, ofe_mb_const_int(MB, MB->i64, 0), ofe_mb_addressof(MB, entry)};
  MlirType types[] = {MB->ptr, MB->i32, MB->i32, MB->i64, MB->i64, MB->ptr};
  return ofe_emit_call_fn(e, OFE_RTL_TASK_ALLOC, MB->ptr, args, 6, types, false);
}

static void task_if0_call(OfeEmit *e, const char *name, MlirValue gtid, MlirValue task) {
  MlirValue args[] = {ofe_rtl_ident(e), gtid, task};
  MlirType types[] = {MB->ptr, MB->i32, MB->ptr};
  ofe_emit_call_fn(e, name, MB->void_, args, 3, types, false);
}

void ofe_rtl_task_begin_if0(OfeEmit *e, MlirValue gtid, MlirValue task) { task_if0_call(e, OFE_RTL_TASK_BEGIN_IF0, gtid, task); }

void ofe_rtl_task_complete_if0(OfeEmit *e, MlirValue gtid, MlirValue task) { task_if0_call(e, OFE_RTL_TASK_COMPLETE_IF0, gtid, task); }

MlirValue ofe_rtl_undeferred_task_begin(OfeEmit *e, MlirValue gtid) {
  /* no entry function: libomp calls none for a task begun with begin_if0 */
  MlirValue args[] = {ofe_rtl_ident(e), gtid, ofe_mb_const_int(MB, MB->i32, OFE_KMP_TASK_TIED),
                      ofe_mb_const_int(MB, MB->i64, OFE_KMP_TASK_SIZE), ofe_mb_const_int(MB, MB->i64, 0), ofe_mb_zero(MB, MB->ptr)};
  MlirType types[] = {MB->ptr, MB->i32, MB->i32, MB->i64, MB->i64, MB->ptr};
  MlirValue task = ofe_emit_call_fn(e, OFE_RTL_TASK_ALLOC, MB->ptr, args, 6, types, false);
  ofe_rtl_task_begin_if0(e, gtid, task);
  return task;
}

void ofe_rtl_undeferred_task_end(OfeEmit *e, MlirValue gtid, MlirValue task) { ofe_rtl_task_complete_if0(e, gtid, task); }

void ofe_rtl_set_thread_limit(OfeEmit *e, MlirValue gtid, MlirValue limit) {
  MlirValue args[] = {ofe_rtl_ident(e), gtid, limit};
  MlirType types[] = {MB->ptr, MB->i32, MB->i32};
  ofe_emit_call_fn(e, OFE_RTL_SET_THREAD_LIMIT, MB->void_, args, 3, types, false);
}

void ofe_rtl_task(OfeEmit *e, MlirValue gtid, MlirValue task, MlirValue ndeps, MlirValue deps) {
  if (mlirValueIsNull(ndeps)) {
    MlirValue args[] = {ofe_rtl_ident(e), gtid, task};
    MlirType types[] = {MB->ptr, MB->i32, MB->ptr};
    ofe_emit_call_fn(e, OFE_RTL_TASK, MB->i32, args, 3, types, false);
    return;
  }
  MlirValue args[] = {ofe_rtl_ident(e), gtid, task, ndeps, deps,
                      ofe_mb_const_int(MB, MB->i32, 0), ofe_mb_zero(MB, MB->ptr)};
  MlirType types[] = {MB->ptr, MB->i32, MB->ptr, MB->i32, MB->ptr, MB->i32, MB->ptr};
  ofe_emit_call_fn(e, OFE_RTL_TASK_WITH_DEPS, MB->i32, args, 7, types, false);
}

void ofe_rtl_taskwait(OfeEmit *e, MlirValue gtid, MlirValue ndeps, MlirValue deps) {
  if (mlirValueIsNull(ndeps)) {
    MlirValue args[] = {ofe_rtl_ident(e), gtid};
    MlirType types[] = {MB->ptr, MB->i32};
    ofe_emit_call_fn(e, OFE_RTL_TASKWAIT, MB->i32, args, 2, types, false);
    return;
  }
  /* the last argument, has_no_wait = 0: wait here for the dependences */
  MlirValue zero32 = ofe_mb_const_int(MB, MB->i32, 0);
  MlirValue args[] = {ofe_rtl_ident(e), gtid, ndeps, deps,
                      zero32, ofe_mb_zero(MB, MB->ptr), zero32};
  MlirType types[] = {MB->ptr, MB->i32, MB->i32, MB->ptr, MB->i32, MB->ptr, MB->i32};
  ofe_emit_call_fn(e, OFE_RTL_TASKWAIT_DEPS, MB->void_, args, 7, types, false);
}
