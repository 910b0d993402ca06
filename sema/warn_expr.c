/* warn_expr: warnings about one expression as written: an assignment used as a condition and
 * operators whose precedence surprises (-Wparentheses), a comparison of a signed with an
 * unsigned integer (-Wsign-compare). */
#include "sema/warn.h"

#include "sema/sema.h"

#include "support/diag.h"

void ofe_warn_condition(OfeCtx *ctx, const OfeExpr *cond) {
  if (cond->kind != E_ASSIGN || cond->parenthesized) return;
  ofe_warn(&ctx->diag, OFE_W_PARENTHESES, cond->loc, "using the result of an assignment as a condition without parentheses");
  ofe_note(&ctx->diag, cond->loc, "place parentheses around the assignment to silence this warning");
  ofe_note(&ctx->diag, cond->loc, "use '==' to turn this assignment into an equality comparison");
}

static bool is_comparison(OfeBinOp op) { return op >= OP_EQ && op <= OP_GE; }
static bool is_bitwise(OfeBinOp op) { return op == OP_AND || op == OP_OR || op == OP_XOR; }

/* An operand written without parentheses that is itself a binary operation (maybe folded to
 * its value): its operator. */
static bool bare_binary(const OfeExpr *e, OfeBinOp *op) {
  if (e->parenthesized) return false;
  if (e->kind == E_BINARY) *op = e->binary.op;
  else if (e->kind == E_INT && e->folded_op && e->folded_op != OFE_FOLDED_ADDR_DEREF) *op = (OfeBinOp)(e->folded_op - 1);
  else return false;
  return true;
}

void ofe_warn_precedence(OfeCtx *ctx, OfeBinOp op, const OfeExpr *a, const OfeExpr *b, OfeLoc loc) {
  const OfeExpr *operands[2] = {a, b};
  for (int i = 0; i < 2; i++) {
    const OfeExpr *x = operands[i];
    OfeBinOp inner;
    if (!bare_binary(x, &inner)) continue;
    const char *o = ofe_binop_spelling(op), *in = ofe_binop_spelling(inner);
    if (is_bitwise(op) && is_comparison(inner)) {
      ofe_warn(&ctx->diag, OFE_W_PARENTHESES, loc, "%s has lower precedence than %s; %s will be evaluated first", o, in, in);
      ofe_note(&ctx->diag, loc, "place parentheses around the '%s' expression to silence this warning", in);
      ofe_note(&ctx->diag, loc, "place parentheses around the %s expression to evaluate it first", o);
      return;
    }
    if ((op == OP_SHL || op == OP_SHR) && (inner == OP_ADD || inner == OP_SUB)) {
      ofe_warn(&ctx->diag, OFE_W_SHIFT_OP_PARENTHESES, x->loc, "operator '%s' has lower precedence than '%s'; '%s' will be evaluated first", o,
               in, in);
      ofe_note(&ctx->diag, x->loc, "place parentheses around the '%s' expression to silence this warning", in);
    } else if ((op == OP_OR && (inner == OP_AND || inner == OP_XOR)) || (op == OP_XOR && inner == OP_AND)) {
      ofe_warn(&ctx->diag, OFE_W_BITWISE_OP_PARENTHESES, x->loc, "'%s' within '%s'", in, o);
      ofe_note(&ctx->diag, x->loc, "place parentheses around the '%s' expression to silence this warning", in);
    }
  }
}

void ofe_warn_logical_precedence(OfeCtx *ctx, bool is_and, const OfeExpr *a, const OfeExpr *b) {
  if (is_and) return;
  const OfeExpr *operands[2] = {a, b};
  for (int i = 0; i < 2; i++) {
    const OfeExpr *x = operands[i];
    if (x->kind != E_LOGICAL || !x->logical.is_and || x->parenthesized) continue;
    ofe_warn(&ctx->diag, OFE_W_LOGICAL_OP_PARENTHESES, x->loc, "'&&' within '||'");
    ofe_note(&ctx->diag, x->loc, "place parentheses around the '&&' expression to silence this warning");
  }
}

/* Known not to be negative although its type is signed: a constant (clang leaves those to
 * its tautological-comparison warnings), or a mask with a non-negative constant. */
static bool known_non_negative(const OfeExpr *e) {
  e = ofe_expr_peel_implicit_casts(e);
  if (e->kind == E_INT) return true;
  /* an unsigned bit-field promoted to int (clang-19 knows its range) */
  if (e->kind == E_MEMBER && e->member.member->is_bitfield && ofe_type_is_unsigned(e->type->unqual)) return true;
  if (e->kind == E_BINARY && e->binary.op == OP_AND) {
    const OfeExpr *l = ofe_expr_peel_implicit_casts(e->binary.lhs), *r = ofe_expr_peel_implicit_casts(e->binary.rhs);
    return (l->kind == E_INT && (int64_t)l->i.value >= 0) || (r->kind == E_INT && (int64_t)r->i.value >= 0);
  }
  return false;
}

/* Signed after the integer promotions (so unsigned char and unsigned short are not). */
static bool promotes_signed(OfeCtx *ctx, OfeType *t) {
  return !ofe_type_is_unsigned(t) && !ofe_type_is_unsigned(ofe_type_promote(&ctx->types, t));
}

/* An operand's type as clang-19 names it: a bit-field's declared one, before its promotion. */
static const OfeType *named_type(OfeCtx *ctx, const OfeExpr *e) {
  if (e->kind == E_CAST && !e->cast.is_explicit && ofe_sema_bitfield_promoted(ctx, e->cast.operand)) e = e->cast.operand;
  return e->type->unqual;
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
           ofe_type_str(&ctx->types, named_type(ctx, a)), ofe_type_str(&ctx->types, named_type(ctx, b)));
}
