/* doacross: the iterations of a doacross loop (`for ordered(n)`, sema_omp_doacross.c) waiting
 * for one another, with libomp's entry points as clang-19 calls them:
 *  - __kmpc_doacross_init(ident, gtid, n, dims) before the loop's iterations are shared, with
 *    one kmp_dim { i64 lo, up, st } per loop of the nest: 0, its trip count - 1, 1 (libomp
 *    counts logical iterations between inclusive bounds; clang-19 passes the trip count as
 *    `up`, one too many, so a sink one past the last iteration waits forever there);
 *  - __kmpc_doacross_wait(ident, gtid, vec) for a sink vector (or omp_cur_iteration - 1, the
 *    iteration before in the nest's order) and __kmpc_doacross_post for source, vec holding
 *    one i64 logical iteration number per loop;
 *  - __kmpc_doacross_fini(ident, gtid) after the thread's last chunk.
 * An iteration number is (v - lb) / step for an upward loop and (lb - v) / -step for a
 * downward one, in 64-bit unsigned arithmetic: a sink vector before the first iteration
 * wraps to a number past the last, which libomp ignores (OpenMP 5.2 §15.9.6: a sink
 * vector naming no iteration of the nest is ignored). */
#include "omp-lowering/doacross.h"

#include "omp-lowering/parallel.h"
#include "omp-lowering/rtl.h"
#include "runtime-abi/abi.h"

#define MB (&e->mb)

typedef struct OfeOmpDoacrossRun {
  const OfeOmpLoopNest *nest;
  OfeOmpLoopValues *values; /* per loop of the nest */
  MlirValue gtid;
} OfeOmpDoacrossRun;

OfeOmpDoacrossRun *ofe_omp_doacross_begin(OfeEmit *e, const OfeOmpDirective *d, const OfeOmpLoopValues *workshared) {
  const OfeOmpLoopNest *nest = d->doacross;
  size_t n = nest->loops.len, shared = d->loop->loops.len;
  OfeOmpDoacrossRun *run = ofe_arena_alloc(&e->ctx->arena, sizeof *run);
  run->nest = nest;
  run->values = ofe_arena_alloc(&e->ctx->arena, n * sizeof *run->values);
  for (size_t k = 0; k < n; k++) /* the loops run in each iteration: rectangular, so evaluated here */
    run->values[k] = k < shared ? workshared[k] : ofe_omp_loop_values(e, &nest->loops.items[k]);
  MlirValue dims = ofe_mb_alloca(MB, mlirLLVMArrayTypeGet(MB->i8, (unsigned)(n * OFE_KMP_DIM_SIZE)), 8);
  for (size_t k = 0; k < n; k++) {
    MlirValue dim = ofe_mb_gep_bytes(MB, dims, (int64_t)(k * OFE_KMP_DIM_SIZE));
    MlirValue last = ofe_mb_binop(MB, "llvm.sub", run->values[k].trips, ofe_mb_const_int(MB, MB->i64, 1));
    ofe_mb_store(MB, ofe_mb_const_int(MB, MB->i64, 0), ofe_mb_gep_bytes(MB, dim, OFE_KMP_DIM_OFF_LO), 8, false);
    ofe_mb_store(MB, last, ofe_mb_gep_bytes(MB, dim, OFE_KMP_DIM_OFF_UP), 8, false);
    ofe_mb_store(MB, ofe_mb_const_int(MB, MB->i64, 1), ofe_mb_gep_bytes(MB, dim, OFE_KMP_DIM_OFF_ST), 8, false);
  }
  run->gtid = ofe_omp_gtid(e);
  MlirValue args[] = {ofe_rtl_ident(e), run->gtid, ofe_mb_const_int(MB, MB->i32, (int64_t)n), dims};
  MlirType types[] = {MB->ptr, MB->i32, MB->i32, MB->ptr};
  ofe_emit_call_fn(e, OFE_RTL_DOACROSS_INIT, MB->void_, args, 4, types, false);
  return run;
}

void ofe_omp_doacross_end(OfeEmit *e, const OfeOmpDoacrossRun *run) {
  MlirValue args[] = {ofe_rtl_ident(e), run->gtid};
  MlirType types[] = {MB->ptr, MB->i32};
  ofe_emit_call_fn(e, OFE_RTL_DOACROSS_FINI, MB->void_, args, 2, types, false);
}

/* The logical iteration number of value v (of the loop's iteration type) of loop k. */
static MlirValue iteration_number(OfeEmit *e, const OfeOmpDoacrossRun *run, size_t k, MlirValue v) {
  const OfeOmpLoop *l = &run->nest->loops.items[k];
  const OfeOmpLoopValues *lv = &run->values[k];
  MlirValue wide = ofe_omp_loop_widen(e, v, l->iter_type);
  bool up = l->cmp == OP_LT || l->cmp == OP_LE;
  MlirValue diff = up ? ofe_mb_binop(MB, "llvm.sub", wide, lv->lb) : ofe_mb_binop(MB, "llvm.sub", lv->lb, wide);
  MlirType width = mlirValueGetType(lv->lb); /* i64, or i128 for a 128-bit iteration type */
  MlirValue stride = up ? lv->step : ofe_mb_binop(MB, "llvm.sub", ofe_mb_const_int(MB, width, 0), lv->step);
  MlirValue number = ofe_mb_binop(MB, "llvm.udiv", diff, stride);
  return mlirTypeEqual(width, MB->i64) ? number : ofe_mb_cast(MB, "llvm.trunc", number, MB->i64);
}

/* The iteration numbers of omp_cur_iteration - 1 from the current ones (numbers[0..n)): the
 * nest's linear number less one, split again over the trip counts. From the first iteration
 * that wraps, and the outermost number comes out past its loop's last: ignored. */
static void previous_iteration(OfeEmit *e, const OfeOmpDoacrossRun *run, MlirValue *numbers) {
  size_t n = run->nest->loops.len;
  MlirValue linear = numbers[0];
  for (size_t k = 1; k < n; k++)
    linear = ofe_mb_binop(MB, "llvm.add", ofe_mb_binop(MB, "llvm.mul", linear, run->values[k].trips), numbers[k]);
  linear = ofe_mb_binop(MB, "llvm.sub", linear, ofe_mb_const_int(MB, MB->i64, 1));
  for (size_t k = n; k-- > 1;) {
    numbers[k] = ofe_mb_binop(MB, "llvm.urem", linear, run->values[k].trips);
    linear = ofe_mb_binop(MB, "llvm.udiv", linear, run->values[k].trips);
  }
  numbers[0] = linear;
}

/* One wait or post: vec filled from the clause's vector (sink), the loop variables (source),
 * or the iteration before theirs (omp_cur_iteration - 1). */
static void call_with_vector(OfeEmit *e, const OfeOmpDoacrossRun *run, const OfeOmpClause *c) {
  size_t n = run->nest->loops.len;
  MlirValue vec = ofe_mb_alloca(MB, mlirLLVMArrayTypeGet(MB->i64, (unsigned)n), 8);
  MlirValue *numbers = ofe_arena_alloc(&e->ctx->arena, n * sizeof *numbers);
  for (size_t k = 0; k < n; k++) {
    const OfeOmpLoop *l = &run->nest->loops.items[k];
    MlirValue v;
    if (c->modifier == DOACROSS_SINK) {
      v = ofe_emit_rvalue(e, c->items.items[k].expr); /* sema made it the iteration type's */
    } else {
      MlirValue now = ofe_emit_load_scalar(e, ofe_emit_var_addr(e, l->var), l->var->type);
      v = ofe_emit_convert(e, now, l->var->type, l->iter_type);
    }
    numbers[k] = iteration_number(e, run, k, v);
  }
  if (c->modifier == DOACROSS_SINK_PREVIOUS) previous_iteration(e, run, numbers);
  for (size_t k = 0; k < n; k++) ofe_mb_store(MB, numbers[k], ofe_mb_gep_bytes(MB, vec, (int64_t)(8 * k)), 8, false);
  MlirValue args[] = {ofe_rtl_ident(e), ofe_omp_gtid(e), vec};
  MlirType types[] = {MB->ptr, MB->i32, MB->ptr};
  ofe_emit_call_fn(e, c->modifier == DOACROSS_SOURCE ? OFE_RTL_DOACROSS_POST : OFE_RTL_DOACROSS_WAIT, MB->void_, args, 3, types,
                   false);
}

void ofe_omp_emit_doacross_point(OfeEmit *e, const OfeOmpDirective *d) {
  const OfeOmpDoacrossRun *run = e->doacross_run;
  if (!run) return; /* sema reported why the loop is no doacross loop */
  for (size_t i = 0; i < d->clauses.len; i++) call_with_vector(e, run, d->clauses.items[i]);
}
