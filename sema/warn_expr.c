/* warn_expr: warnings about one expression as written: an assignment used as a condition and
 * operators whose precedence surprises (-Wparentheses), a comparison of a signed with an
 * unsigned integer (-Wsign-compare). */
#include "sema/warn.h"

#include "sema/const_eval.h"
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

/* The low bits that integer e's value can need, as clang-19's GetExprRange bounds it: a
 * constant's, the narrower operand's of a mask, a right shift's by a constant, an implicit
 * integer conversion's source's (not a cast's: clang-19 does not look through those); else (or when e may be negative) its type's width. Walks only masks,
 * shifts and casts, so each comparison costs at most its operand. */
static unsigned value_bits(OfeCtx *ctx, const OfeExpr *e) {
  unsigned width = (unsigned)e->type->size * 8;
  OfeConst c;
  if (ofe_const_eval(ctx, e, &c) && c.kind == CONST_INT) {
    if (!ofe_type_is_unsigned(e->type) && (c.i >> 127)) return width; /* negative */
    unsigned n = 0;
    for (OfeWide v = c.i; v && n < width; v >>= 1) n++;
    return n;
  }
  if (e->kind == E_CAST && !e->cast.is_explicit && ofe_type_is_integer(e->cast.operand->type) && e->cast.operand->type->kind != TY_BOOL) {
    const OfeExpr *from = e->cast.operand;
    unsigned bits = value_bits(ctx, from), from_width = (unsigned)from->type->size * 8;
    if (!ofe_type_is_unsigned(from->type) && bits >= from_width) return width; /* may be negative */
    return bits < width ? bits : width;
  }
  if (e->kind == E_BINARY && e->binary.op == OP_AND) {
    unsigned l = value_bits(ctx, e->binary.lhs), r = value_bits(ctx, e->binary.rhs);
    return l < r ? l : r;
  }
  if (e->kind == E_BINARY && e->binary.op == OP_SHR && ofe_const_eval(ctx, e->binary.rhs, &c) && c.kind == CONST_INT &&
      c.i < width) {
    unsigned bits = value_bits(ctx, e->binary.lhs);
    if (!ofe_type_is_unsigned(e->type) && bits >= width) return width; /* a negative value stays so */
    return bits > (unsigned)c.i ? bits - (unsigned)c.i : 0;
  }
  return width;
}

void ofe_warn_comparison(OfeCtx *ctx, OfeBinOp op, const OfeExpr *a, const OfeExpr *b, OfeLoc loc) {
  if (!ofe_type_is_integer(a->type) || !ofe_type_is_integer(b->type)) return;
  if (a->type->kind == TY_BOOL || b->type->kind == TY_BOOL) return;
  bool sa = promotes_signed(ctx, a->type), sb = promotes_signed(ctx, b->type);
  if (sa == sb) return;
  OfeType *common = ofe_type_common(&ctx->types, ofe_type_promote(&ctx->types, a->type), ofe_type_promote(&ctx->types, b->type));
  if (!ofe_type_is_unsigned(common)) return; /* the signed type holds every value of the other */
  if (known_non_negative(sa ? a : b)) return;
  /* == and != give the same answer on the signed operand converted to unsigned when the
   * unsigned one cannot reach the sign bit (a == sizeof(int), a != 5u), as clang-19 judges */
  if ((op == OP_EQ || op == OP_NE) && value_bits(ctx, sa ? b : a) < (unsigned)common->size * 8) return;
  ofe_warn(&ctx->diag, OFE_W_SIGN_COMPARE, loc, "comparison of integers of different signs: '%s' and '%s'",
           ofe_type_str(&ctx->types, named_type(ctx, a)), ofe_type_str(&ctx->types, named_type(ctx, b)));
}
