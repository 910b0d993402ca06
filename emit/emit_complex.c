/* emit_complex: C99 complex values and GNU complex integers. A complex rvalue is an MLIR
 * struct of its two parts (clang's { T, T }); arithmetic follows GCC without -ffast-math: a
 * real operand stays real (z * 2.0 scales both parts), complex * complex is (ac - bd, ad + bc)
 * with libgcc's __mul?c3 when both parts are NaN (GCC -O2's code; -O0 calls __mul?c3 always,
 * with the same results), complex / complex calls __div?c3, and real / complex is __div?c3
 * with a zero imaginary part (GPUs have no libgcc: their device code calls ompfe's own, see
 * offload-info/device_complex.h). Complex integers use the same formulas in integer arithmetic
 * (wrapping, division truncated toward zero), and divide as GCC and clang-19 do:
 * ((ac + bd) / (cc + dd), (bc - ad) / (cc + dd)). */
#include <string.h>

#include "emit/emit.h"

#define MB (&e->mb)

static MlirValue part(OfeEmit *e, MlirValue z, const OfeType *ct, int k) {
  return ofe_mb_extractvalue(MB, z, ofe_emit_type(e, ct->base), k);
}

static MlirValue make(OfeEmit *e, const OfeType *ct, MlirValue re, MlirValue im) {
  MlirValue z = ofe_mb_undef(MB, ofe_emit_type(e, ct));
  z = ofe_mb_insertvalue(MB, z, re, 0);
  return ofe_mb_insertvalue(MB, z, im, 1);
}

MlirType ofe_emit_complex_type(OfeEmit *e, const OfeType *ct) {
  MlirType elem = ofe_emit_type(e, ct->base), parts[2] = {elem, elem};
  return mlirLLVMStructTypeLiteralGet(e->mctx, 2, parts, false);
}

MlirValue ofe_emit_spill(OfeEmit *e, MlirValue z, const OfeType *ct) {
  MlirValue tmp = ofe_emit_temp(e, ct);
  ofe_mb_store(MB, z, tmp, ofe_alignof(ct), false);
  return tmp;
}

/* The element arithmetic: floating or integer. */
static bool int_parts(const OfeType *ct) { return ofe_type_is_integer(ct->base); }

static MlirValue zero_part(OfeEmit *e, const OfeType *ct) {
  MlirType et = ofe_emit_type(e, ct->base);
  return int_parts(ct) ? ofe_mb_const_int(MB, et, 0) : ofe_mb_const_float(MB, et, 0);
}

/* op: '+', '-', '*' or '/' on two parts */
static MlirValue part_op(OfeEmit *e, const OfeType *ct, char op, MlirValue x, MlirValue y) {
  bool i = int_parts(ct);
  const char *name = op == '+' ? (i ? "llvm.add" : "llvm.fadd")
                     : op == '-' ? (i ? "llvm.sub" : "llvm.fsub")
                     : op == '*' ? (i ? "llvm.mul" : "llvm.fmul")
                                 : (!i ? "llvm.fdiv" : ofe_type_is_unsigned(ct->base) ? "llvm.udiv" : "llvm.sdiv");
  return ofe_mb_binop(MB, name, x, y);
}

static MlirValue part_neg(OfeEmit *e, const OfeType *ct, MlirValue x) {
  return int_parts(ct) ? ofe_mb_binop(MB, "llvm.sub", zero_part(e, ct), x) : ofe_mb_unop(MB, "llvm.fneg", x);
}

/* x == y (x != y when !eq); a NaN part is unequal */
static MlirValue part_eq(OfeEmit *e, const OfeType *ct, bool eq, MlirValue x, MlirValue y) {
  if (int_parts(ct)) return ofe_mb_icmp(MB, eq ? ICMP_EQ : ICMP_NE, x, y);
  return ofe_mb_fcmp(MB, eq ? FCMP_OEQ : FCMP_UNE, x, y);
}

MlirValue ofe_emit_complex_is_nonzero(OfeEmit *e, MlirValue z, const OfeType *ct) {
  MlirValue zero = zero_part(e, ct);
  MlirValue re = part_eq(e, ct, false, part(e, z, ct, 0), zero), im = part_eq(e, ct, false, part(e, z, ct, 1), zero);
  return ofe_mb_binop(MB, "llvm.or", re, im);
}

MlirValue ofe_emit_complex_convert(OfeEmit *e, MlirValue v, const OfeType *from, const OfeType *to) {
  if (to->kind == TY_COMPLEX && from->kind == TY_COMPLEX) {
    if (to->base == from->base) return v;
    return make(e, to, ofe_emit_convert(e, part(e, v, from, 0), from->base, to->base),
                ofe_emit_convert(e, part(e, v, from, 1), from->base, to->base));
  }
  if (to->kind == TY_COMPLEX) /* a real value: the imaginary part is zero */
    return make(e, to, ofe_emit_convert(e, v, from, to->base), zero_part(e, to));
  if (to->kind == TY_BOOL) return ofe_mb_cast(MB, "llvm.zext", ofe_emit_complex_is_nonzero(e, v, from), MB->i8);
  return ofe_emit_convert(e, part(e, v, from, 0), from->base, to); /* the real part */
}

MlirValue ofe_emit_complex_neg(OfeEmit *e, MlirValue z, const OfeType *ct, bool conj_only) {
  MlirValue re = part(e, z, ct, 0), im = part_neg(e, ct, part(e, z, ct, 1));
  return make(e, ct, conj_only ? re : part_neg(e, ct, re), im);
}

/* Code that stays in a device image: a kernel or a declare target function (a function a
 * target region reaches otherwise is only known after emission; its libgcc calls then fail
 * the device link). Host functions are emitted in a device compile too, then filtered. */
static bool in_device_code(OfeEmit *e, const OfeDecl *fn) {
  if (!e->device || strncmp(e->ctx->opts->triple, "x86_64", 6) == 0) return false;
  if (e->fn && e->fn->is_kernel) return true;
  return fn && fn->dt.device_type != DT_NONE && fn->dt.device_type != DT_HOST;
}

bool ofe_emit_complex_target_ok(OfeEmit *e, const OfeType *t, OfeLoc loc, const char *what) {
  while (t->kind == TY_ARRAY) t = t->base;
  if (t->kind != TY_COMPLEX || !in_device_code(e, e->fn ? e->fn->decl : NULL)) return true;
  ofe_error(&e->ctx->diag, loc, "%s of complex type in code for %s is not supported by ompfe", what, e->ctx->opts->triple);
  return false;
}

/* no GPU computes long double */
bool ofe_emit_complex_arith_target_ok(OfeEmit *e, const OfeType *t, OfeLoc loc, const char *what) {
  while (t->kind == TY_ARRAY) t = t->base;
  return t->kind != TY_COMPLEX || t->base->unqual->kind != TY_LDOUBLE || ofe_emit_complex_target_ok(e, t, loc, what);
}

MlirValue ofe_emit_complex_step(OfeEmit *e, MlirValue z, const OfeType *ct, bool inc) {
  MlirType et = ofe_emit_type(e, ct->base);
  MlirValue one = int_parts(ct) ? ofe_mb_const_int(MB, et, 1) : ofe_mb_const_float(MB, et, 1);
  return ofe_mb_insertvalue(MB, z, part_op(e, ct, inc ? '+' : '-', part(e, z, ct, 0), one), 0);
}

MlirValue ofe_emit_complex_from_truth(OfeEmit *e, MlirValue bit, const OfeType *ct) {
  MlirType et = ofe_emit_type(e, ct->base);
  return make(e, ct, ofe_mb_cast(MB, int_parts(ct) ? "llvm.zext" : "llvm.uitofp", bit, et), zero_part(e, ct));
}

/* libgcc's __mulsc3 ... __divxc3: (a, b, c, d) of the element type, returning the complex. */
static MlirValue libgcc_call(OfeEmit *e, const char *op, const OfeType *ct, MlirValue a, MlirValue b, MlirValue c,
                             MlirValue d) {
  const OfeType *el = ct->base;
  char mode = el->kind == TY_FLOAT ? 's' : el->kind == TY_DOUBLE ? 'd' : 'x';
  const char *name = ofe_arena_printf(&e->ctx->arena, "__%s%cc3", op, mode);
  MlirType et = ofe_emit_type(e, el), types[4] = {et, et, et, et};
  MlirValue args[4] = {a, b, c, d};
  if (mode != 's') return ofe_emit_call_fn(e, name, ofe_emit_type(e, ct), args, 4, types, false);
  /* a complex float comes back in one SSE register: as a double's bits */
  MlirValue r = ofe_emit_call_fn(e, name, MB->f64, args, 4, types, false);
  MlirValue tmp = ofe_emit_temp(e, ct);
  ofe_mb_store(MB, r, tmp, 8, false);
  return ofe_mb_load(MB, ofe_emit_type(e, ct), tmp, 8, false);
}

/* (a + bi)(c + di) as gcc -O2 computes it: (ac - bd, ad + bc) inline, and __mul?c3 (which
 * computes the same, then recovers infinities) only when both parts are NaN. */
static MlirValue complex_mul(OfeEmit *e, const OfeType *ct, MlirValue a, MlirValue b, MlirValue c, MlirValue d) {
  MlirValue x = part_op(e, ct, '-', part_op(e, ct, '*', a, c), part_op(e, ct, '*', b, d));
  MlirValue y = part_op(e, ct, '+', part_op(e, ct, '*', a, d), part_op(e, ct, '*', b, c));
  if (int_parts(ct)) return make(e, ct, x, y);
  MlirType t = ofe_emit_type(e, ct);
  MlirValue slot = ofe_mb_alloca(MB, t, ofe_alignof(ct));
  ofe_mb_store(MB, make(e, ct, x, y), slot, ofe_alignof(ct), false);
  MlirValue both_nan = ofe_mb_binop(MB, "llvm.and", ofe_mb_fcmp(MB, FCMP_UNO, x, x), ofe_mb_fcmp(MB, FCMP_UNO, y, y));
  MlirBlock recover = ofe_mb_new_block(MB), done = ofe_mb_new_block(MB);
  ofe_mb_cond_br(MB, both_nan, recover, done);
  ofe_mb_set_block(MB, recover);
  ofe_mb_store(MB, libgcc_call(e, "mul", ct, a, b, c, d), slot, ofe_alignof(ct), false);
  ofe_mb_br(MB, done);
  ofe_mb_set_block(MB, done);
  return ofe_mb_load(MB, t, slot, ofe_alignof(ct), false);
}

MlirValue ofe_emit_complex_arith(OfeEmit *e, OfeBinOp op, MlirValue x, MlirValue y, const OfeType *ct) {
  MlirValue a = part(e, x, ct, 0), b = part(e, x, ct, 1), c = part(e, y, ct, 0), d = part(e, y, ct, 1);
  if (op == OP_MUL) return complex_mul(e, ct, a, b, c, d);
  char f = op == OP_ADD ? '+' : '-';
  return make(e, ct, part_op(e, ct, f, a, c), part_op(e, ct, f, b, d));
}

/* (a + bi) / (c + di) in integers: ((ac + bd) / (cc + dd), (bc - ad) / (cc + dd)) */
static MlirValue complex_int_div(OfeEmit *e, const OfeType *ct, MlirValue a, MlirValue b, MlirValue c, MlirValue d) {
  MlirValue den = part_op(e, ct, '+', part_op(e, ct, '*', c, c), part_op(e, ct, '*', d, d));
  MlirValue re = part_op(e, ct, '+', part_op(e, ct, '*', a, c), part_op(e, ct, '*', b, d));
  MlirValue im = part_op(e, ct, '-', part_op(e, ct, '*', b, c), part_op(e, ct, '*', a, d));
  return make(e, ct, part_op(e, ct, '/', re, den), part_op(e, ct, '/', im, den));
}

MlirValue ofe_emit_complex_binary(OfeEmit *e, OfeBinOp op, MlirValue x, const OfeType *xt, MlirValue y, const OfeType *yt,
                                  OfeLoc loc) {
  xt = xt->unqual;
  yt = yt->unqual;
  bool xc = xt->kind == TY_COMPLEX, yc = yt->kind == TY_COMPLEX;
  const OfeType *ct = xc ? xt : yt;
  MlirValue zero = zero_part(e, ct);
  MlirValue a = xc ? part(e, x, xt, 0) : x, b = xc ? part(e, x, xt, 1) : (MlirValue){NULL};
  MlirValue c = yc ? part(e, y, yt, 0) : y, d = yc ? part(e, y, yt, 1) : (MlirValue){NULL};
  switch (op) {
  case OP_ADD: case OP_SUB: {
    if (xc && yc) return ofe_emit_complex_arith(e, op, x, y, ct);
    MlirValue re = part_op(e, ct, op == OP_ADD ? '+' : '-', a, c), im;
    if (xc) im = b;
    else im = op == OP_ADD ? d : part_neg(e, ct, d);
    return make(e, ct, re, im);
  }
  case OP_MUL:
    if (xc && yc && !ofe_emit_complex_arith_target_ok(e, ct, loc, "a multiplication")) return ofe_mb_undef(MB, ofe_emit_type(e, ct));
    if (xc && yc) return complex_mul(e, ct, a, b, c, d);
    if (xc) return make(e, ct, part_op(e, ct, '*', a, c), part_op(e, ct, '*', b, c));
    return make(e, ct, part_op(e, ct, '*', a, c), part_op(e, ct, '*', a, d));
  case OP_DIV:
    if (!yc) return make(e, ct, part_op(e, ct, '/', a, c), part_op(e, ct, '/', b, c));
    if (!ofe_emit_complex_arith_target_ok(e, ct, loc, "a division")) return ofe_mb_undef(MB, ofe_emit_type(e, ct));
    if (int_parts(ct)) return complex_int_div(e, ct, a, xc ? b : zero, c, d);
    return libgcc_call(e, "div", ct, a, xc ? b : zero, c, d);
  case OP_EQ: case OP_NE: {
    bool eq = op == OP_EQ;
    MlirValue re = part_eq(e, ct, eq, a, c);
    MlirValue im = part_eq(e, ct, eq, xc ? b : zero, yc ? d : zero);
    return ofe_mb_binop(MB, eq ? "llvm.and" : "llvm.or", re, im);
  }
  default: return ofe_mb_undef(MB, ofe_emit_type(e, ct)); /* sema allows no other */
  }
}
