/* warn_expr: warnings about one expression as written: an assignment used as a condition
 * (-Wparentheses), a comparison of a signed with an unsigned integer (-Wsign-compare). */
#include "frontend/warn.h"

#include "frontend/diag.h"

void ofe_warn_condition(OfeCtx *ctx, const OfeExpr *cond) {
  if (cond->kind != E_ASSIGN || cond->parenthesized) return;
  ofe_warn(&ctx->diag, OFE_W_PARENTHESES, cond->loc, "using the result of an assignment as a condition without parentheses");
  ofe_note(&ctx->diag, cond->loc, "place parentheses around the assignment to silence this warning");
  ofe_note(&ctx->diag, cond->loc, "use '==' to turn this assignment into an equality comparison");
}

static const OfeExpr *strip_implicit(const OfeExpr *e) {
  while (e->kind == E_CAST && !e->cast.is_explicit) e = e->cast.operand;
  return e;
}

/* Known not to be negative although its type is signed: a constant (clang leaves those to
 * its tautological-comparison warnings), or a mask with a non-negative constant. */
static bool known_non_negative(const OfeExpr *e) {
  e = strip_implicit(e);
  if (e->kind == E_INT) return true;
  if (e->kind == E_BINARY && e->binary.op == OP_AND) {
    const OfeExpr *l = strip_implicit(e->binary.lhs), *r = strip_implicit(e->binary.rhs);
    return (l->kind == E_INT && (int64_t)l->i.value >= 0) || (r->kind == E_INT && (int64_t)r->i.value >= 0);
  }
  return false;
}

/* Signed after the integer promotions (so unsigned char and unsigned short are not). */
static bool promotes_signed(OfeCtx *ctx, OfeType *t) {
  return !ofe_type_is_unsigned(t) && !ofe_type_is_unsigned(ofe_type_promote(&ctx->types, t));
}

void ofe_warn_comparison(OfeCtx *ctx, const OfeExpr *a, const OfeExpr *b, OfeLoc loc) {
  if (!ofe_type_is_integer(a->type) || !ofe_type_is_integer(b->type)) return;
  if (a->type->kind == TY_BOOL || b->type->kind == TY_BOOL) return;
  bool sa = promotes_signed(ctx, a->type), sb = promotes_signed(ctx, b->type);
  if (sa == sb) return;
  OfeType *common = ofe_type_common(&ctx->types, ofe_type_promote(&ctx->types, a->type), ofe_type_promote(&ctx->types, b->type));
  if (!ofe_type_is_unsigned(common)) return; /* the signed type holds every value of the other */
  if (known_non_negative(sa ? a : b)) return;
  ofe_warn(&ctx->diag, OFE_W_SIGN_COMPARE, loc, "comparison of integers of different signs: '%s' and '%s'",
           ofe_type_str(&ctx->types, a->type->unqual), ofe_type_str(&ctx->types, b->type->unqual));
}
