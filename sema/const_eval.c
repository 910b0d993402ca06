/* const_eval: a small interpreter over checked expressions. Integer arithmetic is done in 128
 * bits and wraps to the expression's type exactly as the emitted code would. */
#include "sema/const_eval.h"

#include <math.h>
#include <string.h>


static OfeWide low_mask(unsigned bits) { return bits >= 128 ? ~(OfeWide)0 : ((OfeWide)1 << bits) - 1; }

OfeWide ofe_const_wrap(const OfeType *t, OfeWide v) {
  if (t->kind == TY_BOOL) return v != 0;
  unsigned bits = ofe_type_bits(t);
  if (bits >= 128) return v;
  OfeWide mask = low_mask(bits);
  v &= mask;
  if (!ofe_type_is_unsigned(t) && (v >> (bits - 1)) & 1) v |= ~mask;
  return v;
}

OfeWide ofe_const_order_key(const OfeType *t, OfeWide v) {
  return ofe_type_is_unsigned(t) ? v : v ^ (OfeWide)1 << 127;
}

OfeWide ofe_const_from_float(const OfeType *t, long double v, bool *exact, bool *in_range) {
  *in_range = true;
  if (t->kind == TY_BOOL) {
    *exact = v == 0 || v == 1;
    return v != 0;
  }
  unsigned bits = ofe_type_bits(t);
  bool u = ofe_type_is_unsigned(t);
  long double whole = truncl(v), lo = u ? 0 : -ldexpl(1, (int)bits - 1), hi = ldexpl(1, (int)bits - !u);
  *exact = whole == v;
  if (isnan(v)) {
    *exact = *in_range = false;
    return 0;
  }
  if (whole < lo || whole >= hi) {
    *exact = *in_range = false;
    OfeWide max = low_mask(bits);
    return ofe_const_wrap(t, u ? (whole < lo ? 0 : max) : whole < lo ? (OfeWide)1 << (bits - 1) : max >> 1);
  }
  return ofe_const_wrap(t, u ? (OfeWide)whole : (OfeWide)(__int128)whole);
}

static bool as_int(const OfeConst *c, OfeWide *out) {
  if (c->kind != CONST_INT) return false;
  *out = c->i;
  return true;
}

/* v rounded to real floating type t */
static long double round_to(const OfeType *t, long double v) {
  return t->kind == TY_FLOAT16 ? (long double)(_Float16)v : t->kind == TY_FLOAT ? (long double)(float)v : t->kind == TY_DOUBLE ? (long double)(double)v : v;
}

/* A __float128 value as the long double the folding holds it in; false when that would round
 * it (the expression is then left to run time rather than folded at less precision). */
static bool quad_fits(__float128 q, long double *out) {
  *out = (long double)q;
  return (__float128)*out == q || q != q;
}

/* Real constant c, of type from, converted to floating type t and rounded once, as the
 * conversion at run time rounds (an __int128 goes straight to float, not through long double);
 * false as quad_fits. */
static bool convert_real(const OfeConst *c, const OfeType *from, const OfeType *t, long double *out) {
  if (c->kind == CONST_FLOAT) {
    *out = round_to(t, c->f); /* c->f holds its type's value exactly: one rounding */
    return true;
  }
  bool u = ofe_type_is_unsigned(from);
  OfeWide i = c->i;
  switch (t->kind) {
  case TY_FLOAT16: *out = u ? (_Float16)i : (_Float16)(__int128)i; return true;
  case TY_FLOAT: *out = u ? (float)i : (float)(__int128)i; return true;
  case TY_DOUBLE: *out = u ? (double)i : (double)(__int128)i; return true;
  case TY_FLOAT128: return quad_fits(u ? (__float128)i : (__float128)(__int128)i, out);
  default: *out = u ? (long double)i : (long double)(__int128)i; return true;
  }
}

/* x op y computed in floating type t, as the emitted code computes it (no double rounding);
 * false as quad_fits. */
static bool float_op(const OfeType *t, OfeBinOp op, long double x, long double y, long double *out) {
#define FLOAT_OP(T) \
  switch (op) { \
  case OP_ADD: r = (T)x + (T)y; break; \
  case OP_SUB: r = (T)x - (T)y; break; \
  case OP_MUL: r = (T)x * (T)y; break; \
  default: r = (T)x / (T)y; break; \
  }
  if (t->kind == TY_FLOAT128) {
    __float128 r;
    FLOAT_OP(__float128)
    return quad_fits(r, out);
  }
  long double r;
  if (t->kind == TY_FLOAT16) FLOAT_OP(_Float16)
  else if (t->kind == TY_FLOAT) FLOAT_OP(float)
  else if (t->kind == TY_DOUBLE) FLOAT_OP(double)
  else FLOAT_OP(long double)
#undef FLOAT_OP
  *out = round_to(t, r);
  return true;
}

/* A real constant operand as a value of floating type t. */
static bool real_value(OfeCtx *ctx, const OfeExpr *e, const OfeType *t, long double *v) {
  OfeConst c;
  return ofe_const_eval(ctx, e, &c) && (c.kind == CONST_INT || c.kind == CONST_FLOAT) && convert_real(&c, e->type, t, v);
}

/* A real constant operand as an integer of its type (a floating one truncated, when its whole
 * part fits). */
static bool int_value(OfeCtx *ctx, const OfeExpr *e, const OfeType *to, OfeWide *v) {
  OfeConst c;
  if (!ofe_const_eval(ctx, e, &c)) return false;
  if (c.kind == CONST_INT) {
    *v = ofe_const_wrap(to, c.i);
    return true;
  }
  bool exact, in_range;
  if (c.kind != CONST_FLOAT) return false;
  *v = ofe_const_from_float(to, c.f, &exact, &in_range);
  return in_range;
}

/* Whether v is integer part w exactly (the conversion back is checked in range first). */
static bool exact_part(long double v, OfeWide w, bool u) {
  if (u) return v < 0x1p128L && (OfeWide)v == w;
  return v < 0x1p127L && v >= -0x1p127L && (__int128)v == (__int128)w;
}

bool ofe_const_eval_complex_int(OfeCtx *ctx, const OfeExpr *e, OfeWide *re, OfeWide *im) {
  const OfeType *t = e->type->unqual;
  if (t->kind != TY_COMPLEX || !ofe_type_is_integer(t->base) || e->not_constant ||
      ofe_stack_exhausted(&ctx->stack, &ctx->diag, e->loc))
    return false;
  const OfeType *el = t->base;
  switch (e->kind) {
  case E_BUILTIN:
    if (e->builtin->id == BI_COMPLEX)
      return int_value(ctx, e->builtin->args.items[0], el, re) && int_value(ctx, e->builtin->args.items[1], el, im);
    if (e->builtin->id != BI_CONJ || !ofe_const_eval_complex_int(ctx, e->builtin->args.items[0], re, im)) return false;
    *im = ofe_const_wrap(el, -*im);
    return true;
  case E_CAST: {
    const OfeExpr *op = e->cast.operand;
    const OfeType *from = op->type->unqual;
    if (from->kind == TY_COMPLEX && ofe_type_is_integer(from->base)) {
      if (!ofe_const_eval_complex_int(ctx, op, re, im)) return false;
      *re = ofe_const_wrap(el, *re);
      *im = ofe_const_wrap(el, *im);
      return true;
    }
    if (from->kind == TY_COMPLEX) { /* floating parts, truncated */
      long double fr, fi;
      bool exact, re_in, im_in;
      if (!ofe_const_eval_complex(ctx, op, &fr, &fi)) return false;
      *re = ofe_const_from_float(el, fr, &exact, &re_in);
      *im = ofe_const_from_float(el, fi, &exact, &im_in);
      return re_in && im_in;
    }
    *im = 0;
    return int_value(ctx, op, el, re);
  }
  case E_UNARY:
    if (e->unary.op != OP_NEG || !ofe_const_eval_complex_int(ctx, e->unary.operand, re, im)) return false;
    *re = ofe_const_wrap(el, -*re);
    *im = ofe_const_wrap(el, -*im);
    return true;
  case E_BINARY: {
    /* sema converted the operands to the element type (a real one) or to t; the parts are
     * computed as the emitted code computes them, wrapping at the element's width (division
     * is left to run time) */
    OfeBinOp op = e->binary.op;
    const OfeExpr *x = e->binary.lhs, *y = e->binary.rhs;
    bool xc = x->type->unqual->kind == TY_COMPLEX, yc = y->type->unqual->kind == TY_COMPLEX;
    OfeWide a, b = 0, c, d = 0;
    if (!(xc ? ofe_const_eval_complex_int(ctx, x, &a, &b) : int_value(ctx, x, el, &a))) return false;
    if (!(yc ? ofe_const_eval_complex_int(ctx, y, &c, &d) : int_value(ctx, y, el, &c))) return false;
    switch (op) {
    case OP_ADD: *re = a + c, *im = b + d; break;
    case OP_SUB: *re = a - c, *im = b - d; break;
    case OP_MUL: *re = a * c - b * d, *im = a * d + b * c; break;
    default: return false;
    }
    *re = ofe_const_wrap(el, *re);
    *im = ofe_const_wrap(el, *im);
    return true;
  }
  default: return false;
  }
}

/* x*y + sign*z*w into *out when every step is exact in long double and the result is a finite
 * value of type t (any long double when t is NULL): then it is the one value every method gives (gcc-12's correctly rounded
 * folding, clang-19's, libgcc's __mul?c3/__div?c3 at run time); false otherwise (left to run time). */
static bool exact_dot(const OfeType *t, long double x, long double y, int sign, long double z, long double w,
                      long double *out) {
  long double p = x * y, q = sign * (z * w), s = p + q, back = s - p;
  bool exact = fmal(x, y, -p) == 0 && fmal(z, w, -sign * q) == 0 && (p - (s - back)) + (q - back) == 0;
  *out = s;
  return exact && isfinite(s) && (!t || round_to(t, s) == s);
}

/* (a + bi) * (c + di) or (a + bi) / (c + di), both complex, when the result is exact (exact_dot) */
static bool exact_complex_op(const OfeType *t, OfeBinOp op, long double a, long double b, long double c,
                             long double d, long double *re, long double *im) {
  if (t->kind == TY_FLOAT128 || !isfinite(a) || !isfinite(b) || !isfinite(c) || !isfinite(d)) return false;
  if (op == OP_MUL) return exact_dot(t, a, c, -1, b, d, re) && exact_dot(t, a, d, 1, b, c, im);
  long double den, nre, nim;
  if (op != OP_DIV || !exact_dot(NULL, c, c, 1, d, d, &den) || den == 0 ||
      !exact_dot(NULL, a, c, 1, b, d, &nre) || !exact_dot(NULL, b, c, -1, a, d, &nim))
    return false;
  *re = nre / den;
  *im = nim / den;
  return fmal(*re, den, -nre) == 0 && fmal(*im, den, -nim) == 0 && round_to(t, *re) == *re && round_to(t, *im) == *im;
}

bool ofe_const_eval_complex(OfeCtx *ctx, const OfeExpr *e, long double *re, long double *im) {
  const OfeType *t = e->type->unqual;
  if (t->kind != TY_COMPLEX || e->not_constant || ofe_stack_exhausted(&ctx->stack, &ctx->diag, e->loc)) return false;
  const OfeType *el = t->base;
  if (ofe_type_is_integer(el)) { /* its parts, as floating values when that is exact */
    OfeWide ire, iim;
    if (!ofe_const_eval_complex_int(ctx, e, &ire, &iim)) return false;
    bool u = ofe_type_is_unsigned(el);
    *re = u ? (long double)ire : (long double)(__int128)ire;
    *im = u ? (long double)iim : (long double)(__int128)iim;
    /* an __int128 part past 64 bits of precision is left to run time, not rounded */
    return exact_part(*re, ire, u) && exact_part(*im, iim, u);
  }
  switch (e->kind) {
  case E_BUILTIN:
    if (e->builtin->id == BI_COMPLEX)
      return real_value(ctx, e->builtin->args.items[0], el, re) && real_value(ctx, e->builtin->args.items[1], el, im);
    if (e->builtin->id != BI_CONJ || !ofe_const_eval_complex(ctx, e->builtin->args.items[0], re, im)) return false;
    *im = -*im;
    return true;
  case E_CAST: {
    const OfeExpr *op = e->cast.operand;
    if (op->type->unqual->kind == TY_COMPLEX) {
      if (!ofe_const_eval_complex(ctx, op, re, im)) return false;
    } else {
      if (!real_value(ctx, op, el, re)) return false;
      *im = 0;
    }
    *re = round_to(el, *re);
    *im = round_to(el, *im);
    return true;
  }
  case E_UNARY:
    if (e->unary.op != OP_NEG || !ofe_const_eval_complex(ctx, e->unary.operand, re, im)) return false;
    *re = -*re;
    *im = -*im;
    return true;
  case E_BINARY: {
    /* sema converted the operands to the element type (a real one) or to t */
    OfeBinOp op = e->binary.op;
    const OfeExpr *x = e->binary.lhs, *y = e->binary.rhs;
    bool xc = x->type->unqual->kind == TY_COMPLEX, yc = y->type->unqual->kind == TY_COMPLEX;
    long double a, b = 0, c, d = 0;
    if (!(xc ? ofe_const_eval_complex(ctx, x, &a, &b) : real_value(ctx, x, el, &a))) return false;
    if (!(yc ? ofe_const_eval_complex(ctx, y, &c, &d) : real_value(ctx, y, el, &c))) return false;
    switch (op) {
    case OP_ADD: case OP_SUB:
      if (xc && yc) return float_op(el, op, a, c, re) && float_op(el, op, b, d, im);
      *im = xc ? b : op == OP_ADD ? d : -d;
      return float_op(el, op, a, c, re);
    case OP_MUL:
      if (xc && yc) return exact_complex_op(el, op, a, b, c, d, re, im);
      return float_op(el, op, a, c, re) && (xc ? float_op(el, op, b, c, im) : float_op(el, op, a, d, im));
    case OP_DIV:
      if (yc) return exact_complex_op(el, op, a, b, c, d, re, im);
      return float_op(el, op, a, c, re) && float_op(el, op, b, c, im);
    default: return false;
    }
  }
  default: return false;
  }
}

/* Whether d is weak: declared so, or named by a `#pragma weak` read so far (they are applied
 * at the end of the unit; one after the use is not seen here). */
bool ofe_const_weak_so_far(const OfeCtx *ctx, const OfeDecl *d) {
  if (d->is_weak) return true;
  for (size_t i = 0; i < ctx->pragmas.weak.len; i++)
    if (!ctx->pragmas.weak.items[i].alias_of && !strcmp(ctx->pragmas.weak.items[i].name, d->name)) return true;
  return false;
}

/* Whether constant c is nonzero, into *truth; false when that is not known here: the address
 * of a weak symbol this unit does not define is null unless another unit defines it. */
static bool known_truth(const OfeCtx *ctx, const OfeConst *c, bool *truth) {
  if (c->kind == CONST_ADDR) {
    const OfeDecl *d = c->decl ? c->decl->canonical : NULL;
    if (d && d->is_global && ofe_const_weak_so_far(ctx, d) && !(d->def && d->def->is_defined)) return false;
    *truth = true; /* any other object's or function's address is never null */
    return true;
  }
  *truth = c->kind == CONST_FLOAT ? c->f != 0 : c->i != 0;
  return true;
}

bool ofe_const_truth(OfeCtx *ctx, const OfeExpr *e, bool *truth) {
  OfeConst c;
  return ofe_const_eval(ctx, e, &c) && known_truth(ctx, &c, truth);
}

static bool eval_cast(OfeCtx *ctx, const OfeExpr *e, OfeConst *out) {
  OfeConst v;
  const OfeExpr *op = e->cast.operand;
  const OfeType *from_t = op->type->unqual;
  if (from_t->kind == TY_COMPLEX && ofe_type_is_integer(from_t->base) && ofe_type_is_integer(e->type)) {
    /* a complex integer to an integer type: its real part exactly (to _Bool: either part) */
    OfeWide re, im;
    if (!ofe_const_eval_complex_int(ctx, op, &re, &im)) return false;
    out->kind = CONST_INT;
    out->i = e->type->kind == TY_BOOL ? (OfeWide)(re != 0 || im != 0) : ofe_const_wrap(e->type, re);
    return true;
  }
  if (from_t->kind == TY_COMPLEX) {
    /* to a real type: the real part (to _Bool: whether either part is nonzero) */
    long double re, im;
    if (!ofe_const_eval_complex(ctx, op, &re, &im)) return false;
    if (e->type->kind == TY_BOOL) {
      out->kind = CONST_INT;
      out->i = re != 0 || im != 0;
      return true;
    }
    v = (OfeConst){.kind = CONST_FLOAT, .f = re};
    op = NULL;
  } else if (!ofe_const_eval(ctx, op, &v)) {
    return false;
  }
  OfeType *to = e->type, *from = op ? op->type : e->cast.operand->type->base;
  if (to->kind == TY_VOID) return false;
  if (ofe_type_is_integer(to)) {
    if (v.kind == CONST_INT) {
      out->kind = CONST_INT;
      out->i = ofe_const_wrap(to, v.i);
      return true;
    }
    if (v.kind == CONST_FLOAT) {
      out->kind = CONST_INT;
      bool exact, in_range;
      out->i = ofe_const_from_float(to, v.f, &exact, &in_range);
      return true;
    }
    if (v.kind == CONST_ADDR && to->kind == TY_BOOL) {
      bool truth;
      if (!known_truth(ctx, &v, &truth)) return false;
      out->kind = CONST_INT;
      out->i = truth;
      return true;
    }
    if (v.kind == CONST_ADDR && to->size == 8 && !v.size) { /* (long)&x: an address constant still */
      *out = v;
      return true;
    }
    if (v.kind == CONST_ADDR && v.minus && to->size < (v.size ? v.size : 8)) { /* a label difference truncated */
      *out = v;
      out->size = (unsigned)to->size;
      return true;
    }
    return false;
  }
  if (ofe_type_is_float(to)) {
    if (v.kind != CONST_INT && v.kind != CONST_FLOAT) return false;
    out->kind = CONST_FLOAT;
    return convert_real(&v, from, to, &out->f);
  }
  if (to->kind == TY_PTR) {
    if (v.kind == CONST_INT) {
      out->kind = CONST_INT;
      out->i = v.i;
      return true;
    }
    if (v.kind == CONST_ADDR && !v.minus) { /* a label difference is no address (clang-19) */
      *out = v;
      return true;
    }
  }
  if (ofe_type_is_record(to) && ofe_type_compatible(to, from)) return false;
  return false;
}

/* The placeholder of a label's address (&&label, label_addr.h). */
static bool is_label(const OfeDecl *d) {
  return d && d->is_artificial && strncmp(d->name, OFE_LABEL_ADDR_PREFIX, strlen(OFE_LABEL_ADDR_PREFIX)) == 0;
}

static bool eval_binary(OfeCtx *ctx, const OfeExpr *e, OfeConst *out) {
  OfeConst a, b;
  if (!ofe_const_eval(ctx, e->binary.lhs, &a) || !ofe_const_eval(ctx, e->binary.rhs, &b)) return false;
  const OfeType *lt = e->binary.lhs->type;
  OfeBinOp op = e->binary.op;
  if (op == OP_PTR_ADD || op == OP_PTR_SUB) {
    OfeWide n;
    if (!as_int(&b, &n)) return false;
    uint64_t elem = lt->base->kind == TY_VOID || lt->base->kind == TY_FUNC ? 1 : ofe_sizeof(lt->base);
    /* address arithmetic wraps, as in clang-19: no overflow in ompfe, whatever the program */
    uint64_t delta = (uint64_t)n * elem;
    if (op == OP_PTR_SUB) delta = 0 - delta;
    if (a.kind == CONST_ADDR) {
      *out = a;
      out->offset = (int64_t)((uint64_t)out->offset + delta);
      return true;
    }
    if (a.kind == CONST_INT) {
      out->kind = CONST_INT;
      out->i = (uint64_t)(a.i + delta);
      return true;
    }
    return false;
  }
  if (op == OP_PTR_DIFF) {
    if (a.kind == CONST_ADDR && b.kind == CONST_ADDR && is_label(a.decl) && is_label(b.decl) && a.decl != b.decl &&
        !a.minus && !b.minus && !a.offset && !b.offset) {
      /* &&a - &&b: known once the code is laid out, a relocation difference until then */
      *out = a;
      out->minus = b.decl;
      return true;
    }
    if (a.kind == CONST_ADDR && b.kind == CONST_ADDR && a.decl == b.decl && a.literal == b.literal && !a.minus && !b.minus) {
      uint64_t elem = ofe_sizeof(lt->base) ? ofe_sizeof(lt->base) : 1;
      out->kind = CONST_INT;
      out->i = ofe_const_wrap(e->type, (OfeWide)(__int128)((int64_t)((uint64_t)a.offset - (uint64_t)b.offset) / (int64_t)elem));
      return true;
    }
    return false;
  }
  bool cmp = op >= OP_EQ && op <= OP_GE;
  if (ofe_type_is_float(lt)) {
    if ((a.kind != CONST_FLOAT && a.kind != CONST_INT) || (b.kind != CONST_FLOAT && b.kind != CONST_INT)) return false;
    long double x, y, r = 0;
    if (!convert_real(&a, lt, lt, &x) || !convert_real(&b, e->binary.rhs->type, lt, &y)) return false;
    int c = 0;
    switch (op) {
    case OP_ADD:
    case OP_SUB:
    case OP_MUL:
    case OP_DIV:
      if (!float_op(e->type, op, x, y, &r)) return false;
      break;
    case OP_EQ: c = x == y; break;
    case OP_NE: c = x != y; break;
    case OP_LT: c = x < y; break;
    case OP_LE: c = x <= y; break;
    case OP_GT: c = x > y; break;
    case OP_GE: c = x >= y; break;
    default: return false;
    }
    if (cmp) {
      out->kind = CONST_INT;
      out->i = (OfeWide)c;
    } else {
      out->kind = CONST_FLOAT;
      out->f = r;
    }
    return true;
  }
  if (a.kind == CONST_ADDR || b.kind == CONST_ADDR) {
    /* an address cast to a pointer-sized integer, plus or minus an integer constant, is
     * still an address constant (the relocation's addend), as gcc-12 and clang-19 take it:
     * `(long)arr + 4`, `4 + (long)arr`, `(long)&arr[3] - 8` */
    if ((op == OP_ADD || op == OP_SUB) && ofe_type_is_integer(e->type) && e->type->size == 8) {
      const OfeConst *addr = a.kind == CONST_ADDR ? &a : &b, *other = a.kind == CONST_ADDR ? &b : &a;
      OfeWide n;
      if (other->kind == CONST_INT && as_int(other, &n) && !addr->minus && !addr->size && (op == OP_ADD || addr == &a)) {
        *out = *addr;
        out->offset = (int64_t)(op == OP_ADD ? (uint64_t)addr->offset + (uint64_t)n : (uint64_t)addr->offset - (uint64_t)n);
        return true;
      }
    }
    /* an object's or function's address is never null (a weak one's may be: known_truth) */
    const OfeConst *addr = a.kind == CONST_ADDR ? &a : &b, *other = a.kind == CONST_ADDR ? &b : &a;
    bool nonnull;
    if (ctx->folding_initializer && (op == OP_EQ || op == OP_NE) && other->kind == CONST_INT && other->i == 0 &&
        !addr->minus && !addr->size && known_truth(ctx, addr, &nonnull) && nonnull) {
      out->kind = CONST_INT;
      out->i = op == OP_NE;
      return true;
    }
    /* comparisons of address constants are not folded, except the same object */
    if (cmp && a.kind == CONST_ADDR && b.kind == CONST_ADDR && a.decl == b.decl && a.literal == b.literal && !a.minus &&
        !b.minus) {
      int c = 0;
      switch (op) {
      case OP_EQ: c = a.offset == b.offset; break;
      case OP_NE: c = a.offset != b.offset; break;
      case OP_LT: c = a.offset < b.offset; break;
      case OP_LE: c = a.offset <= b.offset; break;
      case OP_GT: c = a.offset > b.offset; break;
      case OP_GE: c = a.offset >= b.offset; break;
      default: return false;
      }
      out->kind = CONST_INT;
      out->i = (uint64_t)c;
      return true;
    }
    return false;
  }
  OfeWide x, y;
  if (!as_int(&a, &x) || !as_int(&b, &y)) return false;
  bool u = ofe_type_is_unsigned(lt);
  unsigned bits = ofe_type_bits(lt);
  OfeWide r = 0;
  __int128 sx = (__int128)x, sy = (__int128)y;
  switch (op) {
  case OP_ADD: r = x + y; break;
  case OP_SUB: r = x - y; break;
  case OP_MUL: r = x * y; break;
  case OP_DIV:
  case OP_MOD:
    if (y == 0) return false;
    if (u) r = op == OP_DIV ? x / y : x % y;
    else if (sy == -1) r = op == OP_DIV ? 0 - x : 0; /* no overflow at the minimum */
    else r = (OfeWide)(op == OP_DIV ? sx / sy : sx % sy);
    break;
  case OP_SHL: r = y >= 128 ? 0 : x << y; break;
  case OP_SHR:
    if (y >= 128) r = u ? 0 : (OfeWide)(sx >> 127);
    else r = u ? (ofe_const_wrap(lt, x) & low_mask(bits)) >> y : (OfeWide)(sx >> y);
    break;
  case OP_AND: r = x & y; break;
  case OP_OR: r = x | y; break;
  case OP_XOR: r = x ^ y; break;
  case OP_EQ: r = x == y; break;
  case OP_NE: r = x != y; break;
  case OP_LT: r = u ? x < y : sx < sy; break;
  case OP_LE: r = u ? x <= y : sx <= sy; break;
  case OP_GT: r = u ? x > y : sx > sy; break;
  case OP_GE: r = u ? x >= y : sx >= sy; break;
  default: return false;
  }
  out->kind = CONST_INT;
  out->i = ofe_const_wrap(e->type, r);
  return true;
}

/* The address of an lvalue, when it is a link-time constant. */
static bool eval_address(OfeCtx *ctx, const OfeExpr *e, OfeConst *out) {
  switch (e->kind) {
  case E_VAR:
    if (!e->var.decl || !e->var.decl->is_global) return false;
    out->kind = CONST_ADDR;
    out->decl = e->var.decl;
    out->literal = NULL;
    out->offset = 0;
    out->tls = e->var.decl->is_thread_local || (e->var.decl->canonical && e->var.decl->canonical->is_thread_local);
    return true;
  case E_STRING:
  case E_COMPOUND_LIT:
    if (e->kind == E_COMPOUND_LIT && !e->compound.decl->is_global) return false;
    out->kind = CONST_ADDR;
    out->decl = NULL;
    out->literal = (OfeExpr *)e;
    out->offset = 0;
    return true;
  case E_MEMBER:
    if (!eval_address(ctx, e->member.base, out)) return false;
    if (out->kind == CONST_INT) out->i += e->member.offset;
    else out->offset = (int64_t)((uint64_t)out->offset + e->member.offset);
    return true;
  case E_DEREF: {
    /* through an integer cast to a pointer too: `&((struct S *)0)->m`, the offsetof of code
     * older than <stddef.h>'s, a constant in gcc and clang-19 */
    OfeConst p;
    if (!ofe_const_eval(ctx, e->unary_ptr.operand, &p) || (p.kind != CONST_ADDR && p.kind != CONST_INT)) return false;
    *out = p;
    return true;
  }
  default: return false;
  }
}

/* An integer constant operand as its unsigned bits (the built-ins' parameter types). */
static bool bits_value(OfeCtx *ctx, const OfeExpr *e, OfeWide *v, unsigned *bits) {
  OfeConst c;
  if (!ofe_const_eval(ctx, e, &c) || c.kind != CONST_INT) return false;
  *bits = ofe_type_bits(e->type);
  *v = c.i & low_mask(*bits);
  return true;
}

static unsigned bit_length(OfeWide v) {
  unsigned n = 0;
  for (; v; v >>= 1) n++;
  return n;
}

static unsigned popcount(OfeWide v) {
  unsigned n = 0;
  for (; v; v &= v - 1) n++;
  return n;
}

/* v's class in floating type t (float and double values are held exactly in long double;
 * __float128 has long double's exponent range) */
static int float_class(const OfeType *t, long double v) {
  if (t->kind == TY_FLOAT16 && isfinite(v) && v != 0) return fabsl(v) < 0x1p-14L ? FP_SUBNORMAL : FP_NORMAL;
  if (t->kind == TY_FLOAT) return fpclassify((float)v);
  if (t->kind == TY_DOUBLE) return fpclassify((double)v);
  return fpclassify(v);
}

/* The bit and classification built-ins of constant operands, those clang-19 folds: its rules
 * say what is an integer constant expression (gcc also folds abs, signbit, isgreater ...,
 * and clz and ctz of 0, which clang-19 refuses). */
/* __real__ or __imag__ of a complex constant (`__real__ (3.0 + 4.0i)`): a part, as gcc-12
 * and clang-19 fold it in a static initializer */
static bool eval_complex_part(OfeCtx *ctx, const OfeExpr *e, OfeConst *out) {
  const OfeExpr *z = e->builtin->args.items[0];
  bool imag = e->builtin->id == BI_IMAG;
  if (ofe_type_is_integer(e->type)) {
    OfeWide re, im;
    if (!ofe_const_eval_complex_int(ctx, z, &re, &im)) return false;
    *out = (OfeConst){.kind = CONST_INT, .i = imag ? im : re};
    return true;
  }
  long double re, im;
  if (!ofe_const_eval_complex(ctx, z, &re, &im)) return false;
  *out = (OfeConst){.kind = CONST_FLOAT, .f = imag ? im : re};
  return true;
}

static bool eval_builtin(OfeCtx *ctx, const OfeExpr *e, OfeConst *out) {
  const OfeExprList *args = &e->builtin->args;
  OfeWide v = 0;
  unsigned bits = 0;
  long double f = 0;
  switch (e->builtin->id) {
  case BI_CONSTANT_P:
    /* what sema did not fold is 0 where a constant is required, as in clang-19 (and gcc-12);
     * elsewhere it is left to the optimiser */
    if (!ctx->constant_context && !ctx->folding_initializer) return false;
    out->kind = CONST_INT;
    out->i = 0;
    return true;
  case BI_REAL: case BI_IMAG:
    return args->len == 1 && eval_complex_part(ctx, e, out);
  case BI_EXPECT:
    /* the value alone: gcc-12 and clang-19 fold it whatever the hint is, and never evaluate
     * the hint then (`__builtin_expect(3, f())` calls no f), as sema's folding drops it */
    if (!ofe_const_eval(ctx, args->items[0], out) || out->kind != CONST_INT) return false;
    out->i = ofe_const_wrap(e->type, out->i);
    return true;
  case BI_CLZ: case BI_CLZL: case BI_CTZ: case BI_CTZL: case BI_POPCOUNT: case BI_POPCOUNTL:
  case BI_PARITY: case BI_PARITYL: case BI_CLRSB: case BI_CLRSBL:
  case BI_BSWAP16: case BI_BSWAP32: case BI_BSWAP64: case BI_BSWAP128: case BI_BITREVERSE:
    if (args->len != 1 || !bits_value(ctx, args->items[0], &v, &bits)) return false;
    break;
  case BI_ROTATE_LEFT: case BI_ROTATE_RIGHT: {
    OfeWide n;
    unsigned n_bits;
    if (args->len != 2 || !bits_value(ctx, args->items[0], &v, &bits) || !bits_value(ctx, args->items[1], &n, &n_bits)) return false;
    n %= bits; /* the count modulo the width, as llvm.fshl and llvm.fshr take it */
    if (e->builtin->id == BI_ROTATE_RIGHT) n = (bits - n) % bits;
    out->kind = CONST_INT;
    out->i = ofe_const_wrap(e->type, n ? (v << n | v >> (bits - n)) & low_mask(bits) : v);
    return true;
  }
  case BI_ISNAN: case BI_ISINF: case BI_ISINF_SIGN: case BI_ISFINITE: case BI_ISNORMAL:
  case BI_FABS: case BI_FABSF: case BI_FABSL:
    if (args->len != 1 || !real_value(ctx, args->items[0], args->items[0]->type, &f)) return false;
    break;
  case BI_FPCLASSIFY: {
    if (args->len != 6 || !real_value(ctx, args->items[5], args->items[5]->type, &f)) return false;
    int k = float_class(args->items[5]->type, f);
    size_t pick = k == FP_NAN ? 0 : k == FP_INFINITE ? 1 : k == FP_NORMAL ? 2 : k == FP_SUBNORMAL ? 3 : 4;
    if (!ofe_const_eval(ctx, args->items[pick], out) || out->kind != CONST_INT) return false;
    for (size_t i = 0; i < 5; i++) { /* clang-19 wants them all constant */
      OfeConst c;
      if (!ofe_const_eval(ctx, args->items[i], &c) || c.kind != CONST_INT) return false;
    }
    out->i = ofe_const_wrap(e->type, out->i);
    return true;
  }
  default: return false;
  }
  OfeWide r = 0;
  switch (e->builtin->id) {
  case BI_CLZ: case BI_CLZL:
    if (!v) return false; /* undefined: not a constant in clang-19 */
    r = bits - bit_length(v);
    break;
  case BI_CTZ: case BI_CTZL:
    if (!v) return false;
    r = popcount((v & (0 - v)) - 1);
    break;
  case BI_POPCOUNT: case BI_POPCOUNTL: r = popcount(v); break;
  case BI_PARITY: case BI_PARITYL: r = popcount(v) & 1; break;
  case BI_CLRSB: case BI_CLRSBL: /* the copies of the sign bit after it */
    if (v >> (bits - 1)) v = ~v & low_mask(bits);
    r = bits - bit_length(v) - 1;
    break;
  case BI_BSWAP16: case BI_BSWAP32: case BI_BSWAP64: case BI_BSWAP128:
    for (unsigned i = 0; i < bits; i += 8) r |= ((v >> i) & 0xff) << (bits - 8 - i);
    break;
  case BI_BITREVERSE:
    for (unsigned i = 0; i < bits; i++) r |= ((v >> i) & 1) << (bits - 1 - i);
    break;
  case BI_ISNAN: r = isnan(f) != 0; break;
  case BI_ISINF: r = isinf(f) != 0; break;
  case BI_ISINF_SIGN: r = isinf(f) ? (signbit(f) ? (OfeWide)-1 : 1) : 0; break;
  case BI_ISFINITE: r = isfinite(f) != 0; break;
  case BI_ISNORMAL: r = float_class(args->items[0]->type, f) == FP_NORMAL; break;
  default: /* fabs */
    out->kind = CONST_FLOAT;
    out->f = fabsl(f);
    return true;
  }
  out->kind = CONST_INT;
  out->i = ofe_const_wrap(e->type, r);
  return true;
}

static bool const_eval(OfeCtx *ctx, const OfeExpr *e, OfeConst *out);

/* Sema tries to fold every node as it builds it: without the memo, a chain of n non-constant
 * operands (x+x+...+x) was walked n times, O(n^2). */
bool ofe_const_eval(OfeCtx *ctx, const OfeExpr *e, OfeConst *out) {
  /* what fails here may fold elsewhere */
  bool extended = ctx->fold_const_vars || ctx->folding_initializer || ctx->constant_context;
  if ((e->not_constant && !extended) || ofe_stack_exhausted(&ctx->stack, &ctx->diag, e->loc)) {
    *out = (OfeConst){0};
    return false;
  }
  *out = (OfeConst){0};
  if (const_eval(ctx, e, out)) return true;
  if (!extended) ((OfeExpr *)e)->not_constant = true;
  return false;
}

bool ofe_const_eval_initializer(OfeCtx *ctx, const OfeExpr *e, OfeConst *out) {
  bool outer = ctx->folding_initializer;
  ctx->folding_initializer = true;
  bool ok = ofe_const_eval(ctx, e, out);
  ctx->folding_initializer = outer;
  return ok;
}

/* A character of a string literal read at a constant index, `"hello"[1]`, `*("ab" + 1)`: a
 * constant in a static initializer for gcc and clang-19, its code unit as the literal holds it. */
static bool eval_string_element(OfeCtx *ctx, const OfeExpr *e, OfeConst *out) {
  OfeConst p;
  if (!ofe_type_is_integer(e->type) || !ofe_const_eval(ctx, e->unary_ptr.operand, &p) || p.kind != CONST_ADDR ||
      p.decl || p.minus || p.size || !p.literal || p.literal->kind != E_STRING)
    return false;
  const OfeExpr *lit = p.literal;
  uint64_t unit = lit->str.char_size;
  if (ofe_sizeof(e->type) != unit || p.offset < 0 || (uint64_t)p.offset % unit || (uint64_t)p.offset / unit >= lit->str.len)
    return false;
  OfeWide v = 0;
  for (uint64_t k = unit; k-- > 0;) v = (v << 8) | (unsigned char)lit->str.bytes[(uint64_t)p.offset + k]; /* little-endian */
  out->kind = CONST_INT;
  out->i = ofe_const_wrap(e->type, v);
  return true;
}

static bool const_eval(OfeCtx *ctx, const OfeExpr *e, OfeConst *out) {
  *out = (OfeConst){0};
  if (e->type->kind == TY_COMPLEX) return false; /* complex values are not folded (yet) */
  switch (e->kind) {
  case E_INT:
    out->kind = CONST_INT;
    out->i = e->i.value;
    return true;
  case E_FLOAT:
    out->kind = CONST_FLOAT;
    out->f = e->f.value;
    return true;
  case E_CAST: return eval_cast(ctx, e, out);
  case E_BINARY: return eval_binary(ctx, e, out);
  case E_UNARY: {
    OfeConst v;
    if (!ofe_const_eval(ctx, e->unary.operand, &v)) return false;
    if (e->unary.op == OP_NOT) {
      bool truth;
      if (!known_truth(ctx, &v, &truth)) return false;
      out->kind = CONST_INT;
      out->i = !truth;
      return true;
    }
    if (v.kind == CONST_FLOAT && e->unary.op == OP_NEG) {
      out->kind = CONST_FLOAT;
      out->f = -v.f;
      return true;
    }
    if (v.kind != CONST_INT) return false;
    out->kind = CONST_INT;
    out->i = ofe_const_wrap(e->type, e->unary.op == OP_NEG ? 0 - v.i : ~v.i);
    return true;
  }
  case E_LOGICAL: {
    OfeConst a, b;
    bool av, bv;
    if (!ofe_const_eval(ctx, e->logical.lhs, &a) || !known_truth(ctx, &a, &av)) return false;
    if (e->logical.is_and ? !av : av) {
      out->kind = CONST_INT;
      out->i = av;
      return true;
    }
    if (!ofe_const_eval(ctx, e->logical.rhs, &b) || !known_truth(ctx, &b, &bv)) return false;
    out->kind = CONST_INT;
    out->i = bv;
    return true;
  }
  case E_COND: {
    OfeConst c;
    bool cv;
    if (!ofe_const_eval(ctx, e->cond.cond, &c) || !known_truth(ctx, &c, &cv)) return false;
    const OfeExpr *pick = cv ? (e->cond.then ? e->cond.then : e->cond.cond) : e->cond.els;
    return ofe_const_eval(ctx, pick, out);
  }
  case E_ADDR: return eval_address(ctx, e->unary_ptr.operand, out);
  case E_VAR:
    /* a function designator or array used as an address */
    if (e->var.decl && e->var.decl->kind == D_FUNC) return eval_address(ctx, e, out);
    if (ctx->fold_const_vars && e->var.decl && e->var.decl->kind == D_VAR) {
      /* folding (fold_const_vars): `const int c = 3;` reads as 3 */
      const OfeDecl *d = e->var.decl;
      const OfeType *t = d->type;
      if (ofe_type_is_integer(t) && (t->quals & OFE_QUAL_CONST) && !(t->quals & OFE_QUAL_VOLATILE) && d->init &&
          d->init->elems.len == 1 && d->init->elems.items[0].offset == 0 && !d->init->elems.items[0].bitfield &&
          d->init->elems.items[0].expr && ofe_const_eval(ctx, d->init->elems.items[0].expr, out) && out->kind == CONST_INT) {
        out->i = ofe_const_wrap(t, out->i);
        return true;
      }
    }
    return false;
  case E_STRING: return eval_address(ctx, e, out);
  case E_DEREF: return ctx->folding_initializer && eval_string_element(ctx, e, out);
  case E_BUILTIN: return eval_builtin(ctx, e, out);
  case E_COMMA: return false;
  default: return false;
  }
}
