/* worksharing: loops and synchronization.
 *
 * A loop nest of n loops in canonical form is run over one iteration space 0..total-1
 * (total: the product of the loops' trip counts), an unsigned 64-bit number, as clang-19 does
 * with the _8u entry points: a thread gets chunks [lb, ub] of it from libomp
 * (__kmpc_for_static_init for static schedules and distribute, __kmpc_dispatch_* for the
 * others) and computes each loop variable from the iteration number. The thread that runs
 * iteration total-1 is the one that writes lastprivate variables back. */
#include "omp-lowering/worksharing.h"

#include "omp-lowering/conditional_lastprivate.h"
#include "sema/map_items.h"
#include "sema/sema.h"
#include "sema/sema_omp.h"
#include "omp-lowering/doacross.h"
#include "omp-lowering/parallel.h"
#include "omp-lowering/scan.h"
#include "runtime-abi/abi.h"
#include "omp-lowering/rtl.h"
#include "options/code_targets.h"

#define MB (&e->mb)

static MlirValue i64(OfeEmit *e, int64_t v) { return ofe_mb_const_int(MB, MB->i64, v); }

typedef OfeOmpLoopValues LoopValues;

MlirValue ofe_omp_loop_widen(OfeEmit *e, MlirValue v, const OfeType *t) {
  if (ofe_type_bits(t) >= 64) return v;
  return ofe_mb_cast(MB, ofe_type_is_unsigned(t) ? "llvm.zext" : "llvm.sext", v, MB->i64);
}

/* The integer type a loop's values are computed in: i64, or i128 for a 128-bit type */
static MlirType iteration_width(OfeEmit *e, const OfeType *t) { return ofe_type_bits(t) > 64 ? MB->i128 : MB->i64; }

static unsigned width_of(MlirValue v) { return mlirIntegerTypeGetWidth(mlirValueGetType(v)); }

/* v (an integer of at most `to`'s width) extended to the type of `to` */
static MlirValue extend_to(OfeEmit *e, MlirValue v, MlirValue to, bool is_signed) {
  if (width_of(v) == width_of(to)) return v;
  return ofe_mb_cast(MB, is_signed ? "llvm.sext" : "llvm.zext", v, mlirValueGetType(to));
}

MlirValue ofe_omp_loop_value_at(OfeEmit *e, const LoopValues *v, MlirValue idx) {
  MlirValue wide = extend_to(e, idx, v->lb, false);
  return ofe_mb_binop(MB, "llvm.add", v->lb, ofe_mb_binop(MB, "llvm.mul", wide, extend_to(e, v->step, v->lb, true)));
}

/* The trip count of one loop: for `<` (lb < ub) ? (ub - lb - 1) / step + 1 : 0, and so on;
 * the difference is taken in 64 bits, which holds any difference of two values of a type of
 * at most 64 bits when read as unsigned. An iteration type of 128 bits (__int128) takes it in
 * 128 bits and counts at most 2^64 - 1 iterations: a count beyond runs that many (no end in
 * sight, as in gcc's build, which counts them all), where clang-19 truncates it to 64 bits. */
LoopValues ofe_omp_loop_values(OfeEmit *e, const OfeOmpLoop *l) {
  const OfeType *t = l->iter_type;
  bool is_unsigned = ofe_type_is_unsigned(t);
  MlirValue lb = ofe_omp_loop_widen(e, ofe_emit_rvalue(e, l->lb), t), ub = ofe_omp_loop_widen(e, ofe_emit_rvalue(e, l->ub), t);
  MlirType width = mlirValueGetType(lb);
  MlirValue step = extend_to(e, ofe_emit_rvalue(e, l->step), lb, true);
  bool up = l->cmp == OP_LT || l->cmp == OP_LE, strict = l->cmp == OP_LT || l->cmp == OP_GT;
  int pred = up ? (strict ? (is_unsigned ? ICMP_ULT : ICMP_SLT) : (is_unsigned ? ICMP_ULE : ICMP_SLE))
                : (strict ? (is_unsigned ? ICMP_UGT : ICMP_SGT) : (is_unsigned ? ICMP_UGE : ICMP_SGE));
  MlirValue runs = ofe_mb_icmp(MB, pred, lb, ub);
  MlirValue diff = up ? ofe_mb_binop(MB, "llvm.sub", ub, lb) : ofe_mb_binop(MB, "llvm.sub", lb, ub);
  if (strict) diff = ofe_mb_binop(MB, "llvm.sub", diff, ofe_mb_const_int(MB, width, 1));
  MlirValue stride = up ? step : ofe_mb_binop(MB, "llvm.sub", ofe_mb_const_int(MB, width, 0), step);
  MlirValue steps = ofe_mb_binop(MB, "llvm.udiv", diff, stride);
  if (width_of(steps) > 64) {
    MlirValue most = ofe_mb_cast(MB, "llvm.zext", i64(e, -2), width);
    steps = ofe_mb_cast(MB, "llvm.trunc", ofe_mb_select(MB, ofe_mb_icmp(MB, ICMP_ULT, steps, most), steps, most), MB->i64);
  }
  MlirValue trips = ofe_mb_binop(MB, "llvm.add", steps, i64(e, 1));
  return (LoopValues){.lb = lb, .step = step, .trips = ofe_mb_select(MB, runs, trips, i64(e, 0))};
}

struct Linear;
typedef struct OfeOmpNestRun {
  const OfeOmpLoopNest *nest;
  LoopValues *values;
  MlirValue total;
  MlirValue *var_copies; /* where the body reads each loop's variable */
  MlirValue outer_total; /* a non-rectangular nest: the iterations of the loops around the innermost */
  bool ordered;          /* `ordered`: each iteration ends with __kmpc_dispatch_fini */
  MlirAttribute simd;    /* a simd loop: the back edge's llvm.loop vectorization hints (null: none) */
  OfeOmpScanRun *scan;   /* inscan reductions: the hooks around each iteration's body (scan.c) */
  OFE_VEC(struct Linear) linears;
  /* a worksharing loop with lastprivate copies: those of the thread whose chunk held the last
   * iteration, written back when that chunk ends (see dispatch_chunks); else null */
  const OfeOmpDataEnv *write_back;
} Nest;

/* The loops' bounds, steps and trip counts evaluated here, and their product. */
static Nest nest_values(OfeEmit *e, const OfeOmpLoopNest *nest);

/* A linear variable: its copy holds start + iteration * step (64-bit; bytes for pointers). */
typedef struct Linear {
  const OfeType *type;
  MlirValue copy, start, step;
} Linear;

/* A loop variable's value of type t from its iteration value (64 or 128 bits; a pointer's
 * address). */
static MlirValue from_iteration_value(OfeEmit *e, MlirValue v, const OfeType *t) {
  if (t->kind == TY_PTR) return ofe_mb_cast(MB, "llvm.inttoptr", v, MB->ptr);
  return ofe_type_bits(t) < width_of(v) ? ofe_mb_cast(MB, "llvm.trunc", v, ofe_emit_type(e, t)) : v;
}

/* Sets the variables of loops [0, upto) at addrs from their joint iteration number iv (the
 * innermost of them varies fastest). */
static void set_loop_variables(OfeEmit *e, const Nest *n, size_t upto, MlirValue iv, const MlirValue *addrs) {
  for (size_t k = upto; k-- > 0;) {
    const OfeOmpLoop *l = &n->nest->loops.items[k];
    MlirValue idx = iv;
    if (k > 0) {
      idx = ofe_mb_binop(MB, "llvm.urem", iv, n->values[k].trips);
      iv = ofe_mb_binop(MB, "llvm.udiv", iv, n->values[k].trips);
    }
    MlirValue v = ofe_omp_loop_value_at(e, &n->values[k], idx);
    ofe_emit_store_scalar(e, from_iteration_value(e, v, l->var->type), addrs[k], l->var->type);
  }
}

/* The linear variables' copies for iteration iv of the whole nest. */
static void set_linears(OfeEmit *e, const Nest *n, MlirValue iv0) {
  for (size_t k = 0; k < n->linears.len; k++) {
    const Linear *lin = &n->linears.items[k];
    LoopValues line = {.lb = lin->start, .step = lin->step};
    MlirValue v = ofe_omp_loop_value_at(e, &line, iv0);
    ofe_emit_store_scalar(e, from_iteration_value(e, v, lin->type), lin->copy, lin->type);
  }
}

/* Sets each loop variable (and linear variable) from iteration number iv of a rectangular nest. */
static void set_variables(OfeEmit *e, const Nest *n, MlirValue iv) {
  set_loop_variables(e, n, n->nest->loops.len, iv, n->var_copies);
  set_linears(e, n, iv);
}

/* After the last iteration a loop variable holds lb + trips * step (lastprivate). */
static LoopValues inner_values_at(OfeEmit *e, const Nest *n, MlirValue a, const MlirValue *addrs);

static void set_final_values(OfeEmit *e, const Nest *n) {
  size_t nloops = n->nest->loops.len;
  if (n->nest->nonrect) {
    /* the innermost variable as its loop leaves it in the last outer iteration */
    const OfeOmpLoop *in = &n->nest->loops.items[nloops - 1];
    LoopValues v = inner_values_at(e, n, ofe_mb_binop(MB, "llvm.sub", n->outer_total, i64(e, 1)), n->var_copies);
    MlirValue end = ofe_omp_loop_value_at(e, &v, v.trips);
    ofe_emit_store_scalar(e, from_iteration_value(e, end, in->var->type), n->var_copies[nloops - 1], in->var->type);
    nloops--;
  }
  for (size_t k = 0; k < nloops; k++) {
    const OfeOmpLoop *l = &n->nest->loops.items[k];
    MlirValue v = ofe_omp_loop_value_at(e, &n->values[k], n->values[k].trips);
    ofe_emit_store_scalar(e, from_iteration_value(e, v, l->var->type), n->var_copies[k], l->var->type);
  }
}

/* for (iv = lb; iv <= ub; iv++) each(iv); `continue` in it goes to the next iteration (where
 * an ordered loop ends the iteration with __kmpc_dispatch_fini). */
typedef OfeOmpIterationFn IterationFn;

static void count_up_annotated(OfeEmit *e, MlirValue lb, MlirValue ub, bool ordered, MlirAttribute hints, IterationFn each,
                               const void *arg);

void ofe_omp_count_up(OfeEmit *e, MlirValue lb, MlirValue ub, bool ordered, IterationFn each, const void *arg) {
  count_up_annotated(e, lb, ub, ordered, (MlirAttribute){NULL}, each, arg);
}

static void count_up_annotated(OfeEmit *e, MlirValue lb, MlirValue ub, bool ordered, MlirAttribute hints, IterationFn each,
                               const void *arg) {
  MlirValue iv = ofe_mb_alloca(MB, MB->i64, 8);
  ofe_mb_store(MB, lb, iv, 8, false);
  MlirBlock cond = ofe_mb_new_block(MB), body = ofe_mb_new_block(MB), next = ofe_mb_new_block(MB);
  MlirBlock done = ofe_mb_new_block(MB);
  ofe_mb_br(MB, cond);
  ofe_mb_set_block(MB, cond);
  MlirValue i = ofe_mb_load(MB, MB->i64, iv, 8, false);
  ofe_mb_cond_br(MB, ofe_mb_icmp(MB, ICMP_ULE, i, ub), body, done);
  ofe_mb_set_block(MB, body);
  each(e, i, next, done, arg);
  if (!ofe_mb_block_terminated(MB->block)) ofe_mb_br(MB, next);
  ofe_mb_set_block(MB, next);
  if (ordered) ofe_omp_call(e, OFE_RTL_DISPATCH_FINI, MB->void_, ofe_omp_gtid(e), (MlirValue){NULL});
  ofe_mb_store(MB, ofe_mb_binop(MB, "llvm.add", ofe_mb_load(MB, MB->i64, iv, 8, false), i64(e, 1)), iv, 8, false);
  if (mlirAttributeIsNull(hints)) {
    ofe_mb_br(MB, cond);
  } else {
    MlirNamedAttribute a = ofe_mb_named(MB, "loop_annotation", hints);
    ofe_mb_op(MB, "llvm.br", (OfeOpSpec){.nsucc = 1, .succ = &cond, .nattrs = 1, .attrs = &a});
  }
  ofe_mb_set_block(MB, done);
}

/* simd, for simd, distribute [parallel for] simd: the loop that runs the body is vectorized
 * (llvm.loop.vectorize.enable), with simdlen as the width, as clang-19 asks LLVM. */
static MlirAttribute simd_hints(OfeEmit *e, const OfeOmpDirective *d) {
  for (const OfeOmpDirective *l = d; l; l = l->inner) {
    const OfeOmpClause *if_c = l->kind == OMPD_SIMD ? ofe_omp_find_clause(l, OMPC_IF) : NULL;
    int64_t if_value = 1;
    if (if_c && !ofe_item_const(e->ctx, if_c->expr, &if_value) && !(if_c->flags & IF_EVALUATED_BY_OTHER_LEAF))
      ofe_emit_cond(e, if_c->expr); /* for its effects: see below */
    if (l->kind == OMPD_SIMD && l->has_ordered_simd) {
      return (MlirAttribute){NULL}; /* an ordered simd region: in order, not vectorized */
    } else if (l->kind == OMPD_SIMD && !if_value) {
      /* simd's if: false asks for one iteration at a time, a preference (OpenMP 5.2 §10.4); a
       * constant false turns vectorization off, a run-time condition leaves the hints */
      return mlirAttributeParseGet(e->mctx, ofe_str("#llvm.loop_annotation<vectorize = #llvm.loop_vectorize<disable = true>>"));
    } else if (l->kind == OMPD_SIMD) {
      const OfeOmpClause *len = ofe_omp_find_clause(l, OMPC_SIMDLEN);
      const char *text = len ? ofe_arena_printf(&e->ctx->arena,
                                                "#llvm.loop_annotation<vectorize = #llvm.loop_vectorize<disable = false, width = %lld : i32>>",
                                                (long long)len->value)
                             : "#llvm.loop_annotation<vectorize = #llvm.loop_vectorize<disable = false>>";
      return mlirAttributeParseGet(e->mctx, ofe_str(text));
    }
  }
  return (MlirAttribute){NULL};
}

/* last |= (ub is the last iteration of all) */
static void mark_last(OfeEmit *e, MlirValue ub, MlirValue total, MlirValue last) {
  if (mlirValueIsNull(last)) return;
  MlirValue is_last = ofe_mb_icmp(MB, ICMP_EQ, ub, ofe_mb_binop(MB, "llvm.sub", total, i64(e, 1)));
  MlirValue was = ofe_mb_load(MB, MB->i8, last, 1, false);
  ofe_mb_store(MB, ofe_mb_binop(MB, "llvm.or", was, ofe_mb_cast(MB, "llvm.zext", is_last, MB->i8)), last, 1, false);
}

/* The body of iteration iv (`continue` goes to next, `break` to done), with a scan
 * reduction's hooks around it. */
static void emit_body(OfeEmit *e, const Nest *n, MlirValue iv, MlirBlock next, MlirBlock done) {
  MlirBlock cont = n->scan ? ofe_mb_new_block(MB) : next;
  if (n->scan) ofe_omp_scan_iteration_begin(e, n->scan, iv, cont);
  if (e->conditional_run) ofe_omp_conditional_iteration(e, e->conditional_run, iv);
  OfeLoopTargets targets = {.brk = done, .cont = cont, .vla_depth = e->fn->vla_saves.len};
  ofe_vec_push(&e->ctx->arena, &e->fn->loops, targets);
  ofe_emit_stmt(e, n->nest->body);
  e->fn->loops.len--;
  if (!n->scan) return;
  if (!ofe_mb_block_terminated(MB->block)) ofe_mb_br(MB, cont);
  ofe_mb_set_block(MB, cont);
  ofe_omp_scan_iteration_end(e, n->scan, iv);
}

/* One iteration of the nest: its variables, then its body. */
static void nest_iteration(OfeEmit *e, MlirValue iv, MlirBlock next, MlirBlock done, const void *arg) {
  const Nest *n = arg;
  set_variables(e, n, iv);
  emit_body(e, n, iv, next, done);
}

/* ---- non-rectangular nests ------------------------------------------------------------------
 * The innermost loop's bounds depend on the loops around it, so the iterations are numbered
 * outer iteration by outer iteration: the total is the sum of the innermost trip counts, a
 * chunk starts by walking the outer iterations to the one that holds its first iteration, and
 * each iteration then moves one step on (to the next outer iteration at the end of an inner
 * run). The walk costs one evaluation of the inner bounds per outer iteration before the
 * chunk's; the body runs as often as in a rectangular nest. */

/* The innermost loop's values in outer iteration a: the outer variables (at addrs) are set
 * first, since its bounds read them. */
static LoopValues inner_values_at(OfeEmit *e, const Nest *n, MlirValue a, const MlirValue *addrs) {
  size_t outer = n->nest->loops.len - 1;
  set_loop_variables(e, n, outer, a, addrs);
  return ofe_omp_loop_values(e, &n->nest->loops.items[outer]);
}

typedef struct InnerSum {
  const Nest *n;
  const MlirValue *addrs;
  MlirValue sum;
} InnerSum;

static void add_inner_trips(OfeEmit *e, MlirValue a, MlirBlock next, MlirBlock done, const void *arg) {
  (void)next;
  (void)done;
  const InnerSum *s = arg;
  LoopValues v = inner_values_at(e, s->n, a, s->addrs);
  ofe_mb_store(MB, ofe_mb_binop(MB, "llvm.add", ofe_mb_load(MB, MB->i64, s->sum, 8, false), v.trips), s->sum, 8, false);
}

/* The iterations of a non-rectangular nest, counted here on copies of the outer variables. */
static MlirValue nonrect_total(OfeEmit *e, const Nest *n) {
  size_t outer = n->nest->loops.len - 1;
  OfeOmpDataEnv scratch = {0};
  MlirValue *addrs = ofe_arena_alloc(&e->ctx->arena, outer * sizeof *addrs);
  for (size_t k = 0; k < outer; k++) addrs[k] = ofe_omp_private_copy(e, &scratch, n->nest->loops.items[k].var);
  InnerSum s = {n, addrs, ofe_mb_alloca(MB, MB->i64, 8)};
  ofe_mb_store(MB, i64(e, 0), s.sum, 8, false);
  MlirBlock count = ofe_mb_new_block(MB), done = ofe_mb_new_block(MB);
  ofe_mb_cond_br(MB, ofe_mb_icmp(MB, ICMP_NE, n->outer_total, i64(e, 0)), count, done);
  ofe_mb_set_block(MB, count);
  ofe_omp_count_up(e, i64(e, 0), ofe_mb_binop(MB, "llvm.sub", n->outer_total, i64(e, 1)), false, add_inner_trips, &s);
  ofe_mb_br(MB, done);
  ofe_mb_set_block(MB, done);
  ofe_omp_privates_end(e, &scratch, (MlirValue){NULL});
  return ofe_mb_load(MB, MB->i64, s.sum, 8, false);
}

/* Where a chunk of a non-rectangular nest is: the outer iteration, the step in the inner run,
 * and that run's values. */
typedef struct Cursor {
  const Nest *n;
  MlirValue outer, inner, lb, step, trips;
  MlirType width; /* of lb and step: the inner loop's iteration width */
} Cursor;

static void cursor_enter(OfeEmit *e, const Cursor *c, MlirValue a) {
  LoopValues v = inner_values_at(e, c->n, a, c->n->var_copies);
  ofe_mb_store(MB, a, c->outer, 8, false);
  ofe_mb_store(MB, v.lb, c->lb, 16, false);
  ofe_mb_store(MB, v.step, c->step, 16, false);
  ofe_mb_store(MB, v.trips, c->trips, 8, false);
}

static void nonrect_iteration(OfeEmit *e, MlirValue iv, MlirBlock next, MlirBlock done, const void *arg) {
  const Cursor *c = arg;
  const Nest *n = c->n;
  size_t outer = n->nest->loops.len - 1;
  /* past the end of the inner run (or an empty one): the next outer iteration */
  MlirBlock check = ofe_mb_new_block(MB), advance = ofe_mb_new_block(MB), run = ofe_mb_new_block(MB);
  ofe_mb_br(MB, check);
  ofe_mb_set_block(MB, check);
  MlirValue b = ofe_mb_load(MB, MB->i64, c->inner, 8, false);
  ofe_mb_cond_br(MB, ofe_mb_icmp(MB, ICMP_UGE, b, ofe_mb_load(MB, MB->i64, c->trips, 8, false)), advance, run);
  ofe_mb_set_block(MB, advance);
  cursor_enter(e, c, ofe_mb_binop(MB, "llvm.add", ofe_mb_load(MB, MB->i64, c->outer, 8, false), i64(e, 1)));
  ofe_mb_store(MB, i64(e, 0), c->inner, 8, false);
  ofe_mb_br(MB, check);
  ofe_mb_set_block(MB, run);
  set_loop_variables(e, n, outer, ofe_mb_load(MB, MB->i64, c->outer, 8, false), n->var_copies);
  b = ofe_mb_load(MB, MB->i64, c->inner, 8, false);
  LoopValues run_values = {.lb = ofe_mb_load(MB, c->width, c->lb, 16, false), .step = ofe_mb_load(MB, c->width, c->step, 16, false)};
  MlirValue v = ofe_omp_loop_value_at(e, &run_values, b);
  const OfeType *t = n->nest->loops.items[outer].var->type;
  ofe_emit_store_scalar(e, from_iteration_value(e, v, t), n->var_copies[outer], t);
  ofe_mb_store(MB, ofe_mb_binop(MB, "llvm.add", b, i64(e, 1)), c->inner, 8, false);
  set_linears(e, n, iv);
  emit_body(e, n, iv, next, done);
}

static void run_chunk_nonrect(OfeEmit *e, const Nest *n, MlirValue lb, MlirValue ub, MlirValue last) {
  MlirType width = iteration_width(e, n->nest->loops.items[n->nest->loops.len - 1].iter_type);
  Cursor c = {n, ofe_mb_alloca(MB, MB->i64, 8), ofe_mb_alloca(MB, MB->i64, 8), ofe_mb_alloca(MB, width, 16),
              ofe_mb_alloca(MB, width, 16), ofe_mb_alloca(MB, MB->i64, 8), width};
  /* the walk to lb: skip outer iterations while the iterations before the next one are <= lb */
  MlirValue before = ofe_mb_alloca(MB, MB->i64, 8);
  ofe_mb_store(MB, i64(e, 0), before, 8, false);
  cursor_enter(e, &c, i64(e, 0));
  MlirBlock walk = ofe_mb_new_block(MB), skip = ofe_mb_new_block(MB), found = ofe_mb_new_block(MB);
  ofe_mb_br(MB, walk);
  ofe_mb_set_block(MB, walk);
  MlirValue upto = ofe_mb_binop(MB, "llvm.add", ofe_mb_load(MB, MB->i64, before, 8, false), ofe_mb_load(MB, MB->i64, c.trips, 8, false));
  ofe_mb_cond_br(MB, ofe_mb_icmp(MB, ICMP_ULT, lb, upto), found, skip);
  ofe_mb_set_block(MB, skip);
  ofe_mb_store(MB, upto, before, 8, false);
  cursor_enter(e, &c, ofe_mb_binop(MB, "llvm.add", ofe_mb_load(MB, MB->i64, c.outer, 8, false), i64(e, 1)));
  ofe_mb_br(MB, walk);
  ofe_mb_set_block(MB, found);
  ofe_mb_store(MB, ofe_mb_binop(MB, "llvm.sub", lb, ofe_mb_load(MB, MB->i64, before, 8, false)), c.inner, 8, false);
  count_up_annotated(e, lb, ub, n->ordered, (MlirAttribute){NULL}, nonrect_iteration, &c);
  mark_last(e, ub, n->total, last);
}

/* Runs iterations [lb, ub] of the nest's body; marks `last` when ub is the last iteration. */
static void run_chunk(OfeEmit *e, const Nest *n, MlirValue lb, MlirValue ub, MlirValue last) {
  if (n->nest->nonrect) {
    run_chunk_nonrect(e, n, lb, ub, last);
    return;
  }
  count_up_annotated(e, lb, ub, n->ordered, n->simd, nest_iteration, n);
  mark_last(e, ub, n->total, last);
}

/* The chunk loop of a static schedule or distribute: __kmpc_for_static_init gives the first
 * chunk and the stride to the next. `each` runs one chunk. */
typedef void (*ChunkFn)(OfeEmit *e, const Nest *n, MlirValue lb, MlirValue ub, MlirValue last, const OfeOmpDirective *d);

OfeOmpStaticShare ofe_omp_static_init(OfeEmit *e, int32_t work, int64_t sched, MlirValue chunk, MlirValue lo, MlirValue hi) {
  OfeOmpStaticShare s; /* one at a time: an initializer list's order of evaluation is unspecified */
  s.gtid = ofe_omp_gtid(e);
  s.last = ofe_mb_alloca(MB, MB->i32, 4);
  s.lb = ofe_mb_alloca(MB, MB->i64, 8);
  s.ub = ofe_mb_alloca(MB, MB->i64, 8);
  s.stride = ofe_mb_alloca(MB, MB->i64, 8);
  ofe_mb_store(MB, ofe_mb_const_int(MB, MB->i32, 0), s.last, 4, false);
  ofe_mb_store(MB, lo, s.lb, 8, false);
  ofe_mb_store(MB, hi, s.ub, 8, false);
  ofe_mb_store(MB, i64(e, 1), s.stride, 8, false);
  MlirValue args[] = {ofe_rtl_ident_flags(e, work), s.gtid, ofe_mb_const_int(MB, MB->i32, sched), s.last, s.lb, s.ub, s.stride, i64(e, 1),
                      mlirValueIsNull(chunk) ? i64(e, 1) : chunk};
  MlirType types[] = {MB->ptr, MB->i32, MB->i32, MB->ptr, MB->ptr, MB->ptr, MB->ptr, MB->i64, MB->i64};
  ofe_emit_call_fn(e, OFE_RTL_FOR_STATIC_INIT, MB->void_, args, 9, types, false);
  return s;
}

static void static_chunks(OfeEmit *e, const Nest *n, int64_t sched, MlirValue chunk, MlirValue lo, MlirValue hi,
                          MlirValue last, ChunkFn each, const OfeOmpDirective *d) {
  /* what shares the work, for the idents (OMPT's work type) */
  int32_t work = sched == OFE_KMP_DISTRIBUTE_STATIC || sched == OFE_KMP_DISTRIBUTE_STATIC_CHUNKED ? OFE_KMP_IDENT_WORK_DISTRIBUTE
                 : d->kind == OMPD_SECTIONS                                                         ? OFE_KMP_IDENT_WORK_SECTIONS
                                                                                                    : OFE_KMP_IDENT_WORK_LOOP;
  OfeOmpStaticShare share = ofe_omp_static_init(e, work, sched, chunk, lo, hi);
  MlirValue gtid = share.gtid, plb = share.lb, pub = share.ub, pst = share.stride;
  MlirBlock head = ofe_mb_new_block(MB), body = ofe_mb_new_block(MB), exit = ofe_mb_new_block(MB);
  ofe_mb_br(MB, head);
  ofe_mb_set_block(MB, head);
  MlirValue lb = ofe_mb_load(MB, MB->i64, plb, 8, false), ub = ofe_mb_load(MB, MB->i64, pub, 8, false);
  ofe_mb_cond_br(MB, ofe_mb_binop(MB, "llvm.and", ofe_mb_icmp(MB, ICMP_ULE, lb, hi), ofe_mb_icmp(MB, ICMP_UGE, lb, lo)), body, exit);
  ofe_mb_set_block(MB, body);
  ub = ofe_mb_select(MB, ofe_mb_icmp(MB, ICMP_UGT, ub, hi), hi, ub);
  each(e, n, lb, ub, last, d);
  if (mlirValueIsNull(chunk)) {
    ofe_mb_br(MB, exit); /* unchunked: one block per thread */
  } else {
    MlirValue st = ofe_mb_load(MB, MB->i64, pst, 8, false);
    ofe_mb_store(MB, ofe_mb_binop(MB, "llvm.add", ofe_mb_load(MB, MB->i64, plb, 8, false), st), plb, 8, false);
    ofe_mb_store(MB, ofe_mb_binop(MB, "llvm.add", ofe_mb_load(MB, MB->i64, pub, 8, false), st), pub, 8, false);
    ofe_mb_br(MB, head);
  }
  ofe_mb_set_block(MB, exit);
  ofe_omp_call_flagged(e, OFE_RTL_FOR_STATIC_FINI, MB->void_, work, gtid, (MlirValue){NULL});
}

static void chunk_of_body(OfeEmit *e, const Nest *n, MlirValue lb, MlirValue ub, MlirValue last, const OfeOmpDirective *d) {
  (void)d;
  run_chunk(e, n, lb, ub, last);
}

/* distribute parallel for: the team's chunk goes to the worksharing loop inside, through the
 * hidden variables the parallel region receives. */
static void chunk_to_inner(OfeEmit *e, const Nest *n, MlirValue lb, MlirValue ub, MlirValue last, const OfeOmpDirective *d) {
  (void)n;
  (void)last;
  ofe_mb_store(MB, lb, ofe_emit_var_addr(e, d->dist_lb), 8, false);
  ofe_mb_store(MB, ub, ofe_emit_var_addr(e, d->dist_ub), 8, false);
  ofe_emit_stmt(e, d->body);
}

/* dynamic, guided, runtime, auto: chunks from __kmpc_dispatch_next until it returns 0. */
static void dispatch_chunks(OfeEmit *e, const Nest *n, int64_t sched, MlirValue chunk, MlirValue lo, MlirValue hi,
                            MlirValue last) {
  MlirValue gtid = ofe_omp_gtid(e);
  MlirValue init[] = {ofe_rtl_ident(e), gtid, ofe_mb_const_int(MB, MB->i32, sched), lo, hi, i64(e, 1),
                      mlirValueIsNull(chunk) ? i64(e, 1) : chunk};
  MlirType init_types[] = {MB->ptr, MB->i32, MB->i32, MB->i64, MB->i64, MB->i64, MB->i64};
  ofe_emit_call_fn(e, OFE_RTL_DISPATCH_INIT, MB->void_, init, 7, init_types, false);
  MlirValue plast = ofe_mb_alloca(MB, MB->i32, 4), plb = ofe_mb_alloca(MB, MB->i64, 8);
  MlirValue pub = ofe_mb_alloca(MB, MB->i64, 8), pst = ofe_mb_alloca(MB, MB->i64, 8);
  MlirBlock head = ofe_mb_new_block(MB), body = ofe_mb_new_block(MB), exit = ofe_mb_new_block(MB);
  ofe_mb_br(MB, head);
  ofe_mb_set_block(MB, head);
  MlirValue next[] = {ofe_rtl_ident(e), gtid, plast, plb, pub, pst};
  MlirType next_types[] = {MB->ptr, MB->i32, MB->ptr, MB->ptr, MB->ptr, MB->ptr};
  MlirValue more = ofe_emit_call_fn(e, OFE_RTL_DISPATCH_NEXT, MB->i32, next, 6, next_types, false);
  ofe_mb_cond_br(MB, ofe_mb_icmp(MB, ICMP_NE, more, ofe_mb_const_int(MB, MB->i32, 0)), body, exit);
  ofe_mb_set_block(MB, body);
  run_chunk(e, n, ofe_mb_load(MB, MB->i64, plb, 8, false), ofe_mb_load(MB, MB->i64, pub, 8, false), last);
  if (n->write_back && !mlirValueIsNull(last)) {
    /* A nonmonotonic schedule lets libomp hand the thread that ran the last chunk an earlier
     * one next (work stealing), which would change its copies: they go back now, and `last`
     * is cleared so that the end of the loop does not write them again. */
    MlirBlock write_back = ofe_mb_new_block(MB);
    ofe_mb_cond_br(MB, ofe_mb_icmp(MB, ICMP_NE, ofe_mb_load(MB, MB->i8, last, 1, false), ofe_mb_const_int(MB, MB->i8, 0)),
                   write_back, head);
    ofe_mb_set_block(MB, write_back);
    set_final_values(e, n);
    ofe_omp_write_back_lastprivates(e, n->write_back);
    ofe_mb_store(MB, ofe_mb_const_int(MB, MB->i8, 0), last, 1, false);
  }
  ofe_mb_br(MB, head);
  ofe_mb_set_block(MB, exit);
}

/* A pass of a loop with inscan reductions over lb..ub; the last iteration counts in the final one. */
typedef struct ScanChunk {
  const Nest *n;
  MlirValue last;
} ScanChunk;

static void scan_chunk(OfeEmit *e, MlirValue lb, MlirValue ub, bool final_pass, const void *arg) {
  const ScanChunk *c = arg;
  run_chunk(e, c->n, lb, ub, final_pass ? c->last : (MlirValue){NULL});
}

static int64_t schedule_number(const OfeOmpClause *c, bool chunked, bool ordered) {
  if (!c) return ordered ? OFE_KMP_SCH_STATIC + OFE_KMP_ORD_OFFSET : OFE_KMP_SCH_STATIC;
  int64_t n;
  switch ((OfeScheduleKind)c->modifier) {
  case SCHED_STATIC: n = chunked ? OFE_KMP_SCH_STATIC_CHUNKED : OFE_KMP_SCH_STATIC; break;
  case SCHED_DYNAMIC: n = OFE_KMP_SCH_DYNAMIC_CHUNKED; break;
  case SCHED_GUIDED: n = OFE_KMP_SCH_GUIDED_CHUNKED; break;
  case SCHED_RUNTIME: n = OFE_KMP_SCH_RUNTIME; break;
  case SCHED_AUTO: n = OFE_KMP_SCH_AUTO; break;
  default: n = OFE_KMP_SCH_STATIC; break;
  }
  if (ordered) return n + OFE_KMP_ORD_OFFSET; /* ordered loops are monotonic */
  /* OpenMP 5.0: dynamic and guided are nonmonotonic unless asked otherwise (as in clang-19) */
  if (c->flags & SCHEDMOD_MONOTONIC) n |= OFE_KMP_SCH_MODIFIER_MONOTONIC;
  else if ((c->flags & SCHEDMOD_NONMONOTONIC) || n == OFE_KMP_SCH_DYNAMIC_CHUNKED || n == OFE_KMP_SCH_GUIDED_CHUNKED)
    n |= OFE_KMP_SCH_MODIFIER_NONMONOTONIC;
  return n;
}

/* A variable both firstprivate and lastprivate: its first value is read by every thread, its
 * last written by one, so the threads wait for each other in between (as clang-19 does). */
static bool reads_then_writes_back(const OfeOmpDirective *d) {
  for (size_t i = 0; i < d->clauses.len; i++) {
    const OfeOmpClause *f = d->clauses.items[i];
    if (f->kind != OMPC_FIRSTPRIVATE) continue;
    for (size_t j = 0; j < d->clauses.len; j++) {
      const OfeOmpClause *l = d->clauses.items[j];
      if (l->kind != OMPC_LASTPRIVATE) continue;
      for (size_t a = 0; a < f->items.len; a++)
        for (size_t b = 0; b < l->items.len; b++)
          if (f->items.items[a].var->canonical == l->items.items[b].var->canonical) return true;
    }
  }
  return false;
}

/* A variable the loop combines or writes back at its end, read by its chunk or bounds, which
 * every thread evaluates (OpenMP 5.2 §11.5.3: with the original variables): a thread that starts
 * late would read the written-back value and run another schedule, so the threads wait for
 * each other in between. */
static bool schedule_reads_written_back(const OfeOmpDirective *d, const OfeOmpClause *sched_c) {
  OfeOmpClauseSet written_back = OFE_OMPC_SET(OMPC_REDUCTION, OMPC_LASTPRIVATE);
  if (sched_c && ofe_omp_clause_items_read_by(d, written_back, sched_c->expr)) return true;
  for (size_t k = 0; k < d->loop->loops.len; k++) {
    const OfeOmpLoop *l = &d->loop->loops.items[k];
    if (ofe_omp_clause_items_read_by(d, written_back, l->lb) || ofe_omp_clause_items_read_by(d, written_back, l->ub) ||
        ofe_omp_clause_items_read_by(d, written_back, l->step))
      return true;
  }
  return false;
}

static Nest nest_values(OfeEmit *e, const OfeOmpLoopNest *nest) {
  size_t nloops = nest->loops.len;
  Nest n = {.nest = nest};
  n.values = ofe_arena_alloc(&e->ctx->arena, nloops * sizeof *n.values);
  n.var_copies = ofe_arena_alloc(&e->ctx->arena, nloops * sizeof *n.var_copies);
  n.total = i64(e, 1);
  size_t rect = nest->nonrect ? nloops - 1 : nloops;
  for (size_t k = 0; k < rect; k++) {
    n.values[k] = ofe_omp_loop_values(e, &nest->loops.items[k]);
    n.total = ofe_mb_binop(MB, "llvm.mul", n.total, n.values[k].trips);
  }
  if (nest->nonrect) {
    n.outer_total = n.total;
    n.total = nonrect_total(e, &n);
  }
  return n;
}

OfeOmpNestRun *ofe_omp_nest_begin(OfeEmit *e, const OfeOmpDirective *d, OfeOmpDataEnv *env) {
  const OfeOmpLoopNest *nest = d->loop;
  Nest *n = ofe_arena_alloc(&e->ctx->arena, sizeof *n);
  *n = nest_values(e, nest);
  n->simd = simd_hints(e, d);
  for (size_t k = 0; k < nest->loops.len; k++) n->var_copies[k] = ofe_omp_private_copy(e, env, nest->loops.items[k].var);
  return n;
}
/* The barrier that closes a worksharing construct, unless its nowait clause says not to: a
 * plain nowait never waits, OpenMP 6.0's nowait(c) waits where c is false (evaluated as the
 * construct ends, the same in every thread of the team by the clause's restriction). A
 * construct that can be cancelled closes with a cancellation barrier. */
static void closing_barrier(OfeEmit *e, const OfeOmpDirective *d, int32_t kind) {
  const OfeOmpClause *nowait = ofe_omp_find_clause(d, OMPC_NOWAIT);
  if (nowait && !nowait->expr) return;
  MlirBlock wait = {NULL}, after = {NULL};
  if (nowait) {
    wait = ofe_mb_new_block(MB);
    after = ofe_mb_new_block(MB);
    ofe_mb_cond_br(MB, ofe_emit_cond(e, nowait->expr), after, wait);
    ofe_mb_set_block(MB, wait);
  }
  if (d->has_cancel) ofe_omp_cancel_barrier(e, kind);
  else ofe_omp_barrier(e, kind);
  if (nowait) {
    ofe_mb_br(MB, after);
    ofe_mb_set_block(MB, after);
  }
}


MlirValue ofe_omp_nest_total(const OfeOmpNestRun *n) { return n->total; }
MlirValue ofe_omp_nest_trip_count(OfeEmit *e, const OfeOmpLoopNest *nest) { return nest_values(e, nest).total; }
void ofe_omp_nest_run(OfeEmit *e, OfeOmpNestRun *n, MlirValue lb, MlirValue ub) { run_chunk(e, n, lb, ub, (MlirValue){NULL}); }
void ofe_omp_nest_final(OfeEmit *e, OfeOmpNestRun *n) { set_final_values(e, n); }

void ofe_omp_emit_loop(OfeEmit *e, const OfeOmpDirective *d) {
  const OfeOmpLoopNest *nest = d->loop;
  if (!nest) return;
  size_t nloops = nest->loops.len;
  Nest n = nest_values(e, nest);
  bool composite_outer = d->kind == OMPD_DISTRIBUTE && d->dist_lb;
  if (!composite_outer) n.simd = simd_hints(e, d);
  bool composite_inner = d->kind == OMPD_FOR && d->dist_lb;
  const OfeOmpClause *sched_c = ofe_omp_find_clause(d, d->kind == OMPD_DISTRIBUTE ? OMPC_DIST_SCHEDULE : OMPC_SCHEDULE);
  OfeDecl *early = d->chunk_before_teams;
  MlirValue chunk = early ? ofe_emit_load_scalar(e, ofe_emit_var_addr(e, early), early->type)
                   : sched_c && sched_c->expr ? ofe_emit_rvalue(e, sched_c->expr)
                                              : (MlirValue){NULL};
  MlirValue lo = i64(e, 0), hi = ofe_mb_binop(MB, "llvm.sub", n.total, i64(e, 1));
  if (composite_inner) {
    lo = ofe_mb_load(MB, MB->i64, ofe_emit_var_addr(e, d->dist_lb), 8, false);
    hi = ofe_mb_load(MB, MB->i64, ofe_emit_var_addr(e, d->dist_ub), 8, false);
  }
  OfeOmpDataEnv env = {0};
  ofe_omp_privatize(e, d, &env);
  MlirValue last = ofe_mb_alloca(MB, MB->i8, 1);
  ofe_mb_store(MB, ofe_mb_const_int(MB, MB->i8, 0), last, 1, false);
  if (!composite_outer)
    for (size_t k = 0; k < nloops; k++) n.var_copies[k] = ofe_omp_private_copy(e, &env, nest->loops.items[k].var);
  n.scan = ofe_omp_scan_begin(e, d, &env);
  if (n.scan) n.simd = (MlirAttribute){NULL}; /* each iteration reads the one before */
  for (size_t i = 0; i < d->clauses.len; i++) {
    const OfeOmpClause *c = d->clauses.items[i];
    if (c->kind != OMPC_LINEAR) continue;
    MlirValue step = ofe_emit_rvalue(e, c->expr);
    for (size_t j = 0; j < c->items.len; j++) {
      OfeDecl *v = c->items.items[j].var;
      if (!mlirValueIsNull(ofe_omp_find_copy(&env, v))) continue; /* a loop variable: set already */
      Linear lin = {.type = v->type};
      MlirValue start = ofe_emit_load_scalar(e, ofe_emit_var_addr(e, v), v->type);
      lin.start = v->type->kind == TY_PTR ? ofe_mb_cast(MB, "llvm.ptrtoint", start, MB->i64) : ofe_omp_loop_widen(e, start, v->type);
      lin.step = v->type->kind == TY_PTR ? ofe_mb_binop(MB, "llvm.mul", step, ofe_emit_sizeof(e, v->type->base)) : step;
      lin.copy = ofe_omp_copy(e, &env, v, OMPC_LASTPRIVATE);
      ofe_vec_push(&e->ctx->arena, &n.linears, lin);
    }
  }
  if (!composite_outer && ofe_omp_any_lastprivate(&env)) n.write_back = &env;
  /* every thread reads the variables' values before any writes one back */
  if (d->kind == OMPD_FOR && (n.linears.len || reads_then_writes_back(d) || schedule_reads_written_back(d, sched_c)))
    ofe_omp_barrier(e, OFE_KMP_IDENT_BARRIER_IMPL);
  struct OfeOmpConditionalRun *outer_conditional = e->conditional_run;
  e->conditional_run = d->kind == OMPD_FOR || d->kind == OMPD_SIMD ? ofe_omp_conditional_begin(e, d, &env) : NULL;
  MlirBlock work = ofe_mb_new_block(MB), after = ofe_mb_new_block(MB);
  ofe_mb_cond_br(MB, ofe_mb_icmp(MB, ICMP_NE, n.total, i64(e, 0)), work, after);
  ofe_mb_set_block(MB, work);
  if (d->has_cancel) ofe_omp_cancel_push(e, OMPD_FOR, after, (MlirBlock){NULL}); /* a cancelled thread stops its chunks */
  if (n.scan) {
    ScanChunk sc = {&n, last};
    ofe_omp_scan_run(e, n.scan, lo, hi, scan_chunk, &sc);
  } else if (composite_outer) {
    int64_t sched = chunk.ptr ? OFE_KMP_DISTRIBUTE_STATIC_CHUNKED : OFE_KMP_DISTRIBUTE_STATIC;
    static_chunks(e, &n, sched, chunk, lo, hi, (MlirValue){NULL}, chunk_to_inner, d);
  } else if (d->kind == OMPD_SIMD) {
    run_chunk(e, &n, lo, hi, last); /* one thread runs every iteration */
  } else if (d->kind == OMPD_DISTRIBUTE) {
    static_chunks(e, &n, chunk.ptr ? OFE_KMP_DISTRIBUTE_STATIC_CHUNKED : OFE_KMP_DISTRIBUTE_STATIC, chunk, lo, hi, last,
                  chunk_of_body, d);
  } else if (d->doacross) {
    /* a doacross loop: without a schedule, static with chunks of one iteration (as clang-19);
     * with one, monotonic, so that no chunk waits for a later one */
    struct OfeOmpDoacrossRun *outer = e->doacross_run;
    e->doacross_run = ofe_omp_doacross_begin(e, d, n.values);
    int64_t sched = sched_c ? schedule_number(sched_c, chunk.ptr != NULL, false) : OFE_KMP_SCH_STATIC_CHUNKED;
    sched = (sched & ~(int64_t)OFE_KMP_SCH_MODIFIER_NONMONOTONIC) | ((sched & 0xff) == OFE_KMP_SCH_STATIC ||
             (sched & 0xff) == OFE_KMP_SCH_STATIC_CHUNKED ? 0 : OFE_KMP_SCH_MODIFIER_MONOTONIC);
    if (!sched_c) chunk = i64(e, 1);
    if ((sched & 0xff) == OFE_KMP_SCH_STATIC || (sched & 0xff) == OFE_KMP_SCH_STATIC_CHUNKED)
      static_chunks(e, &n, sched, chunk, lo, hi, last, chunk_of_body, d);
    else
      dispatch_chunks(e, &n, sched, chunk, lo, hi, last);
    ofe_omp_doacross_end(e, e->doacross_run);
    e->doacross_run = outer;
  } else {
    n.ordered = d->kind == OMPD_FOR && ofe_omp_find_clause(d, OMPC_ORDERED);
    int64_t sched = schedule_number(sched_c, chunk.ptr != NULL, n.ordered);
    if (!n.ordered && ((sched & 0xff) == OFE_KMP_SCH_STATIC || (sched & 0xff) == OFE_KMP_SCH_STATIC_CHUNKED))
      static_chunks(e, &n, sched, chunk, lo, hi, last, chunk_of_body, d);
    else
      dispatch_chunks(e, &n, sched, chunk, lo, hi, last);
  }
  ofe_mb_br(MB, after);
  ofe_mb_set_block(MB, after);
  if (d->has_cancel) ofe_omp_cancel_pop(e);
  if (e->conditional_run) ofe_omp_conditional_end(e, e->conditional_run);
  e->conditional_run = outer_conditional;
  MlirValue is_last = ofe_mb_icmp(MB, ICMP_NE, ofe_mb_load(MB, MB->i8, last, 1, false), ofe_mb_const_int(MB, MB->i8, 0));
  if (!composite_outer) {
    MlirBlock final = ofe_mb_new_block(MB), done = ofe_mb_new_block(MB);
    ofe_mb_cond_br(MB, is_last, final, done);
    ofe_mb_set_block(MB, final);
    set_final_values(e, &n);
    ofe_mb_br(MB, done);
    ofe_mb_set_block(MB, done);
  }
  ofe_omp_privates_end(e, &env, is_last);
  if (d->kind == OMPD_FOR) closing_barrier(e, d, OFE_KMP_IDENT_BARRIER_IMPL_FOR);
}

/* ---- synchronization ------------------------------------------------------------------------------ */

/* if (enter(...) != 0) { body; leave(...); } */
static void guarded(OfeEmit *e, const OfeOmpDirective *d, const char *enter, const char *leave, MlirValue extra) {
  MlirValue gtid = ofe_omp_gtid(e);
  MlirValue r = ofe_omp_call(e, enter, MB->i32, gtid, extra);
  MlirBlock body = ofe_mb_new_block(MB), done = ofe_mb_new_block(MB);
  ofe_mb_cond_br(MB, ofe_mb_icmp(MB, ICMP_NE, r, ofe_mb_const_int(MB, MB->i32, 0)), body, done);
  ofe_mb_set_block(MB, body);
  ofe_emit_stmt(e, d->body);
  ofe_omp_call(e, leave, MB->void_, gtid, (MlirValue){NULL});
  ofe_mb_br(MB, done);
  ofe_mb_set_block(MB, done);
}

static void locked(OfeEmit *e, const OfeOmpDirective *d, const char *lock_name) {
  MlirValue gtid = ofe_omp_gtid(e), lock = ofe_omp_critical_lock(e, lock_name);
  const OfeOmpClause *hint = ofe_omp_find_clause(d, OMPC_HINT);
  if (hint && d->kind == OMPD_CRITICAL) {
    MlirValue args[] = {ofe_rtl_ident(e), gtid, lock, ofe_emit_rvalue(e, hint->expr)};
    MlirType types[] = {MB->ptr, MB->i32, MB->ptr, MB->i32};
    ofe_emit_call_fn(e, OFE_RTL_CRITICAL_WITH_HINT, MB->void_, args, 4, types, false);
  } else {
    ofe_omp_call(e, OFE_RTL_CRITICAL, MB->void_, gtid, lock);
  }
  ofe_emit_stmt(e, d->body);
  ofe_omp_call(e, OFE_RTL_END_CRITICAL, MB->void_, gtid, lock);
}

/* copyprivate: `void f(ptr dst, ptr src)` copies each variable from the list of addresses of
 * the thread that ran the single region to another thread's list. */
static const char *copy_function(OfeEmit *e, const OfeOmpDirective *d, const OfeOmpClause *c) {
  const char *name = ofe_arena_printf(&e->ctx->arena, "%s.omp.copyprivate.%u", d->parent ? d->parent->name : "omp",
                                      e->microtask_count++);
  ofe_facts_note_function(&e->ctx->facts, name, d->loc);
  OfeMB saved_mb = e->mb;
  OfeFuncEmit *saved_fn = e->fn;
  MlirType *params = ofe_arena_alloc(&e->ctx->arena, 2 * sizeof *params);
  params[0] = params[1] = MB->ptr;
  MlirOperation fn = ofe_mb_func(MB, name, ofe_mb_func_type(MB, MB->void_, params, 2, false), "internal", 0, NULL);
  MlirBlock entry = ofe_mb_func_begin_body(MB, fn, 2, params);
  OfeFuncEmit *f = ofe_arena_alloc(&e->ctx->arena, sizeof *f);
  f->decl = d->parent;
  e->fn = f;
  for (size_t j = 0; j < c->items.len; j++) {
    int64_t at = (int64_t)(8 * j);
    MlirValue dst = ofe_mb_load(MB, MB->ptr, ofe_mb_gep_bytes(MB, mlirBlockGetArgument(entry, 0), at), 8, false);
    MlirValue src = ofe_mb_load(MB, MB->ptr, ofe_mb_gep_bytes(MB, mlirBlockGetArgument(entry, 1), at), 8, false);
    ofe_emit_copy(e, dst, src, c->items.items[j].var->type);
  }
  ofe_mb_return(MB, (MlirValue){NULL});
  e->mb = saved_mb;
  e->fn = saved_fn;
  return name;
}

static void single(OfeEmit *e, const OfeOmpDirective *d) {
  const OfeOmpClause *cp = ofe_omp_find_clause(d, OMPC_COPYPRIVATE);
  OfeOmpDataEnv env = {0};
  ofe_omp_privatize(e, d, &env);
  MlirValue didit = ofe_mb_alloca(MB, MB->i32, 4);
  ofe_mb_store(MB, ofe_mb_const_int(MB, MB->i32, 0), didit, 4, false);
  MlirValue gtid = ofe_omp_gtid(e);
  MlirValue r = ofe_omp_call(e, OFE_RTL_SINGLE, MB->i32, gtid, (MlirValue){NULL});
  MlirBlock body = ofe_mb_new_block(MB), done = ofe_mb_new_block(MB);
  ofe_mb_cond_br(MB, ofe_mb_icmp(MB, ICMP_NE, r, ofe_mb_const_int(MB, MB->i32, 0)), body, done);
  ofe_mb_set_block(MB, body);
  ofe_emit_stmt(e, d->body);
  ofe_mb_store(MB, ofe_mb_const_int(MB, MB->i32, 1), didit, 4, false);
  ofe_omp_call(e, OFE_RTL_END_SINGLE, MB->void_, gtid, (MlirValue){NULL});
  ofe_mb_br(MB, done);
  ofe_mb_set_block(MB, done);
  if (cp) {
    /* the variables as this thread sees them, handed to the others (two barriers inside) */
    size_t n = cp->items.len;
    MlirValue list = ofe_mb_alloca(MB, ofe_mb_array(MB, MB->ptr, n), 8);
    for (size_t j = 0; j < n; j++)
      ofe_mb_store(MB, ofe_emit_var_addr(e, cp->items.items[j].var), ofe_mb_gep_bytes(MB, list, (int64_t)(8 * j)), 8, false);
    const char *fn = copy_function(e, d, cp);
    MlirValue args[] = {ofe_rtl_ident(e), gtid, i64(e, (int64_t)(8 * n)), list, ofe_mb_addressof(MB, fn),
                        ofe_mb_load(MB, MB->i32, didit, 4, false)};
    MlirType types[] = {MB->ptr, MB->i32, MB->i64, MB->ptr, MB->ptr, MB->i32};
    ofe_emit_call_fn(e, OFE_RTL_COPYPRIVATE, MB->void_, args, 6, types, false);
  }
  ofe_omp_privates_end(e, &env, (MlirValue){NULL});
  if (!cp) closing_barrier(e, d, OFE_KMP_IDENT_BARRIER_IMPL_SINGLE);
}

/* The failure ordering of a compare-exchange: no release part. */
static int failure_order(int order) {
  return order == OFE_ORDER_SEQ_CST ? OFE_ORDER_SEQ_CST : order == OFE_ORDER_RELEASE ? OFE_ORDER_RELAXED
         : order == OFE_ORDER_ACQ_REL ? OFE_ORDER_ACQUIRE : order;
}

/* v = value (of v's type) for an atomic construct's v or r, stored as an assignment would: a
 * bit-field v takes its bits only, its neighbours kept. */
static void assign_to(OfeEmit *e, const OfeExpr *v, MlirValue value) { ofe_emit_place_store(e, ofe_emit_place(e, v), value); }

/* The orders of an atomic construct's instructions: its own (relaxed by default); where a
 * compare fails, fail(...) or the one failure_order derives; and that of the exchange of x with
 * itself where a compare does not update (OpenMP 5.2 §15.8.4). */
typedef struct AtomicOrders {
  int order, fail, keep;
} AtomicOrders;

static AtomicOrders atomic_orders(const OfeOmpDirective *d) {
  int order = d->atomic_order ? d->atomic_order : OFE_ORDER_RELAXED;
  return (AtomicOrders){.order = order,
                        .fail = d->atomic_fail_order ? d->atomic_fail_order : failure_order(order),
                        .keep = d->atomic_fail_order ? d->atomic_fail_order : order};
}

/* A compare's operands, each evaluated once into a temporary before the loop. */
static void atomic_operands(OfeEmit *e, const OfeOmpAtomic *a) {
  if (a->operand) {
    a->operand->addr = ofe_emit_temp(e, a->operand->type);
    ofe_emit_store_scalar(e, ofe_emit_rvalue(e, a->value), a->operand->addr, a->operand->type);
  }
  if (a->operand2) {
    a->operand2->addr = ofe_emit_temp(e, a->operand2->type);
    ofe_emit_store_scalar(e, ofe_emit_rvalue(e, a->value2), a->operand2->addr, a->operand2->type);
  }
}

/* After an atomic update: r gets whether cond held; v the old or new value (only where cond
 * failed with v_on_fail), read from their slots. */
static void atomic_captures(OfeEmit *e, const OfeOmpAtomic *a, MlirValue cond_slot, MlirValue old_slot, MlirValue new_slot) {
  const OfeType *t = a->x->type;
  if (a->r) {
    MlirValue holds = ofe_mb_load(MB, MB->i1, cond_slot, 1, false);
    assign_to(e, a->r, ofe_emit_convert(e, ofe_mb_cast(MB, "llvm.zext", holds, MB->i32), e->ctx->types.int_, a->r->type));
  }
  if (a->v) {
    MlirBlock store_v = ofe_mb_new_block(MB), after = ofe_mb_new_block(MB);
    if (a->v_on_fail) ofe_mb_cond_br(MB, ofe_mb_load(MB, MB->i1, cond_slot, 1, false), after, store_v);
    else ofe_mb_br(MB, store_v);
    ofe_mb_set_block(MB, store_v);
    MlirValue got = ofe_emit_load_scalar(e, a->v_gets_new ? new_slot : old_slot, t);
    assign_to(e, a->v, ofe_emit_convert(e, got, t, a->v->type));
    ofe_mb_br(MB, after);
    ofe_mb_set_block(MB, after);
  }
}

/* An atomic construct as atomic instructions (sema_omp_constructs.c chose the form). */
static void atomic_instructions(OfeEmit *e, const OfeOmpDirective *d) {
  const OfeOmpAtomic *a = d->atomic;
  const OfeType *t = a->x->type;
  const AtomicOrders o = atomic_orders(d);
  const int order = o.order, fail = o.fail, keep_order = o.keep;
  unsigned align = ofe_alignof(t);
  MlirType mt = ofe_emit_type(e, t);
  MlirValue x = ofe_emit_lvalue(e, a->x);
  if (a->op == OMPA_READ) {
    MlirValue v = ofe_mb_atomic_load(MB, mt, x, align, order == OFE_ORDER_RELEASE ? OFE_ORDER_RELAXED : order);
    assign_to(e, a->v, ofe_emit_convert(e, v, t, a->v->type));
    return;
  }
  if (a->op == OMPA_WRITE && a->v) {
    /* capture-write { v = x; x = expr; }: one exchange, as clang-19 emits (integers, pointers,
     * float and double alike), its old value to v */
    MlirValue was = ofe_mb_atomicrmw(MB, OFE_RMW_XCHG, x, ofe_emit_rvalue(e, a->value), align, order, 0);
    assign_to(e, a->v, ofe_emit_convert(e, was, t, a->v->type));
    return;
  }
  if (a->op == OMPA_WRITE) {
    ofe_mb_atomic_store(MB, ofe_emit_rvalue(e, a->value), x, align, order == OFE_ORDER_ACQUIRE ? OFE_ORDER_RELAXED : order);
    return;
  }
  atomic_operands(e, a);
  a->old->addr = ofe_emit_temp(e, t);
  MlirValue new_slot = ofe_emit_temp(e, t), cond_slot = {NULL};
  MlirBlock retry = ofe_mb_new_block(MB), done = ofe_mb_new_block(MB);
  if (a->cond) cond_slot = ofe_mb_alloca(MB, MB->i1, 1);
  ofe_mb_br(MB, retry);
  ofe_mb_set_block(MB, retry);
  MlirValue old = ofe_mb_atomic_load(MB, mt, x, align, OFE_ORDER_RELAXED);
  ofe_emit_store_scalar(e, old, a->old->addr, t);
  if (a->cond) {
    /* compare: no update where cond fails; with an ordering stronger than relaxed that is
     * still a read-modify-write of x (old to old), as clang-19's atomicrmw min/max is */
    MlirValue holds = ofe_emit_cond(e, a->cond);
    ofe_mb_store(MB, holds, cond_slot, 1, false);
    MlirBlock update = ofe_mb_new_block(MB), keep = ofe_mb_new_block(MB);
    ofe_mb_cond_br(MB, holds, update, keep);
    ofe_mb_set_block(MB, keep);
    ofe_emit_store_scalar(e, old, new_slot, t);
    if (keep_order == OFE_ORDER_RELAXED) {
      ofe_mb_br(MB, done);
    } else {
      MlirValue same = ofe_mb_cmpxchg(MB, x, ofe_emit_atomic_bits(e, old, t), ofe_emit_atomic_bits(e, old, t), keep_order, fail);
      ofe_mb_cond_br(MB, same, done, retry);
    }
    ofe_mb_set_block(MB, update);
  }
  MlirValue desired = ofe_emit_rvalue(e, a->updated);
  ofe_emit_store_scalar(e, desired, new_slot, t);
  MlirValue ok = ofe_mb_cmpxchg(MB, x, ofe_emit_atomic_bits(e, old, t), ofe_emit_atomic_bits(e, desired, t), order, fail);
  ofe_mb_cond_br(MB, ok, done, retry);
  ofe_mb_set_block(MB, done);
  atomic_captures(e, a, cond_slot, a->old->addr, new_slot);
}

/* The bit-field an atomic construct's x is, or NULL. */
static const OfeMember *atomic_bitfield(const OfeExpr *x) {
  const OfeExpr *p = ofe_expr_peel_implicit_casts(x);
  return p->kind == E_MEMBER && p->member.member && p->member.member->is_bitfield ? p->member.member : NULL;
}

/* The bytes an in_unit x is compare-exchanged as: its own or its bit-field's unit. */
static unsigned atomic_unit_bytes(const OfeOmpAtomic *a) {
  const OfeMember *bf = atomic_bitfield(a->x);
  return bf ? bf->unit_size : (unsigned)ofe_sizeof(a->x->type);
}

/* An in_unit x in a GPU's code stays under the lock (its lowering kept as it was). */
static bool unit_needs_lock(OfeEmit *e) { return e->device && ofe_code_target_is_gpu(e->ctx->opts->triple); }

/* x's value in a copy of its unit */
static MlirValue unit_value(OfeEmit *e, const OfeOmpAtomic *a, MlirValue unit_slot) {
  const OfeMember *bf = atomic_bitfield(a->x);
  if (bf) return ofe_emit_load_bitfield(e, unit_slot, bf, atomic_unit_bytes(a));
  return ofe_emit_load_scalar(e, unit_slot, a->x->type->unqual);
}

/* An atomic construct over a _Bool, _Float16 or bit-field x, as clang-19's loop: x's unit
 * (its bytes, or its bit-field's unit) loaded, x's new value put into a copy of it, the copy
 * compare-exchanged whole until the unit was unchanged; x's old and new values are read out
 * of the copies, so a capture sees the bit-field's truncated value as the lock's body did. */
static void atomic_in_unit(OfeEmit *e, const OfeOmpDirective *d) {
  const OfeOmpAtomic *a = d->atomic;
  const OfeType *t = a->x->type->unqual;
  const OfeMember *bf = atomic_bitfield(a->x);
  unsigned bytes = atomic_unit_bytes(a);
  MlirType ut = mlirIntegerTypeGet(e->mctx, 8 * bytes);
  const AtomicOrders o = atomic_orders(d);
  const int order = o.order, fail = o.fail, keep_order = o.keep;
  MlirValue x = ofe_emit_lvalue(e, a->x);
  MlirValue old_unit = ofe_mb_alloca(MB, ut, bytes), new_unit = ofe_mb_alloca(MB, ut, bytes);
  if (a->op == OMPA_READ) {
    MlirValue u = ofe_mb_atomic_load(MB, ut, x, bytes, order == OFE_ORDER_RELEASE ? OFE_ORDER_RELAXED : order);
    ofe_mb_store(MB, u, old_unit, bytes, false);
    assign_to(e, a->v, ofe_emit_convert(e, unit_value(e, a, old_unit), t, a->v->type));
    return;
  }
  /* a write is an update to the value its expression had once */
  MlirValue written = {NULL};
  if (a->op == OMPA_WRITE) written = ofe_emit_convert(e, ofe_emit_rvalue(e, a->value), a->value->type, t);
  atomic_operands(e, a);
  MlirValue old_slot = ofe_emit_temp(e, t), new_slot = ofe_emit_temp(e, t), cond_slot = {NULL};
  if (a->old) a->old->addr = old_slot;
  MlirBlock retry = ofe_mb_new_block(MB), done = ofe_mb_new_block(MB);
  if (a->cond) cond_slot = ofe_mb_alloca(MB, MB->i1, 1);
  ofe_mb_br(MB, retry);
  ofe_mb_set_block(MB, retry);
  MlirValue unit = ofe_mb_atomic_load(MB, ut, x, bytes, OFE_ORDER_RELAXED);
  ofe_mb_store(MB, unit, old_unit, bytes, false);
  MlirValue old = unit_value(e, a, old_unit);
  ofe_emit_store_scalar(e, old, old_slot, t);
  if (a->cond) {
    MlirValue holds = ofe_emit_cond(e, a->cond);
    ofe_mb_store(MB, holds, cond_slot, 1, false);
    MlirBlock update = ofe_mb_new_block(MB), keep = ofe_mb_new_block(MB);
    ofe_mb_cond_br(MB, holds, update, keep);
    ofe_mb_set_block(MB, keep);
    ofe_emit_store_scalar(e, old, new_slot, t);
    if (keep_order == OFE_ORDER_RELAXED) {
      ofe_mb_br(MB, done);
    } else {
      ofe_mb_cond_br(MB, ofe_mb_cmpxchg(MB, x, unit, unit, keep_order, fail), done, retry);
    }
    ofe_mb_set_block(MB, update);
  }
  MlirValue desired = a->op == OMPA_WRITE ? written : ofe_emit_rvalue(e, a->updated);
  ofe_mb_store(MB, unit, new_unit, bytes, false);
  if (bf) ofe_emit_store_bitfield(e, new_unit, bf, desired, bytes);
  else ofe_emit_store_scalar(e, desired, new_unit, t);
  ofe_emit_store_scalar(e, unit_value(e, a, new_unit), new_slot, t);
  MlirValue ok = ofe_mb_cmpxchg(MB, x, unit, ofe_mb_load(MB, ut, new_unit, bytes, false), order, fail);
  ofe_mb_cond_br(MB, ok, done, retry);
  ofe_mb_set_block(MB, done);
  atomic_captures(e, a, cond_slot, old_slot, new_slot);
}

void ofe_omp_emit_sync(OfeEmit *e, const OfeOmpDirective *d) {
  switch (d->kind) {
  case OMPD_SINGLE: single(e, d); break;
  case OMPD_SCOPE: {
    /* every thread runs the body with its own copies; reductions combine, then the barrier */
    OfeOmpDataEnv env = {0};
    ofe_omp_privatize(e, d, &env);
    ofe_emit_stmt(e, d->body);
    ofe_omp_privates_end(e, &env, (MlirValue){NULL});
    closing_barrier(e, d, OFE_KMP_IDENT_BARRIER_IMPL);
    break;
  }
  case OMPD_MASTER: guarded(e, d, OFE_RTL_MASTER, OFE_RTL_END_MASTER, (MlirValue){NULL}); break;
  case OMPD_MASKED: {
    const OfeOmpClause *f = ofe_omp_find_clause(d, OMPC_FILTER);
    guarded(e, d, OFE_RTL_MASKED, OFE_RTL_END_MASKED, f ? ofe_emit_rvalue(e, f->expr) : ofe_mb_const_int(MB, MB->i32, 0));
    break;
  }
  case OMPD_CRITICAL: locked(e, d, d->critical_name ? d->critical_name : ""); break;
  /* atomic instructions where x's type or its unit has them; otherwise (long double,
   * _Complex ...) one lock shared by all such constructs: a variable is always updated the same way */
  case OMPD_ATOMIC:
    if (d->atomic && d->atomic->in_unit && !unit_needs_lock(e)) atomic_in_unit(e, d);
    else if (d->atomic && !d->atomic->locked && !d->atomic->in_unit) atomic_instructions(e, d);
    else locked(e, d, OFE_CRITICAL_ATOMIC_NAME);
    break;
  case OMPD_BARRIER: ofe_omp_barrier(e, OFE_KMP_IDENT_BARRIER_EXPL); break;
  case OMPD_ORDERED:
    /* ordered simd alone: the simd loop runs its iterations in order already (simd_hints) */
    if (ofe_omp_find_clause(d, OMPC_SIMD) && !ofe_omp_find_clause(d, OMPC_THREADS)) ofe_emit_stmt(e, d->body);
    else ofe_omp_bracketed(e, OFE_RTL_ORDERED, d->body, OFE_RTL_END_ORDERED);
    break;
  case OMPD_FLUSH: {
    MlirValue ident = ofe_rtl_ident(e);
    ofe_emit_call_fn(e, OFE_RTL_FLUSH, MB->void_, &ident, 1, &MB->ptr, false);
    break;
  }
  default: break;
  }
}

/* ---- sections ---------------------------------------------------------------------------------------- */

/* Section number iv: a switch to its statement. */
static void section_iteration(OfeEmit *e, MlirValue iv, MlirBlock next, MlirBlock done, const void *arg) {
  (void)done;
  const OfeOmpDirective *d = arg;
  size_t count = d->sections.len;
  if (e->conditional_run) ofe_omp_conditional_iteration(e, e->conditional_run, iv); /* sections in order */
  int64_t *values = ofe_arena_alloc(&e->ctx->arena, (count + 1) * sizeof *values);
  MlirBlock *dests = ofe_arena_alloc(&e->ctx->arena, (count + 1) * sizeof *dests);
  for (size_t k = 0; k < count; k++) {
    values[k] = (int64_t)k;
    dests[k] = ofe_mb_new_block(MB);
  }
  ofe_mb_switch(MB, iv, next, (intptr_t)count, values, dests);
  for (size_t k = 0; k < count; k++) {
    ofe_mb_set_block(MB, dests[k]);
    ofe_emit_stmt(e, d->sections.items[k]);
    if (!ofe_mb_block_terminated(MB->block)) ofe_mb_br(MB, next);
  }
}

/* Runs sections lb..ub. */
static void chunk_of_sections(OfeEmit *e, const Nest *n, MlirValue lb, MlirValue ub, MlirValue last, const OfeOmpDirective *d) {
  ofe_omp_count_up(e, lb, ub, false, section_iteration, d);
  mark_last(e, ub, n->total, last);
}

void ofe_omp_emit_sections(OfeEmit *e, const OfeOmpDirective *d) {
  OfeOmpLoopNest none = {0};
  Nest n = {.nest = &none, .total = i64(e, (int64_t)d->sections.len)};
  OfeOmpDataEnv env = {0};
  ofe_omp_privatize(e, d, &env);
  if (reads_then_writes_back(d)) ofe_omp_barrier(e, OFE_KMP_IDENT_BARRIER_IMPL);
  struct OfeOmpConditionalRun *outer_conditional = e->conditional_run;
  e->conditional_run = ofe_omp_conditional_begin(e, d, &env);
  MlirValue last = ofe_mb_alloca(MB, MB->i8, 1);
  ofe_mb_store(MB, ofe_mb_const_int(MB, MB->i8, 0), last, 1, false);
  MlirBlock after = ofe_mb_new_block(MB);
  if (d->has_cancel) ofe_omp_cancel_push(e, OMPD_SECTIONS, after, (MlirBlock){NULL});
  if (d->sections.len)
    static_chunks(e, &n, OFE_KMP_SCH_STATIC, (MlirValue){NULL}, i64(e, 0), i64(e, (int64_t)d->sections.len - 1), last,
                  chunk_of_sections, d);
  ofe_mb_br(MB, after);
  ofe_mb_set_block(MB, after);
  if (d->has_cancel) ofe_omp_cancel_pop(e);
  if (e->conditional_run) ofe_omp_conditional_end(e, e->conditional_run);
  e->conditional_run = outer_conditional;
  MlirValue is_last = ofe_mb_icmp(MB, ICMP_NE, ofe_mb_load(MB, MB->i8, last, 1, false), ofe_mb_const_int(MB, MB->i8, 0));
  ofe_omp_privates_end(e, &env, is_last);
  closing_barrier(e, d, OFE_KMP_IDENT_BARRIER_IMPL_SECTIONS);
}

void ofe_omp_emit_error(OfeEmit *e, const OfeOmpDirective *d) {
  MlirValue args[] = {ofe_rtl_ident_at(e, d->loc), ofe_mb_const_int(MB, MB->i32, d->fatal ? OFE_KMP_ERROR_FATAL : OFE_KMP_ERROR_WARNING),
                      d->message ? ofe_emit_rvalue(e, d->message) : ofe_mb_zero(MB, MB->ptr)};
  MlirType types[] = {MB->ptr, MB->i32, MB->ptr};
  ofe_emit_call_fn(e, OFE_RTL_ERROR, MB->void_, args, 3, types, false);
}
