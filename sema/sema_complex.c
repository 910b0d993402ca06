/* sema_complex: C99 complex floating types and GNU complex integer types in expressions, with
 * GCC's semantics: the usual arithmetic conversions keep a real operand real (z * 2.0 scales
 * both parts, with no imaginary zero to multiply), imaginary constants (2.0i, 4i),
 * __real__/__imag__, conj and GNU ~z. Comparisons other than == and != and the integer-only
 * operators (%, <<, &...) stay errors, on complex integers too, as in GCC. */
#include "sema/sema.h"

#define TY (&ctx->types)

static bool is_err(const OfeExpr *e) { return !e || e->type->kind == TY_ERROR; }

static OfeExpr *complex_builtin(OfeCtx *ctx, OfeBuiltin id, OfeType *t, OfeExpr *a, OfeExpr *b, OfeLoc loc) {
  OfeExpr *e = ofe_expr_new(&ctx->arena, E_BUILTIN, t, loc);
  e->builtin->id = id;
  ofe_expr_list_push(&ctx->arena, &e->builtin->args, a);
  if (b) ofe_expr_list_push(&ctx->arena, &e->builtin->args, b);
  return e;
}

OfeExpr *ofe_sema_imaginary(OfeCtx *ctx, OfeExpr *value) {
  OfeExpr *zero = ofe_sema_convert(ctx, ofe_sema_int_value(ctx, 0, TY->int_, value->loc), value->type);
  return complex_builtin(ctx, BI_COMPLEX, ofe_type_complex_of(TY, value->type), zero, value, value->loc);
}

OfeExpr *ofe_sema_builtin_complex(OfeCtx *ctx, OfeExpr *re, OfeExpr *im, OfeLoc loc) {
  re = ofe_sema_rvalue(ctx, re);
  im = ofe_sema_rvalue(ctx, im);
  if (is_err(re) || is_err(im)) return ofe_sema_error(ctx, loc);
  OfeType *t = re->type->unqual;
  if (!ofe_type_is_float(t) || t->kind == TY_FLOAT128 || t != im->type->unqual) {
    ofe_error(&ctx->diag, loc, "__builtin_complex needs two arguments of the same real floating type");
    return ofe_sema_error(ctx, loc);
  }
  return complex_builtin(ctx, BI_COMPLEX, ofe_type_complex_of(TY, t), re, im, loc);
}

OfeExpr *ofe_sema_complex_part(OfeCtx *ctx, bool imag, OfeExpr *e, OfeLoc loc) {
  if (is_err(e)) return e;
  OfeType *t = e->type;
  if (t->kind != TY_COMPLEX) {
    OfeExpr *r = ofe_sema_rvalue(ctx, e);
    if (is_err(r)) return r;
    if (!ofe_type_is_arith(r->type)) {
      ofe_error(&ctx->diag, loc, "invalid type '%s' to %s operator", ofe_type_str(TY, r->type), imag ? "__imag" : "__real");
      return ofe_sema_error(ctx, loc);
    }
    /* GCC: __real__ x is x, __imag__ x is 0 (x still evaluated) */
    if (!imag) return r;
    OfeExpr *zero = ofe_sema_convert(ctx, ofe_sema_int_value(ctx, 0, TY->int_, loc), r->type->unqual);
    return ofe_sema_comma(ctx, ofe_sema_cast(ctx, TY->void_, r, loc), zero, loc);
  }
  OfeType *elem = t->base;
  if (e->lvalue) {
    /* an lvalue's part is one: a member at offset 0 or the element's size */
    OfeMember *m = ofe_arena_alloc(&ctx->arena, sizeof *m);
    m->name = imag ? "__imag__" : "__real__";
    m->type = elem;
    m->offset = imag ? ofe_sizeof(elem) : 0;
    OfeExpr *x = ofe_expr_new(&ctx->arena, E_MEMBER, t->quals ? ofe_type_qualified(TY, elem, t->quals) : elem, loc);
    x->member.base = e;
    x->member.member = m;
    x->member.offset = m->offset;
    x->lvalue = true;
    return x;
  }
  return complex_builtin(ctx, imag ? BI_IMAG : BI_REAL, elem, ofe_sema_rvalue(ctx, e), NULL, loc);
}

OfeExpr *ofe_sema_conj(OfeCtx *ctx, OfeExpr *e, OfeLoc loc) {
  e = ofe_sema_rvalue(ctx, e);
  if (is_err(e)) return e;
  if (e->type->kind != TY_COMPLEX) {
    if (ofe_type_is_arith(e->type)) return e; /* conj of a real is itself */
    ofe_error(&ctx->diag, loc, "invalid argument type '%s' to conj", ofe_type_str(TY, e->type));
    return ofe_sema_error(ctx, loc);
  }
  return complex_builtin(ctx, BI_CONJ, e->type->unqual, e, NULL, loc);
}

/* An operand converted for arithmetic with common real type r: a complex one to complex r,
 * a real one to r. */
static OfeExpr *to_common(OfeCtx *ctx, OfeExpr *e, OfeType *r) {
  return ofe_sema_convert(ctx, e, e->type->kind == TY_COMPLEX ? ofe_type_complex_of(TY, r) : r);
}

OfeExpr *ofe_sema_complex_binary(OfeCtx *ctx, OfeBinOp op, OfeExpr *a, OfeExpr *b, OfeLoc loc) {
  bool ok = op == OP_ADD || op == OP_SUB || op == OP_MUL || op == OP_DIV || op == OP_EQ || op == OP_NE;
  if (!ok || !ofe_type_is_arith_or_complex(a->type) || !ofe_type_is_arith_or_complex(b->type)) {
    ofe_error(&ctx->diag, loc, "invalid operands to binary expression ('%s' %s '%s')", ofe_type_str(TY, a->type),
              ofe_binop_spelling(op), ofe_type_str(TY, b->type));
    return ofe_sema_error(ctx, loc);
  }
  OfeType *r = ofe_type_common_real(TY, a->type, b->type);
  if (r->kind == TY_FLOAT128) {
    ofe_error(&ctx->diag, loc, "complex arithmetic with __float128 is not supported by ompfe");
    return ofe_sema_error(ctx, loc);
  }
  bool cmp = op == OP_EQ || op == OP_NE;
  OfeExpr *e = ofe_expr_new(&ctx->arena, E_BINARY, cmp ? TY->int_ : ofe_type_complex_of(TY, r), loc);
  e->binary.op = op;
  e->binary.lhs = to_common(ctx, a, r);
  e->binary.rhs = to_common(ctx, b, r);
  return e;
}

OfeType *ofe_sema_complex_compute_type(OfeCtx *ctx, OfeExpr **rhs, OfeType *lt) {
  OfeType *r = ofe_type_common_real(TY, lt, (*rhs)->type);
  *rhs = to_common(ctx, *rhs, r);
  return ofe_type_complex_of(TY, r);
}
