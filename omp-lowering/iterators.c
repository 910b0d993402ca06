/* iterators: see iterators.h. A range begin:end:step has, for a positive step,
 * ceil((end - begin) / step) values when end > begin and none otherwise; for a negative step,
 * ceil((begin - end) / -step) when begin > end. The differences are taken in 64 bits, the
 * values widened in the iterator type's signedness; a pointer iterator's are addresses, its
 * step scaled to bytes by the element's size (the same count, for pointers into one array). */
#include "omp-lowering/iterators.h"

#include "omp-lowering/parallel.h"
#include "omp-lowering/worksharing.h"

#define MB (&e->mb)

static MlirValue i64(OfeEmit *e, int64_t v) { return ofe_mb_const_int(MB, MB->i64, v); }

/* A range's bound in 64 bits: an integer widened, a pointer's address. */
static MlirValue index_value(OfeEmit *e, MlirValue v, const OfeType *t) {
  if (t->kind == TY_PTR) return ofe_mb_cast(MB, "llvm.ptrtoint", v, MB->i64);
  return ofe_omp_loop_widen(e, v, t);
}

static MlirValue range_count(OfeEmit *e, MlirValue begin, MlirValue end, MlirValue step) {
  MlirValue up = ofe_mb_icmp(MB, ICMP_SGT, step, i64(e, 0));
  MlirValue span = ofe_mb_select(MB, up, ofe_mb_binop(MB, "llvm.sub", end, begin), ofe_mb_binop(MB, "llvm.sub", begin, end));
  MlirValue stride = ofe_mb_select(MB, up, step, ofe_mb_binop(MB, "llvm.sub", i64(e, 0), step));
  MlirValue some = ofe_mb_icmp(MB, ICMP_SGT, span, i64(e, 0));
  /* a zero step (a run-time value; a constant one is sema's error) has no values */
  some = ofe_mb_binop(MB, "llvm.and", some, ofe_mb_icmp(MB, ICMP_NE, step, i64(e, 0)));
  MlirValue divisor = ofe_mb_select(MB, some, stride, i64(e, 1));
  MlirValue n = ofe_mb_binop(MB, "llvm.sdiv", ofe_mb_binop(MB, "llvm.sub", ofe_mb_binop(MB, "llvm.add", span, divisor), i64(e, 1)),
                             divisor);
  return ofe_mb_select(MB, some, n, i64(e, 0));
}

OfeOmpIterations ofe_omp_iterations(OfeEmit *e, const OfeOmpClause *c) {
  size_t n = c->iterators.len;
  OfeOmpIterations it = {.clause = c, .total = i64(e, 1)};
  it.begin = ofe_arena_alloc(&e->ctx->arena, (n + 1) * sizeof *it.begin);
  it.step = ofe_arena_alloc(&e->ctx->arena, (n + 1) * sizeof *it.step);
  it.count = ofe_arena_alloc(&e->ctx->arena, (n + 1) * sizeof *it.count);
  it.slot = ofe_arena_alloc(&e->ctx->arena, (n + 1) * sizeof *it.slot);
  for (size_t k = 0; k < n; k++) {
    const OfeOmpIterator *x = &c->iterators.items[k];
    const OfeType *t = x->var->type;
    it.begin[k] = index_value(e, ofe_emit_rvalue(e, x->begin), t);
    MlirValue end = index_value(e, ofe_emit_rvalue(e, x->end), t);
    it.step[k] = x->step ? ofe_omp_loop_widen(e, ofe_emit_rvalue(e, x->step), x->step->type) : i64(e, 1);
    if (t->kind == TY_PTR && t->base->kind != TY_VOID) /* void *: bytes */
      it.step[k] = ofe_mb_binop(MB, "llvm.mul", it.step[k], i64(e, (int64_t)ofe_sizeof(t->base)));
    it.count[k] = range_count(e, it.begin[k], end, it.step[k]);
    it.total = ofe_mb_binop(MB, "llvm.mul", it.total, it.count[k]);
    it.slot[k] = ofe_emit_temp(e, t);
    ofe_omp_bind_shared(e, x->var, &it.slot[k]);
  }
  return it;
}

typedef struct Level {
  const OfeOmpIterations *it;
  size_t k;
  void (*body)(OfeEmit *e, const void *arg);
  const void *arg;
} Level;

static void run_level(OfeEmit *e, const Level *l);

/* Iteration iv of iterator k: its variable is begin + iv * step, then the iterators inside. */
static void level_body(OfeEmit *e, MlirValue iv, MlirBlock next, MlirBlock done, const void *arg) {
  (void)next;
  (void)done;
  const Level *l = arg;
  const OfeType *t = l->it->clause->iterators.items[l->k].var->type;
  MlirValue v = ofe_mb_binop(MB, "llvm.add", l->it->begin[l->k], ofe_mb_binop(MB, "llvm.mul", iv, l->it->step[l->k]));
  v = t->kind == TY_PTR ? ofe_mb_cast(MB, "llvm.inttoptr", v, MB->ptr) : ofe_emit_convert(e, v, e->ctx->types.long_, t);
  ofe_mb_store(MB, v, l->it->slot[l->k], ofe_alignof(t), false);
  Level inner = {l->it, l->k + 1, l->body, l->arg};
  run_level(e, &inner);
}

static void run_level(OfeEmit *e, const Level *l) {
  if (l->k == l->it->clause->iterators.len) {
    l->body(e, l->arg);
    return;
  }
  MlirValue count = l->it->count[l->k];
  MlirBlock work = ofe_mb_new_block(MB), done = ofe_mb_new_block(MB);
  ofe_mb_cond_br(MB, ofe_mb_icmp(MB, ICMP_NE, count, i64(e, 0)), work, done);
  ofe_mb_set_block(MB, work);
  ofe_omp_count_up(e, i64(e, 0), ofe_mb_binop(MB, "llvm.sub", count, i64(e, 1)), false, level_body, l);
  ofe_mb_br(MB, done);
  ofe_mb_set_block(MB, done);
}

void ofe_omp_each_iteration(OfeEmit *e, const OfeOmpIterations *it, void (*body)(OfeEmit *e, const void *arg),
                            const void *arg) {
  Level top = {it, 0, body, arg};
  run_level(e, &top);
}
