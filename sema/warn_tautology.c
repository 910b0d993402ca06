/* warn_tautology: comparisons whose result the types already decide, and assignments that
 * change nothing, as clang-19 reports them: `x == x` (-Wtautological-compare), a constant
 * outside the range of the other operand's type (-Wtautological-constant-out-of-range-compare),
 * at the edge of it (-Wtype-limits: -Wtautological-unsigned-zero-compare,
 * -Wtautological-type-limit-compare), and `x = x` (-Wself-assign). */
#include "sema/warn.h"

#include <stdio.h>
#include <string.h>

#include "support/diag.h"

static bool same_place(OfeLoc a, OfeLoc b) { return a.file == b.file && a.line == b.line && a.col == b.col; }

/* The tokens of a macro's expansion all sit where the macro is called: an operator at the
 * place of its operand came from a macro, where clang does not warn. */
static bool from_macro(const OfeExpr *a, const OfeExpr *b, OfeLoc op) { return same_place(a->loc, op) || same_place(b->loc, op); }

static bool is_subscript(const OfeExpr *deref) {
  const OfeExpr *sum = deref->unary_ptr.operand;
  /* a[i] is *(a + i) made at the '[': a written `*(a + i)` has its '*' elsewhere */
  return sum->kind == E_BINARY && sum->binary.op == OP_PTR_ADD && same_place(sum->loc, deref->loc);
}

/* clang's "same comparison operand": the same variable, member of the same object, or element
 * of the same array at the same index; not `*p`, nor anything that computes. */
static bool same_operand(const OfeExpr *a, const OfeExpr *b) {
  if (a->folded_op == OFE_FOLDED_ADDR_DEREF || b->folded_op == OFE_FOLDED_ADDR_DEREF) return false; /* `&*p` */
  a = ofe_expr_peel_implicit_casts(a);
  b = ofe_expr_peel_implicit_casts(b);
  if (a->folded_op == OFE_FOLDED_ADDR_DEREF || b->folded_op == OFE_FOLDED_ADDR_DEREF) return false;
  if (a->kind != b->kind) return false;
  switch (a->kind) {
  case E_VAR: return a->var.decl && a->var.decl == b->var.decl;
  case E_INT: return a->i.value == b->i.value;
  case E_MEMBER: {
    if (a->member.member != b->member.member) return false;
    const OfeExpr *x = a->member.base, *y = b->member.base;
    if (x->kind == E_DEREF && y->kind == E_DEREF && !is_subscript(x) && !is_subscript(y)) /* p->m */
      return same_operand(x->unary_ptr.operand, y->unary_ptr.operand);
    return same_operand(x, y);
  }
  case E_DEREF:
    if (!is_subscript(a) || !is_subscript(b)) return false;
    return same_operand(a->unary_ptr.operand->binary.lhs, b->unary_ptr.operand->binary.lhs) &&
           same_operand(a->unary_ptr.operand->binary.rhs, b->unary_ptr.operand->binary.rhs);
  default: return false;
  }
}

/* The operator with its operands swapped: `0 > u` is `u < 0`. */
static OfeBinOp mirrored(OfeBinOp op) {
  switch (op) {
  case OP_LT: return OP_GT;
  case OP_GT: return OP_LT;
  case OP_LE: return OP_GE;
  case OP_GE: return OP_LE;
  default: return op;
  }
}

/* An object read as it is (not a bit-field, whose range is narrower than its type): clang
 * judges those by their type, and stays quiet about computed values. */
static bool plain_object(const OfeExpr *e) {
  if (e->kind == E_VAR) return e->var.decl && e->var.decl->kind == D_VAR;
  if (e->kind == E_MEMBER) return !e->member.member->is_bitfield;
  return e->kind == E_DEREF;
}

/* The values of an integer type, as 128-bit signed numbers. */
static void type_range(const OfeType *t, __int128 *lo, __int128 *hi) {
  unsigned bits = t->kind == TY_BOOL ? 1 : (unsigned)(ofe_sizeof(t) * 8);
  if (ofe_type_is_unsigned(t) || t->kind == TY_BOOL) {
    *lo = 0;
    *hi = ((__int128)1 << bits) - 1;
  } else {
    *lo = -((__int128)1 << (bits - 1));
    *hi = ((__int128)1 << (bits - 1)) - 1;
  }
}

static void int_text(char *buf, size_t size, __int128 v) {
  if (v < 0) snprintf(buf, size, "-%llu", (unsigned long long)-v);
  else snprintf(buf, size, "%llu", (unsigned long long)v);
}

/* `object op constant` (the constant on the right once mirrored), compared in type `common`. */
static void check_constant_compare(OfeCtx *ctx, OfeBinOp op, const OfeExpr *object, const OfeExpr *constant, bool constant_left,
                                   const OfeType *common, OfeLoc loc) {
  const OfeType *ot = object->type->unqual;
  if (!ofe_type_is_integer(ot) || ot->kind == TY_ENUM || !ofe_type_is_integer(constant->type)) return;
  if (!ofe_type_is_unsigned(ot) && ot->kind != TY_BOOL && ofe_type_is_unsigned(common)) return; /* -Wsign-compare's */
  if (ofe_sizeof(common) > 8 || ofe_sizeof(constant->type) > 8) return;
  __int128 value = ofe_type_is_unsigned(constant->type) ? (__int128)(uint64_t)constant->i.value : (__int128)(int64_t)constant->i.value;
  __int128 in_common = value;
  if (ofe_type_is_unsigned(common) && value < 0) in_common += (__int128)1 << (ofe_sizeof(common) * 8);
  __int128 lo, hi;
  type_range(ot, &lo, &hi);
  OfeBinOp rel = constant_left ? mirrored(op) : op; /* object rel constant */
  char num[48];
  int_text(num, sizeof num, value);
  if (in_common > hi || in_common < lo) {
    bool above = in_common > hi;
    bool result = rel == OP_NE || (above ? (rel == OP_LT || rel == OP_LE) : (rel == OP_GT || rel == OP_GE));
    ofe_warn(&ctx->diag, OFE_W_TAUTOLOGICAL_OUT_OF_RANGE_COMPARE, loc, "result of comparison of constant %s with expression of type '%s' is always %s",
             num, ofe_type_str(&ctx->types, ot), result ? "true" : "false");
    return;
  }
  /* at an end of the range: only <, <=, >, >= can be decided */
  bool at_lo = in_common == lo, at_hi = in_common == hi;
  bool decided = (at_lo && (rel == OP_LT || rel == OP_GE)) || (at_hi && (rel == OP_GT || rel == OP_LE));
  if (!decided || ot->kind == TY_BOOL) return;
  bool result = rel == OP_GE || rel == OP_LE;
  const char *o = ofe_binop_spelling(op);
  if (at_lo && lo == 0 && value == 0) {
    if (constant_left)
      ofe_warn(&ctx->diag, OFE_W_TAUTOLOGICAL_UNSIGNED_ZERO_COMPARE, loc, "result of comparison of 0 %s unsigned expression is always %s", o,
               result ? "true" : "false");
    else
      ofe_warn(&ctx->diag, OFE_W_TAUTOLOGICAL_UNSIGNED_ZERO_COMPARE, loc, "result of comparison of unsigned expression %s 0 is always %s", o,
               result ? "true" : "false");
    return;
  }
  if (constant_left) return; /* clang words only `expression op limit` */
  ofe_warn(&ctx->diag, OFE_W_TAUTOLOGICAL_TYPE_LIMIT_COMPARE, loc, "result of comparison '%s' %s %s is always %s", ofe_type_str(&ctx->types, ot), o,
           num, result ? "true" : "false");
}

void ofe_warn_tautology(OfeCtx *ctx, OfeBinOp op, const OfeExpr *a, const OfeExpr *b, OfeLoc loc) {
  if (from_macro(a, b, loc)) return;
  const OfeExpr *x = ofe_expr_peel_implicit_casts(a), *y = ofe_expr_peel_implicit_casts(b);
  /* constants are compared on purpose (`2 == 2`, folded `sizeof a * 2 == 8`) */
  if (x->kind != E_INT && same_operand(x, y) && x->type->kind != TY_ARRAY && !ofe_type_is_float(x->type) && x->type->kind != TY_COMPLEX) {
    bool result = op == OP_EQ || op == OP_LE || op == OP_GE;
    ofe_warn(&ctx->diag, OFE_W_TAUTOLOGICAL_COMPARE, loc, "self-comparison always evaluates to %s", result ? "true" : "false");
    return;
  }
  if (!ofe_type_is_integer(a->type) || !ofe_type_is_integer(b->type)) return;
  OfeType *common = ofe_type_common(&ctx->types, ofe_type_promote(&ctx->types, a->type), ofe_type_promote(&ctx->types, b->type));
  if (y->kind == E_INT && x->kind != E_INT && plain_object(x)) check_constant_compare(ctx, op, x, y, false, common, loc);
  else if (x->kind == E_INT && y->kind != E_INT && plain_object(y)) check_constant_compare(ctx, op, y, x, true, common, loc);
}

void ofe_warn_self_assign(OfeCtx *ctx, const OfeExpr *lhs, const OfeExpr *rhs, OfeLoc loc) {
  const OfeExpr *r = ofe_expr_peel_implicit_casts(rhs);
  if (lhs->kind != E_VAR || r->kind != E_VAR || !lhs->var.decl || lhs->var.decl != r->var.decl) return;
  if (lhs->type->quals & OFE_QUAL_VOLATILE || from_macro(lhs, r, loc)) return;
  /* both operands written as such, with nothing but parentheses around them: an operand of a
   * macro's expansion has the macro's place, where the source spells the macro's name, and one
   * of its argument (SQLite's `n = ROUND8P(n)`, ROUND8P(x) being (x)) has the macro's name
   * beside it; clang-19 is silent on both */
  const char *name = lhs->var.decl->name;
  OfeLoc after_lhs = lhs->loc, after_op = loc;
  after_lhs.col += name ? (uint32_t)strlen(name) : 0;
  after_op.col++;
  if (!name || !ofe_diag_spelled_at(&ctx->diag, lhs->loc, name) || !ofe_diag_spelled_at(&ctx->diag, r->loc, name) ||
      !ofe_diag_only_between(&ctx->diag, after_lhs, loc, " \t)") || !ofe_diag_only_between(&ctx->diag, after_op, r->loc, " \t("))
    return;
  ofe_warn(&ctx->diag, OFE_W_SELF_ASSIGN, loc, "explicitly assigning value of variable of type '%s' to itself",
           ofe_type_str(&ctx->types, lhs->type->unqual));
}
