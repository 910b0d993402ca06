/* parallel: microtasks for parallel and teams, and the data environment of every construct.
 *
 * Lowered by hand rather than as MLIR's omp.parallel: ompfe outlines target regions itself,
 * and MLIR 19's translation drops an omp.parallel that is not inside an omp.target in a
 * device module (docs/design.md, "Decisions worth knowing"); one lowering serves the host and the x86_64 device. */
#include "omp-lowering/extension_clauses.h"
#include "omp-lowering/parallel.h"

#include <string.h>

#include "omp-lowering/task.h"
#include "omp-lowering/udr.h"
#include "omp-lowering/worksharing.h"
#include "runtime-abi/abi.h"
#include "sema/map_items.h"
#include "omp-lowering/rtl.h"

#define MB (&e->mb)

/* ---- the data environment ------------------------------------------------------------------- */

static OfeStrMap *new_map(OfeEmit *e) {
  OfeStrMap *m = ofe_arena_alloc(&e->ctx->arena, sizeof *m);
  ofe_strmap_init(m, &e->ctx->arena);
  return m;
}

static void ensure_bindings(OfeEmit *e) {
  if (!e->kernel_vars) e->kernel_vars = new_map(e);
  if (!e->omp_private) e->omp_private = new_map(e);
}

void ofe_omp_bind_private(OfeEmit *e, OfeDecl *var, MlirValue *copy) {
  ensure_bindings(e);
  ofe_ptrmap_put(e->kernel_vars, var->canonical, copy);
  ofe_ptrmap_put(e->omp_private, var->canonical, var);
}

void ofe_omp_bind_shared(OfeEmit *e, OfeDecl *var, MlirValue *addr) {
  ensure_bindings(e);
  ofe_ptrmap_put(e->kernel_vars, var->canonical, addr);
}

bool ofe_omp_is_private_here(const OfeEmit *e, const OfeDecl *var) {
  return e->omp_private && ofe_ptrmap_get(e->omp_private, var->canonical);
}

static MlirValue stack_save(OfeEmit *e) {
  return ofe_mb_result(ofe_mb_op(MB, "llvm.intr.stacksave", (OfeOpSpec){.nres = 1, .res = &MB->ptr}));
}

/* The storage of p's copy: a variable-length array's on the stack, its size known here, given
 * back where the construct's privates end. */
static MlirValue copy_storage(OfeEmit *e, OfeOmpPrivate *p) {
  if (!ofe_type_is_vla(p->var->type)) return ofe_emit_temp(e, p->var->type);
  p->stack = stack_save(e);
  return ofe_mb_alloca_dynamic(MB, MB->i8, ofe_emit_sizeof(e, p->var->type), ofe_alignof(p->var->type));
}

static OfeOmpPrivate *add_copy(OfeEmit *e, OfeOmpDataEnv *env, OfeDecl *var, OfeOmpClauseKind kind) {
  var = var->canonical;
  ensure_bindings(e);
  OfeOmpPrivate p = {.var = var, .kind = kind, .outer = ofe_emit_var_addr(e, var)};
  p.copy = ofe_arena_alloc(&e->ctx->arena, sizeof *p.copy);
  *p.copy = copy_storage(e, &p);
  p.previous = ofe_ptrmap_get(e->kernel_vars, var);
  p.was_private = e->omp_private ? ofe_ptrmap_get(e->omp_private, var) : NULL;
  ofe_vec_push(&e->ctx->arena, &env->vars, p);
  return &env->vars.items[env->vars.len - 1];
}

MlirValue ofe_omp_find_copy(const OfeOmpDataEnv *env, const OfeDecl *var) {
  for (size_t i = 0; i < env->vars.len; i++)
    if (env->vars.items[i].var == var->canonical) return *env->vars.items[i].copy;
  return (MlirValue){NULL};
}

/* The identity of a reduction operator, of the variable's type. */
static MlirValue identity(OfeEmit *e, const OfeType *t, OfeReductionOp op) {
  if (t->kind == TY_COMPLEX) /* the real identity, with a zero imaginary part */
    return ofe_emit_complex_convert(e, identity(e, t->base, op), t->base, t);
  MlirType mt = ofe_emit_type(e, t);
  if (ofe_type_is_float(t)) {
    long double inf = __builtin_infl();
    switch (op) {
    case RED_MUL: case RED_LAND: return ofe_mb_const_float(MB, mt, 1);
    case RED_MAX: return ofe_mb_const_float(MB, mt, -inf);
    case RED_MIN: return ofe_mb_const_float(MB, mt, inf);
    default: return ofe_mb_const_float(MB, mt, 0);
    }
  }
  if (t->kind == TY_PTR) /* min and max only (sema): the highest address, or null */
    return op == RED_MIN ? ofe_mb_cast(MB, "llvm.inttoptr", ofe_mb_const_wide(MB, MB->i64, ~(unsigned __int128)0), mt)
                         : ofe_mb_zero(MB, mt);
  unsigned bits = ofe_type_bits(t);
  bool is_unsigned = ofe_type_is_unsigned(t);
  unsigned __int128 ones = bits >= 128 ? ~(unsigned __int128)0 : (((unsigned __int128)1 << bits) - 1);
  unsigned __int128 sign = (unsigned __int128)1 << (bits - 1);
  switch (op) {
  case RED_MUL: case RED_LAND: return ofe_mb_const_wide(MB, mt, 1);
  case RED_AND: return ofe_mb_const_wide(MB, mt, ones);
  case RED_MAX: return ofe_mb_const_wide(MB, mt, is_unsigned ? 0 : sign);
  case RED_MIN: return ofe_mb_const_wide(MB, mt, is_unsigned ? ones : sign - 1);
  default: return ofe_mb_const_wide(MB, mt, 0);
  }
}

typedef struct ElementwiseArg {
  OfeEmit *e;
  const OfeOmpPrivate *p;
  bool combine;
} ElementwiseArg;

static void combine_at(OfeEmit *e, const OfeType *t, OfeReductionOp op, MlirValue outer, MlirValue copy);

/* Element iv of a reduction's elements: its offset in bytes from orig and mine. */
static MlirValue element_offset(OfeEmit *e, const OfeOmpPrivate *p, MlirValue iv) {
  MlirValue scalars = iv;
  if (p->ndims) {
    /* the digits of iv, innermost first: each a dimension's index */
    MlirValue rest = iv;
    scalars = ofe_mb_const_int(MB, MB->i64, 0);
    for (size_t d = p->ndims; d-- > 0;) {
      MlirValue k = d ? ofe_mb_binop(MB, "llvm.urem", rest, p->lengths[d]) : rest;
      if (d) rest = ofe_mb_binop(MB, "llvm.udiv", rest, p->lengths[d]);
      MlirValue stride = !mlirValueIsNull(p->row_strides[d]) ? p->row_strides[d] : ofe_mb_const_int(MB, MB->i64, (int64_t)p->strides[d]);
      scalars = ofe_mb_binop(MB, "llvm.add", scalars, ofe_mb_binop(MB, "llvm.mul", k, stride));
    }
  }
  return ofe_mb_binop(MB, "llvm.mul", scalars, ofe_mb_const_int(MB, MB->i64, (int64_t)ofe_sizeof(p->elem)));
}

/* Element iv of a reduction: set to the identity, or combined into the variable. */
static void reduction_element(OfeEmit *e, MlirValue iv, MlirBlock next, MlirBlock done, const void *arg) {
  (void)next;
  (void)done;
  const ElementwiseArg *a = arg;
  const OfeOmpPrivate *p = a->p;
  MlirValue at = element_offset(e, p, iv);
  MlirValue mine = ofe_mb_gep_dyn(MB, p->mine, MB->i8, at), orig = ofe_mb_gep_dyn(MB, p->orig, MB->i8, at);
  if (p->udr && a->combine) ofe_omp_udr_combine(e, p->udr, orig, mine);
  else if (p->udr) ofe_omp_udr_init(e, p->udr, mine, orig);
  else if (a->combine) combine_at(e, p->elem, p->op, orig, mine);
  else ofe_emit_store_scalar(e, identity(e, p->elem, p->op), mine, p->elem);
}

static void each_element(OfeEmit *e, const OfeOmpPrivate *p, bool combine) {
  ElementwiseArg a = {e, p, combine};
  MlirValue last = ofe_mb_binop(MB, "llvm.sub", p->count, ofe_mb_const_int(MB, MB->i64, 1));
  MlirBlock work = ofe_mb_new_block(MB), done = ofe_mb_new_block(MB);
  ofe_mb_cond_br(MB, ofe_mb_icmp(MB, ICMP_NE, p->count, ofe_mb_const_int(MB, MB->i64, 0)), work, done);
  ofe_mb_set_block(MB, work);
  ofe_omp_count_up(e, ofe_mb_const_int(MB, MB->i64, 0), last, false, reduction_element, &a);
  ofe_mb_br(MB, done);
  ofe_mb_set_block(MB, done);
}

static MlirValue index_value(OfeEmit *e, const OfeExpr *x, int64_t absent) {
  if (!x) return ofe_mb_const_int(MB, MB->i64, absent);
  return ofe_emit_convert(e, ofe_emit_rvalue(e, x), x->type, e->ctx->types.long_);
}

/* a * c and a + b, without the operations that change nothing (null a: 0) */
static MlirValue times(OfeEmit *e, MlirValue a, uint64_t c) {
  return c == 1 ? a : ofe_mb_binop(MB, "llvm.mul", a, ofe_mb_const_int(MB, MB->i64, (int64_t)c));
}
static MlirValue plus(OfeEmit *e, MlirValue a, MlirValue b) { return mlirValueIsNull(a) ? b : ofe_mb_binop(MB, "llvm.add", a, b); }
/* a times dimension d's stride: a constant, or (row, not null) one known at run time */
static MlirValue times_stride(OfeEmit *e, MlirValue a, uint64_t c, MlirValue row) {
  return mlirValueIsNull(row) ? times(e, a, c) : ofe_mb_binop(MB, "llvm.mul", a, row);
}

void ofe_omp_item_block(OfeEmit *e, const OfeExpr *item, OfeOmpItemBlock *out, MlirValue *start_bytes) {
  OfeItemBlock blk;
  const OfeExpr *bad;
  ofe_item_block(e->ctx, item, &blk, &bad); /* sema took the item */
  size_t n = blk.dims.len + (blk.inner > 1);
  *out = (OfeOmpItemBlock){.elem = blk.elem, .through_pointer = blk.through_pointer, .contiguous = blk.contiguous, .ndims = n};
  out->lengths = ofe_arena_alloc(&e->ctx->arena, n * sizeof *out->lengths);
  uint64_t *strides = ofe_arena_alloc(&e->ctx->arena, n * sizeof *strides);
  MlirValue *rows = ofe_arena_alloc(&e->ctx->arena, n * sizeof *rows);
  out->strides = strides;
  out->row_strides = rows;
  MlirValue start = {NULL};
  for (size_t d = 0; d < blk.dims.len; d++) {
    const OfeItemDim *dim = &blk.dims.items[d];
    /* variable-length rows: the row's size, in scalars */
    rows[d] = dim->vla_row ? ofe_mb_binop(MB, "llvm.udiv", ofe_emit_sizeof(e, dim->vla_row), ofe_mb_const_int(MB, MB->i64, (int64_t)ofe_sizeof(blk.elem)))
                           : (MlirValue){NULL};
    if (start_bytes) start = plus(e, start, times_stride(e, index_value(e, dim->lower, 0), dim->stride, rows[d]));
    out->lengths[d] = index_value(e, dim->length, 1);
    strides[d] = dim->stride;
  }
  if (blk.inner > 1) { /* the rows of m[1:2]: one more dimension, whole */
    out->lengths[n - 1] = ofe_mb_const_int(MB, MB->i64, (int64_t)blk.inner);
    strides[n - 1] = 1;
    rows[n - 1] = (MlirValue){NULL};
  }
  out->count = out->lengths[0];
  for (size_t d = 1; d < n; d++) out->count = ofe_mb_binop(MB, "llvm.mul", out->count, out->lengths[d]);
  /* the scalars from the first element to the last: (length - 1) * stride past the first in
   * each dimension, none when the item is empty */
  out->span = out->count;
  if (!blk.contiguous) {
    MlirValue one = ofe_mb_const_int(MB, MB->i64, 1), last = {NULL};
    for (size_t d = 0; d < n; d++) last = plus(e, last, times_stride(e, ofe_mb_binop(MB, "llvm.sub", out->lengths[d], one), strides[d], rows[d]));
    MlirValue empty = ofe_mb_icmp(MB, ICMP_EQ, out->count, ofe_mb_const_int(MB, MB->i64, 0));
    out->span = ofe_mb_select(MB, empty, ofe_mb_const_int(MB, MB->i64, 0), ofe_mb_binop(MB, "llvm.add", last, one));
  }
  if (start_bytes) *start_bytes = times(e, start, ofe_sizeof(blk.elem));
}

/* The reduced elements of a reduction item and their private copies, set to the identity (or
 * by the declare reduction's initializer): a variable that is no array; a whole array (its
 * elements); an element or section of an array, of any dimensions (those elements of a
 * private copy of the array); an element or section of what a pointer points to (a private
 * buffer from its first element to its last, and a private pointer placed so that the
 * element's or section's indices reach the buffer). A section that is not one run (m[1:2][1:3])
 * has only its own elements set and combined. */
static void reduction_copy(OfeEmit *e, OfeOmpPrivate *p, const OfeExpr *item) {
  const OfeType *t = p->var->type;
  if (item->kind == E_VAR && t->kind != TY_ARRAY) {
    p->elem = t;
    if (p->udr) ofe_omp_udr_init(e, p->udr, *p->copy, p->outer);
    else ofe_emit_store_scalar(e, identity(e, t, p->op), *p->copy, t);
    return;
  }
  if (item->kind == E_VAR) {
    const OfeType *s = t;
    while (s->kind == TY_ARRAY) s = s->base;
    p->elem = s;
    p->count = ofe_type_is_vla(t) ? ofe_mb_binop(MB, "llvm.udiv", ofe_emit_sizeof(e, t), ofe_mb_const_int(MB, MB->i64, (int64_t)ofe_sizeof(s)))
                                  : ofe_mb_const_int(MB, MB->i64, (int64_t)(ofe_sizeof(t) / ofe_sizeof(s)));
    p->orig = p->outer;
    p->mine = *p->copy;
    each_element(e, p, false);
    return;
  }
  OfeOmpItemBlock blk;
  MlirValue skip;
  ofe_omp_item_block(e, item, &blk, &skip);
  p->elem = blk.elem;
  p->count = blk.count;
  if (!blk.contiguous) {
    p->ndims = blk.ndims;
    p->lengths = blk.lengths;
    p->strides = blk.strides;
    p->row_strides = blk.row_strides;
  }
  if (blk.through_pointer) {
    MlirValue pointee = ofe_mb_load(MB, MB->ptr, p->outer, 8, false);
    p->stack = stack_save(e);
    p->orig = ofe_mb_gep_dyn(MB, pointee, MB->i8, skip);
    p->mine = ofe_mb_alloca_dynamic(MB, MB->i8, ofe_mb_binop(MB, "llvm.mul", blk.span, ofe_mb_const_int(MB, MB->i64, (int64_t)ofe_sizeof(p->elem))),
                                    ofe_alignof(p->elem));
    /* the private pointer: the first element is the buffer's first */
    MlirValue base = ofe_mb_gep_dyn(MB, p->mine, MB->i8, ofe_mb_binop(MB, "llvm.sub", ofe_mb_const_int(MB, MB->i64, 0), skip));
    ofe_mb_store(MB, base, *p->copy, 8, false);
  } else {
    p->orig = ofe_mb_gep_dyn(MB, p->outer, MB->i8, skip);
    p->mine = ofe_mb_gep_dyn(MB, *p->copy, MB->i8, skip);
  }
  each_element(e, p, false);
}

/* The allocate clause of d that names p's variable: the copy comes from its allocator. */
static void allocate_copy(OfeEmit *e, const OfeOmpDirective *d, OfeOmpPrivate *p) {
  for (size_t i = 0; i < d->clauses.len; i++) {
    const OfeOmpClause *c = d->clauses.items[i];
    if (c->kind != OMPC_ALLOCATE) continue;
    for (size_t j = 0; j < c->items.len; j++)
      if (c->items.items[j].var->canonical == p->var) {
        p->allocator = ofe_omp_allocator_handle(e, c->expr);
        *p->copy = ofe_omp_alloc(e, ofe_emit_sizeof(e, p->var->type), ofe_emit_alloc_align(p->var, (unsigned)c->value),
                                 p->allocator);
        return;
      }
  }
}

/* Constructs every thread of the team runs, where a barrier can wait for all of them. */
static bool whole_team_runs(OfeOmpDirKind k) {
  return k == OMPD_PARALLEL || k == OMPD_FOR || k == OMPD_SECTIONS || k == OMPD_SCOPE;
}

void ofe_omp_privatize(OfeEmit *e, const OfeOmpDirective *d, OfeOmpDataEnv *env) {
  for (size_t i = 0; i < d->clauses.len; i++) {
    const OfeOmpClause *c = d->clauses.items[i];
    if (c->kind != OMPC_PRIVATE && c->kind != OMPC_FIRSTPRIVATE && c->kind != OMPC_LASTPRIVATE && c->kind != OMPC_REDUCTION)
      continue;
    for (size_t j = 0; j < c->items.len; j++) {
      OfeDecl *v = c->items.items[j].var;
      if (!mlirValueIsNull(ofe_omp_find_copy(env, v))) {
        /* firstprivate and lastprivate of one variable: one copy that does both */
        for (size_t k = 0; k < env->vars.len; k++)
          if (env->vars.items[k].var == v->canonical && c->kind == OMPC_LASTPRIVATE) env->vars.items[k].kind = OMPC_LASTPRIVATE;
        if (c->kind == OMPC_FIRSTPRIVATE) ofe_emit_copy(e, ofe_omp_find_copy(env, v), ofe_emit_var_addr(e, v), v->type);
        continue;
      }
      OfeOmpPrivate *p = add_copy(e, env, v, c->kind);
      p->op = (OfeReductionOp)c->modifier;
      p->inscan = c->kind == OMPC_REDUCTION && (c->flags & REDMOD_INSCAN);
      p->udr = c->items.items[j].udr;
      allocate_copy(e, d, p);
      if (c->kind == OMPC_FIRSTPRIVATE) ofe_emit_copy(e, *p->copy, p->outer, v->type);
      if (c->kind == OMPC_REDUCTION) {
        env->initializers_read_originals |= p->udr && p->udr->orig && p->udr->orig->referenced && whole_team_runs(d->kind);
        reduction_copy(e, p, c->items.items[j].expr);
        if (p->op == RED_MUL && !p->udr) ofe_emit_complex_arith_target_ok(e, p->elem, c->items.items[j].loc, "a '*' reduction");
      }
    }
  }
  /* bound once all are made: a firstprivate copy reads the variable as it is outside */
  for (size_t i = 0; i < env->vars.len; i++) ofe_omp_bind_private(e, env->vars.items[i].var, env->vars.items[i].copy);
  env->reduction_tasks_worksharing = d->kind != OMPD_PARALLEL;
  env->reduction_tasks = ofe_omp_begin_reduction_tasks(e, d, env, env->reduction_tasks_worksharing);
}

MlirValue ofe_omp_private_copy(OfeEmit *e, OfeOmpDataEnv *env, OfeDecl *var) {
  return ofe_omp_copy(e, env, var, OMPC_PRIVATE);
}

MlirValue ofe_omp_copy(OfeEmit *e, OfeOmpDataEnv *env, OfeDecl *var, OfeOmpClauseKind kind) {
  MlirValue have = ofe_omp_find_copy(env, var);
  if (!mlirValueIsNull(have)) return have;
  OfeOmpPrivate *p = add_copy(e, env, var, kind);
  ofe_omp_bind_private(e, p->var, p->copy);
  return *p->copy;
}

/* *outer = *outer op *copy for a complex type: +, -, * as the operators compute them; && and ||
 * as 1 or 0, a value that is not zero in either part being true. */
static MlirValue combine_complex(OfeEmit *e, const OfeType *t, OfeReductionOp op, MlirValue a, MlirValue b) {
  if (op == RED_ADD || op == RED_SUB || op == RED_MUL) return ofe_emit_complex_arith(e, op == RED_MUL ? OP_MUL : OP_ADD, a, b, t);
  MlirValue za = ofe_emit_complex_is_nonzero(e, a, t), zb = ofe_emit_complex_is_nonzero(e, b, t);
  MlirValue both = ofe_mb_binop(MB, op == RED_LAND ? "llvm.and" : "llvm.or", za, zb);
  return ofe_emit_complex_from_truth(e, both, t);
}

/* *outer = *outer op *copy, for an arithmetic or complex type. */
static void combine_at(OfeEmit *e, const OfeType *t, OfeReductionOp op, MlirValue outer, MlirValue copy) {
  MlirValue a = ofe_emit_load_scalar(e, outer, t), b = ofe_emit_load_scalar(e, copy, t), r;
  if (t->kind == TY_COMPLEX) {
    ofe_emit_store_scalar(e, combine_complex(e, t, op, a, b), outer, t);
    return;
  }
  /* pointers (min and max only) compare as addresses, unsigned, as C's < does */
  bool fp = ofe_type_is_float(t), is_unsigned = ofe_type_is_unsigned(t) || t->kind == TY_PTR;
  MlirType mt = ofe_emit_type(e, t);
  switch (op) {
  case RED_ADD: case RED_SUB:
    r = ofe_mb_binop(MB, fp ? "llvm.fadd" : "llvm.add", a, b);
    /* a _Bool sum is 1 when not 0, as `x = x + y` stores it */
    if (t->kind == TY_BOOL) r = ofe_mb_cast(MB, "llvm.zext", ofe_mb_icmp(MB, ICMP_NE, r, ofe_mb_zero(MB, mt)), mt);
    break;
  case RED_MUL: r = ofe_mb_binop(MB, fp ? "llvm.fmul" : "llvm.mul", a, b); break;
  case RED_AND: r = ofe_mb_binop(MB, "llvm.and", a, b); break;
  case RED_OR: r = ofe_mb_binop(MB, "llvm.or", a, b); break;
  case RED_XOR: r = ofe_mb_binop(MB, "llvm.xor", a, b); break;
  case RED_MIN: case RED_MAX: {
    /* a stays only when it is smaller (min) or larger (max) than b: `a < b ? a : b`, as gcc-12
     * and clang-19 combine, so b wins a tie (-0.0 against 0.0) and a NaN on either side */
    int pred = op == RED_MIN ? (fp ? FCMP_OLT : is_unsigned ? ICMP_ULT : ICMP_SLT)
                                : (fp ? FCMP_OGT : is_unsigned ? ICMP_UGT : ICMP_SGT);
    MlirValue keep = fp ? ofe_mb_fcmp(MB, pred, a, b) : ofe_mb_icmp(MB, pred, a, b);
    r = ofe_mb_select(MB, keep, a, b);
    break;
  }
  case RED_LAND: case RED_LOR: {
    MlirValue za = fp ? ofe_mb_fcmp(MB, FCMP_UNE, a, ofe_mb_zero(MB, mt)) : ofe_mb_icmp(MB, ICMP_NE, a, ofe_mb_zero(MB, mt));
    MlirValue zb = fp ? ofe_mb_fcmp(MB, FCMP_UNE, b, ofe_mb_zero(MB, mt)) : ofe_mb_icmp(MB, ICMP_NE, b, ofe_mb_zero(MB, mt));
    MlirValue both = ofe_mb_binop(MB, op == RED_LAND ? "llvm.and" : "llvm.or", za, zb);
    r = fp ? ofe_mb_cast(MB, "llvm.uitofp", both, mt) : ofe_mb_cast(MB, "llvm.zext", both, mt);
    break;
  }
  default: r = a; break;
  }
  ofe_emit_store_scalar(e, r, outer, t);
}

void ofe_omp_reduce_elements(OfeEmit *e, const OfeType *elem, OfeReductionOp op, OfeOmpUdr *udr, MlirValue count,
                             MlirValue orig, MlirValue mine, bool combine) {
  OfeOmpPrivate p = {.elem = elem, .op = op, .udr = udr, .count = count, .orig = orig, .mine = mine};
  if (!mlirValueIsNull(count)) each_element(e, &p, combine);
  else if (udr && combine) ofe_omp_udr_combine(e, udr, orig, mine);
  else if (udr) ofe_omp_udr_init(e, udr, mine, orig);
  else if (combine) combine_at(e, elem, op, orig, mine);
  else ofe_emit_store_scalar(e, identity(e, elem, op), mine, elem);
}

static void combine(OfeEmit *e, const OfeOmpPrivate *p) {
  if (!mlirValueIsNull(p->count)) each_element(e, p, true);
  else if (p->udr) ofe_omp_udr_combine(e, p->udr, p->outer, *p->copy);
  else combine_at(e, p->elem, p->op, p->outer, *p->copy);
}

bool ofe_omp_any_lastprivate(const OfeOmpDataEnv *env) {
  for (size_t i = 0; i < env->vars.len; i++)
    if (env->vars.items[i].kind == OMPC_LASTPRIVATE) return true;
  return false;
}

void ofe_omp_write_back_lastprivates(OfeEmit *e, const OfeOmpDataEnv *env) {
  for (size_t i = 0; i < env->vars.len; i++)
    if (env->vars.items[i].kind == OMPC_LASTPRIVATE)
      ofe_emit_copy(e, env->vars.items[i].outer, *env->vars.items[i].copy, env->vars.items[i].var->type);
}

void ofe_omp_privates_end(OfeEmit *e, OfeOmpDataEnv *env, MlirValue last) {
  bool any_reduction = false;
  for (size_t i = 0; i < env->vars.len; i++)
    any_reduction |= env->vars.items[i].kind == OMPC_REDUCTION && !env->vars.items[i].inscan;
  if (ofe_omp_any_lastprivate(env) && !mlirValueIsNull(last)) {
    MlirBlock copy_out = ofe_mb_new_block(MB), done = ofe_mb_new_block(MB);
    ofe_mb_cond_br(MB, last, copy_out, done);
    ofe_mb_set_block(MB, copy_out);
    ofe_omp_write_back_lastprivates(e, env);
    ofe_mb_br(MB, done);
    ofe_mb_set_block(MB, done);
  }
  if (env->reduction_tasks) ofe_omp_end_reduction_tasks(e, env->reduction_tasks_worksharing);
  if (any_reduction && ofe_options_simd_only(e->ctx->opts)) {
    /* -fopenmp-simd: one thread, no runtime to lock with */
    for (size_t i = 0; i < env->vars.len; i++)
      if (env->vars.items[i].kind == OMPC_REDUCTION && !env->vars.items[i].inscan) combine(e, &env->vars.items[i]);
  } else if (any_reduction) {
    if (env->initializers_read_originals) ofe_omp_barrier(e, OFE_KMP_IDENT_BARRIER_IMPL);
    MlirValue gtid = ofe_omp_gtid(e), lock = ofe_omp_critical_lock(e, OFE_CRITICAL_REDUCTION_NAME);
    ofe_omp_call(e, OFE_RTL_CRITICAL, MB->void_, gtid, lock);
    for (size_t i = 0; i < env->vars.len; i++)
      if (env->vars.items[i].kind == OMPC_REDUCTION && !env->vars.items[i].inscan) combine(e, &env->vars.items[i]);
    ofe_omp_call(e, OFE_RTL_END_CRITICAL, MB->void_, gtid, lock);
  }
  for (size_t i = env->vars.len; i-- > 0;) {
    if (!mlirValueIsNull(env->vars.items[i].allocator)) ofe_omp_free(e, *env->vars.items[i].copy, env->vars.items[i].allocator);
    if (!mlirValueIsNull(env->vars.items[i].stack))
      ofe_mb_op(MB, "llvm.intr.stackrestore", (OfeOpSpec){.nops = 1, .ops = &env->vars.items[i].stack});
    ofe_ptrmap_put(e->kernel_vars, env->vars.items[i].var, env->vars.items[i].previous);
    ofe_ptrmap_put(e->omp_private, env->vars.items[i].var, env->vars.items[i].was_private);
  }
}

/* ---- runtime helpers --------------------------------------------------------------------------- */

MlirValue ofe_omp_gtid(OfeEmit *e) {
  if (e->fn && !mlirValueIsNull(e->fn->omp_gtid_addr)) return ofe_mb_load(MB, MB->i32, e->fn->omp_gtid_addr, 4, false);
  return ofe_rtl_global_thread_num(e);
}

MlirValue ofe_omp_allocator_handle(OfeEmit *e, const OfeExpr *allocator) {
  if (!allocator) return ofe_mb_zero(MB, MB->ptr);
  MlirValue v = ofe_emit_convert(e, ofe_emit_rvalue(e, allocator), allocator->type, e->ctx->types.ulong);
  return ofe_mb_cast(MB, "llvm.inttoptr", v, MB->ptr);
}

MlirValue ofe_omp_alloc(OfeEmit *e, MlirValue bytes, unsigned align, MlirValue allocator) {
  MlirValue gtid = ofe_omp_gtid(e);
  if (align) {
    MlirValue args[] = {gtid, ofe_mb_const_int(MB, MB->i64, align), bytes, allocator};
    MlirType types[] = {MB->i32, MB->i64, MB->i64, MB->ptr};
    return ofe_emit_call_fn(e, OFE_RTL_ALIGNED_ALLOC, MB->ptr, args, 4, types, false);
  }
  MlirValue args[] = {gtid, bytes, allocator};
  MlirType types[] = {MB->i32, MB->i64, MB->ptr};
  return ofe_emit_call_fn(e, OFE_RTL_ALLOC, MB->ptr, args, 3, types, false);
}

void ofe_omp_free(OfeEmit *e, MlirValue p, MlirValue allocator) {
  MlirValue args[] = {ofe_omp_gtid(e), p, allocator};
  MlirType types[] = {MB->i32, MB->ptr, MB->ptr};
  ofe_emit_call_fn(e, OFE_RTL_FREE, MB->void_, args, 3, types, false);
}

MlirValue ofe_omp_call(OfeEmit *e, const char *fn, MlirType ret, MlirValue gtid, MlirValue extra) {
  return ofe_omp_call_flagged(e, fn, ret, 0, gtid, extra);
}

MlirValue ofe_omp_call_flagged(OfeEmit *e, const char *fn, MlirType ret, int32_t ident_flags, MlirValue gtid, MlirValue extra) {
  MlirValue args[] = {ofe_rtl_ident_flags(e, ident_flags), gtid, extra};
  MlirType types[] = {MB->ptr, MB->i32, mlirValueIsNull(extra) ? MB->i32 : mlirValueGetType(extra)};
  return ofe_emit_call_fn(e, fn, ret, args, mlirValueIsNull(extra) ? 2 : 3, types, false);
}

/* ---- cancellation --------------------------------------------------------------------------- */

static const OfeOmpCancelTarget *cancel_target(const OfeEmit *e, OfeOmpDirKind kind) {
  for (size_t i = e->cancel_targets.len; i-- > e->cancel_base;)
    if (e->cancel_targets.items[i].kind == kind) return &e->cancel_targets.items[i];
  return NULL;
}

void ofe_omp_cancel_push(OfeEmit *e, OfeOmpDirKind kind, MlirBlock cancelled, MlirBlock end) {
  OfeOmpCancelTarget t = {kind, cancelled, end};
  ofe_vec_push(&e->ctx->arena, &e->cancel_targets, t);
}

void ofe_omp_cancel_pop(OfeEmit *e) { e->cancel_targets.len--; }

size_t ofe_omp_cancel_enter_function(OfeEmit *e) {
  size_t saved = e->cancel_base;
  e->cancel_base = e->cancel_targets.len;
  return saved;
}

void ofe_omp_cancel_leave_function(OfeEmit *e, size_t saved) { e->cancel_base = saved; }

/* if (fired != 0) goto to; */
static void leave_if(OfeEmit *e, MlirValue fired, MlirBlock to) {
  MlirBlock go_on = ofe_mb_new_block(MB);
  ofe_mb_cond_br(MB, ofe_mb_icmp(MB, ICMP_NE, fired, ofe_mb_const_int(MB, MB->i32, 0)), to, go_on);
  ofe_mb_set_block(MB, go_on);
}

void ofe_omp_barrier(OfeEmit *e, int32_t kind) {
  const OfeOmpCancelTarget *t = cancel_target(e, OMPD_PARALLEL);
  if (!t) {
    ofe_omp_call_flagged(e, OFE_RTL_BARRIER, MB->void_, kind, ofe_omp_gtid(e), (MlirValue){NULL});
    return;
  }
  leave_if(e, ofe_omp_call_flagged(e, OFE_RTL_CANCEL_BARRIER, MB->i32, kind, ofe_omp_gtid(e), (MlirValue){NULL}), t->end);
}

void ofe_omp_cancel_barrier(OfeEmit *e, int32_t kind) {
  if (cancel_target(e, OMPD_PARALLEL)) ofe_omp_barrier(e, kind);
  else ofe_omp_call_flagged(e, OFE_RTL_CANCEL_BARRIER, MB->i32, kind, ofe_omp_gtid(e), (MlirValue){NULL});
}

static int64_t cancel_kind_number(OfeOmpDirKind k) {
  switch (k) {
  case OMPD_PARALLEL: return OFE_KMP_CANCEL_PARALLEL;
  case OMPD_FOR: return OFE_KMP_CANCEL_LOOP;
  case OMPD_SECTIONS: return OFE_KMP_CANCEL_SECTIONS;
  default: return OFE_KMP_CANCEL_TASKGROUP;
  }
}

/* A cancel activates cancellation (where its if clause holds) and, like a cancellation point,
 * leaves the construct when cancellation is active; without OMP_CANCELLATION=true libomp
 * never activates it, so both then do nothing. */
void ofe_omp_emit_cancel(OfeEmit *e, const OfeOmpDirective *d) {
  const OfeOmpCancelTarget *t = cancel_target(e, d->cancel_kind);
  if (!t) return; /* sema reported it */
  MlirValue gtid = ofe_omp_gtid(e), what = ofe_mb_const_int(MB, MB->i32, cancel_kind_number(d->cancel_kind));
  const OfeOmpClause *cond = d->kind == OMPD_CANCEL ? ofe_omp_find_clause(d, OMPC_IF) : NULL;
  MlirValue fired;
  if (!cond) {
    fired = ofe_omp_call(e, d->kind == OMPD_CANCEL ? OFE_RTL_CANCEL : OFE_RTL_CANCELLATIONPOINT, MB->i32, gtid, what);
  } else {
    /* if(false): only the cancellation point */
    MlirValue slot = ofe_mb_alloca(MB, MB->i32, 4);
    MlirBlock yes = ofe_mb_new_block(MB), no = ofe_mb_new_block(MB), join = ofe_mb_new_block(MB);
    ofe_mb_cond_br(MB, ofe_emit_cond(e, cond->expr), yes, no);
    ofe_mb_set_block(MB, yes);
    ofe_mb_store(MB, ofe_omp_call(e, OFE_RTL_CANCEL, MB->i32, gtid, what), slot, 4, false);
    ofe_mb_br(MB, join);
    ofe_mb_set_block(MB, no);
    ofe_mb_store(MB, ofe_omp_call(e, OFE_RTL_CANCELLATIONPOINT, MB->i32, gtid, what), slot, 4, false);
    ofe_mb_br(MB, join);
    ofe_mb_set_block(MB, join);
    fired = ofe_mb_load(MB, MB->i32, slot, 4, false);
  }
  leave_if(e, fired, t->cancelled);
}

void ofe_omp_bracketed(OfeEmit *e, const char *begin, const OfeStmt *body, const char *end) {
  ofe_omp_call(e, begin, MB->void_, ofe_omp_gtid(e), (MlirValue){NULL});
  ofe_emit_stmt(e, body);
  ofe_omp_call(e, end, MB->void_, ofe_omp_gtid(e), (MlirValue){NULL});
}

MlirValue ofe_omp_critical_lock(OfeEmit *e, const char *name) {
  const char *sym = ofe_arena_printf(&e->ctx->arena, OFE_CRITICAL_LOCK_FORMAT, name);
  if (!ofe_strmap_get(&e->symbols, sym, strlen(sym))) {
    MlirType t = ofe_mb_array(MB, MB->i32, OFE_KMP_CRITICAL_LOCK_WORDS);
    MlirOperation g = ofe_mb_global(MB, sym, t, "common", false, 8, (MlirAttribute){NULL}, true);
    ofe_strmap_put(&e->symbols, sym, strlen(sym), g.ptr);
    MlirBlock saved = MB->block;
    ofe_mb_set_block(MB, mlirRegionGetFirstBlock(mlirOperationGetRegion(g, 0)));
    ofe_mb_return(MB, ofe_mb_zero(MB, t));
    ofe_mb_set_block(MB, saved);
  }
  return ofe_mb_addressof(MB, sym);
}

/* ---- microtasks ---------------------------------------------------------------------------------- */

typedef OfeOmpPassed Passed;

bool ofe_omp_bound_here(OfeEmit *e, const OfeDecl *v) { return e->kernel_vars && ofe_ptrmap_get(e->kernel_vars, v->canonical); }

static void pass(OfeEmit *e, Passed *p, OfeDecl *v) {
  for (size_t i = 0; i < p->vars.len; i++)
    if (p->vars.items[i] == v) return;
  ofe_vec_push(&e->ctx->arena, &p->vars, v);
  ofe_vec_push(&e->ctx->arena, &p->addrs, ofe_emit_var_addr(e, v));
}

void ofe_omp_passed_vars(OfeEmit *e, const OfeOmpDirective *d, Passed *p) {
  *p = (Passed){0};
  for (size_t i = 0; i < d->uses.len; i++) {
    OfeDecl *v = d->uses.items[i]->canonical;
    if (v->is_global && !ofe_omp_bound_here(e, v)) continue;
    for (const OfeType *t = v->type; t; t = t->kind == TY_ARRAY || t->kind == TY_PTR ? t->base : NULL)
      if (t->kind == TY_ARRAY && t->vla_len && t->vla_var) pass(e, p, t->vla_var);
    pass(e, p, v);
  }
}

/* copyin: each thread's copy of these threadprivate variables starts as the encountering
 * thread's (whose addresses come after the others), then the team waits for all copies. */
static void copy_in(OfeEmit *e, const OfeOmpDirective *d, MlirBlock entry, intptr_t first_arg) {
  intptr_t k = first_arg;
  bool any = false;
  for (size_t i = 0; i < d->clauses.len; i++) {
    const OfeOmpClause *c = d->clauses.items[i];
    if (c->kind != OMPC_COPYIN) continue;
    for (size_t j = 0; j < c->items.len; j++, k++) {
      OfeDecl *v = c->items.items[j].var->canonical;
      MlirValue mine = ofe_emit_var_addr(e, v), master = mlirBlockGetArgument(entry, k);
      MlirBlock copy = ofe_mb_new_block(MB), next = ofe_mb_new_block(MB);
      MlirValue a = ofe_mb_cast(MB, "llvm.ptrtoint", mine, MB->i64), b = ofe_mb_cast(MB, "llvm.ptrtoint", master, MB->i64);
      ofe_mb_cond_br(MB, ofe_mb_icmp(MB, ICMP_NE, a, b), copy, next);
      ofe_mb_set_block(MB, copy);
      ofe_emit_copy(e, mine, master, v->type);
      ofe_mb_br(MB, next);
      ofe_mb_set_block(MB, next);
      any = true;
    }
  }
  if (any) ofe_omp_barrier(e, OFE_KMP_IDENT_BARRIER_IMPL);
}

/* The encountering thread's addresses of the copyin variables, after the passed ones. */
static void pass_copyin(OfeEmit *e, const OfeOmpDirective *d, Passed *p) {
  for (size_t i = 0; i < d->clauses.len; i++) {
    const OfeOmpClause *c = d->clauses.items[i];
    if (c->kind != OMPC_COPYIN) continue;
    for (size_t j = 0; j < c->items.len; j++) {
      ofe_vec_push(&e->ctx->arena, &p->copyin, c->items.items[j].var->canonical);
      ofe_vec_push(&e->ctx->arena, &p->addrs, ofe_emit_var_addr(e, c->items.items[j].var->canonical));
    }
  }
}

/* Emits `void name(ptr gtid, ptr bound_tid, ptr var...)` running d's body with d's data
 * environment. One also called directly (a serialized parallel region) is noinline, as clang-19
 * makes it: LLVM's OpenMPOpt merges the calls of ICV getters such as omp_get_level() within a
 * function, right only while every parallel region's body is a function of its own. */
static const char *outline(OfeEmit *e, const OfeOmpDirective *d, const Passed *p, bool called_directly) {
  const char *parent = d->parent ? d->parent->name : "omp";
  const char *name = ofe_arena_printf(&e->ctx->arena, "%s.omp_outlined.%u", parent, e->microtask_count++);
  ofe_facts_note_function(&e->ctx->facts, name, d->loc);
  intptr_t np = (intptr_t)(p->vars.len + p->copyin.len) + 2;
  MlirType *params = ofe_arena_alloc(&e->ctx->arena, (size_t)np * sizeof *params);
  for (intptr_t i = 0; i < np; i++) params[i] = MB->ptr;
  OfeEmitSaved saved;
  ofe_emit_save(e, &saved);
  ofe_mb_set_loc(MB, ofe_debug_function_loc(e, name, d->loc, true));
  MlirOperation fn = ofe_mb_func(MB, name, ofe_mb_func_type(MB, MB->void_, params, np, false), "internal", 0, NULL);
  if (called_directly)
    mlirOperationSetInherentAttributeByName(fn, mlirStringRefCreateFromCString("passthrough"),
                                            mlirArrayAttrGet(e->mctx, 1, (MlirAttribute[]){ofe_mb_str_attr(MB, "noinline")}));
  ofe_emit_set_loc(e, d->loc);
  MlirBlock entry = ofe_mb_func_begin_body(MB, fn, np, params);
  OfeFuncEmit *f = ofe_arena_alloc(&e->ctx->arena, sizeof *f);
  f->decl = d->parent;
  f->is_kernel = saved.fn && saved.fn->is_kernel;
  f->subprogram = ofe_debug_subprogram(e, name);
  f->omp_gtid_addr = mlirBlockGetArgument(entry, 0);
  e->fn = f;
  e->kernel_vars = new_map(e);
  e->omp_private = new_map(e); /* what it receives is shared; its own locals are private */
  for (size_t i = 0; i < p->vars.len; i++) {
    MlirValue *slot = ofe_arena_alloc(&e->ctx->arena, sizeof *slot);
    *slot = mlirBlockGetArgument(entry, (intptr_t)i + 2);
    ofe_omp_bind_shared(e, p->vars.items[i], slot);
  }
  f->ret_block = ofe_mb_new_block(MB);
  MlirBlock body = ofe_mb_new_block(MB);
  ofe_mb_br(MB, body);
  ofe_mb_set_block(MB, body);
  copy_in(e, d, entry, (intptr_t)p->vars.len + 2);
  OfeOmpDataEnv env = {0};
  ofe_omp_privatize(e, d, &env);
  size_t cancel_saved = ofe_omp_cancel_enter_function(e);
  /* a region a cancel can end: a thread that cancels (or sees the cancellation at a cancellation
   * point) meets the others at a cancel barrier, then all leave through `end` */
  MlirBlock cancelled = {NULL}, end = {NULL};
  if (d->has_cancel) {
    cancelled = ofe_mb_new_block(MB);
    end = ofe_mb_new_block(MB);
    ofe_omp_cancel_push(e, OMPD_PARALLEL, cancelled, end);
  }
  ofe_omp_lower_extension_clauses(e, d);
  ofe_emit_stmt(e, d->body);
  if (d->has_cancel) {
    if (!ofe_mb_block_terminated(MB->block)) ofe_mb_br(MB, end);
    ofe_mb_set_block(MB, cancelled);
    ofe_omp_call(e, OFE_RTL_CANCEL_BARRIER, MB->i32, ofe_omp_gtid(e), (MlirValue){NULL});
    ofe_mb_br(MB, end);
    ofe_mb_set_block(MB, end);
    ofe_omp_cancel_pop(e);
  }
  ofe_omp_cancel_leave_function(e, cancel_saved);
  if (!ofe_mb_block_terminated(MB->block)) {
    ofe_omp_privates_end(e, &env, (MlirValue){NULL});
    ofe_mb_br(MB, f->ret_block);
  }
  ofe_mb_set_block(MB, f->ret_block);
  ofe_mb_return(MB, (MlirValue){NULL});
  ofe_emit_finish_blocks(e);
  ofe_emit_restore(e, &saved);
  return name;
}

/* __kmpc_fork_call / __kmpc_fork_teams(ident, n, microtask, addresses...) */
static void fork(OfeEmit *e, const char *rtl, const char *microtask, const Passed *p) {
  size_t n = p->addrs.len;
  MlirValue args[n + 3];
  args[0] = ofe_rtl_ident(e);
  args[1] = ofe_mb_const_int(MB, MB->i32, (int64_t)n);
  args[2] = ofe_mb_addressof(MB, microtask);
  for (size_t i = 0; i < n; i++) args[i + 3] = p->addrs.items[i];
  MlirType fixed[] = {MB->ptr, MB->i32, MB->ptr};
  ofe_emit_call_varargs(e, rtl, MB->void_, fixed, 3, args, (intptr_t)n + 3);
}

static MlirValue clause_i32(OfeEmit *e, const OfeOmpDirective *d, OfeOmpClauseKind k, int64_t absent) {
  const OfeOmpClause *c = ofe_omp_find_clause(d, k);
  return c ? ofe_emit_rvalue(e, c->expr) : ofe_mb_const_int(MB, MB->i32, absent);
}

/* libomp's kmp_proc_bind_t for a proc_bind kind */
static int64_t proc_bind_number(OfeProcBind b) {
  switch (b) {
  case PB_PRIMARY: case PB_MASTER: return OFE_KMP_PROC_BIND_PRIMARY;
  case PB_CLOSE: return OFE_KMP_PROC_BIND_CLOSE;
  case PB_SPREAD: return OFE_KMP_PROC_BIND_SPREAD;
  }
  return OFE_KMP_PROC_BIND_PRIMARY;
}

void ofe_omp_emit_parallel(OfeEmit *e, const OfeOmpDirective *d) {
  const OfeOmpClause *if_c = ofe_omp_find_clause(d, OMPC_IF), *threads_c = ofe_omp_find_clause(d, OMPC_NUM_THREADS);
  const OfeOmpClause *bind_c = ofe_omp_find_clause(d, OMPC_PROC_BIND);
  MlirValue cond = if_c ? ofe_emit_cond(e, if_c->expr) : (MlirValue){NULL};
  MlirValue threads = threads_c ? ofe_emit_rvalue(e, threads_c->expr) : (MlirValue){NULL};
  Passed p;
  ofe_omp_passed_vars(e, d, &p);
  pass_copyin(e, d, &p);
  const char *microtask = outline(e, d, &p, if_c != NULL);
  MlirValue gtid = ofe_omp_gtid(e);
  MlirBlock parallel = ofe_mb_new_block(MB), done = ofe_mb_new_block(MB);
  MlirBlock serial = if_c ? ofe_mb_new_block(MB) : (MlirBlock){NULL};
  if (if_c) ofe_mb_cond_br(MB, cond, parallel, serial);
  else ofe_mb_br(MB, parallel);
  ofe_mb_set_block(MB, parallel);
  if (threads_c) ofe_omp_call(e, OFE_RTL_PUSH_NUM_THREADS, MB->void_, gtid, threads);
  if (bind_c)
    ofe_omp_call(e, OFE_RTL_PUSH_PROC_BIND, MB->void_, gtid,
                 ofe_mb_const_int(MB, MB->i32, proc_bind_number((OfeProcBind)bind_c->modifier)));
  fork(e, OFE_RTL_FORK_CALL, microtask, &p);
  ofe_mb_br(MB, done);
  if (if_c) {
    /* if(false): the encountering thread runs the microtask (noinline, see outline) as a team of one */
    ofe_mb_set_block(MB, serial);
    MlirValue ser_args[] = {ofe_rtl_ident(e), gtid};
    MlirType ser_types[] = {MB->ptr, MB->i32};
    ofe_emit_call_fn(e, OFE_RTL_SERIALIZED_PARALLEL, MB->void_, ser_args, 2, ser_types, false);
    MlirValue gtid_slot = ofe_mb_alloca(MB, MB->i32, 4), zero_slot = ofe_mb_alloca(MB, MB->i32, 4);
    ofe_mb_store(MB, gtid, gtid_slot, 4, false);
    ofe_mb_store(MB, ofe_mb_const_int(MB, MB->i32, 0), zero_slot, 4, false);
    size_t n = p.addrs.len;
    MlirValue args[n + 2];
    MlirType types[n + 2];
    args[0] = gtid_slot;
    args[1] = zero_slot;
    for (size_t i = 0; i < n; i++) args[i + 2] = p.addrs.items[i];
    for (size_t i = 0; i < n + 2; i++) types[i] = MB->ptr;
    ofe_mb_call(MB, microtask, ofe_mb_func_type(MB, MB->void_, types, (intptr_t)n + 2, false), args, (intptr_t)n + 2);
    ofe_emit_call_fn(e, OFE_RTL_END_SERIALIZED_PARALLEL, MB->void_, ser_args, 2, ser_types, false);
    ofe_mb_br(MB, done);
  }
  ofe_mb_set_block(MB, done);
}

void ofe_omp_emit_teams(OfeEmit *e, const OfeOmpDirective *d) {
  bool push = ofe_omp_find_clause(d, OMPC_NUM_TEAMS) || ofe_omp_find_clause(d, OMPC_THREAD_LIMIT);
  MlirValue teams = clause_i32(e, d, OMPC_NUM_TEAMS, 0), limit = clause_i32(e, d, OMPC_THREAD_LIMIT, 0);
  /* distribute's chunk and its parallel for's, read here with the original variables */
  for (const OfeOmpDirective *loop = d->inner; loop; loop = loop->inner) {
    OfeDecl *chunk = loop->chunk_before_teams;
    if (!chunk) continue;
    const OfeOmpClause *sched = ofe_omp_find_clause(loop, loop->kind == OMPD_DISTRIBUTE ? OMPC_DIST_SCHEDULE : OMPC_SCHEDULE);
    ofe_emit_store_scalar(e, ofe_emit_rvalue(e, sched->expr), ofe_emit_var_addr(e, chunk), chunk->type);
  }
  Passed p;
  ofe_omp_passed_vars(e, d, &p);
  const char *microtask = outline(e, d, &p, false);
  if (push) {
    MlirValue args[] = {ofe_rtl_ident(e), ofe_omp_gtid(e), teams, limit};
    MlirType types[] = {MB->ptr, MB->i32, MB->i32, MB->i32};
    ofe_emit_call_fn(e, OFE_RTL_PUSH_NUM_TEAMS, MB->void_, args, 4, types, false);
  }
  fork(e, OFE_RTL_FORK_TEAMS, microtask, &p);
}
