/* warn_index: a subscript as written: of type plain `char`, whose sign depends on the target
 * (-Wchar-subscripts), or a constant outside an array of known length (-Warray-bounds); one
 * past the end only when no & takes its address, which the function's end tells. */
#include "sema/warn.h"

#include "support/diag.h"

/* clang-19 writes an array type without a space before its bounds: 'int[10]' */
static const char *array_type_text(OfeCtx *ctx, const OfeType *t, char *buf, size_t size) {
  const char *s = ofe_type_str(&ctx->types, t);
  size_t n = 0;
  for (; *s && n + 1 < size; s++)
    if (!(s[0] == ' ' && s[1] == '[')) buf[n++] = *s;
  buf[n] = 0;
  return buf;
}

static void declared_here(OfeCtx *ctx, const OfeExpr *array) {
  ofe_note(&ctx->diag, array->var.decl->loc, "array '%s' declared here", array->var.decl->name);
}

/* reported at the array, as clang-19 reports */
static void past_the_end(OfeCtx *ctx, const OfeExpr *array, uint64_t index) {
  char type[128];
  ofe_warn(&ctx->diag, OFE_W_ARRAY_BOUNDS, array->loc, "array index %llu is past the end of the array (that has type '%s')",
           (unsigned long long)index, array_type_text(ctx, array->type, type, sizeof type));
  declared_here(ctx, array);
}

bool ofe_warn_subscript(OfeCtx *ctx, const OfeExpr *array, const OfeExpr *index, OfeLoc bracket) {
  if (index->type && index->type->unqual->kind == TY_CHAR)
    ofe_warn(&ctx->diag, OFE_W_CHAR_SUBSCRIPTS, bracket, "array subscript is of type 'char'");
  if (ctx->unevaluated || array->kind != E_VAR || !array->var.decl || !array->type || array->type->kind != TY_ARRAY) return false;
  const OfeExpr *i = ofe_expr_peel_implicit_casts(index);
  int64_t len = array->type->array_len;
  if (i->kind != E_INT || len < 0 || ofe_sizeof(i->type) > 8) return false;
  bool is_signed = !ofe_type_is_unsigned(i->type);
  int64_t v = (int64_t)i->i.value;
  if (is_signed && v < 0) {
    ofe_warn(&ctx->diag, OFE_W_ARRAY_BOUNDS, array->loc, "array index %lld is before the beginning of the array", (long long)v);
    declared_here(ctx, array);
  } else if ((uint64_t)i->i.value > (uint64_t)len) {
    past_the_end(ctx, array, (uint64_t)i->i.value);
  }
  return (uint64_t)i->i.value == (uint64_t)len;
}

void ofe_warn_note_past_end(OfeCtx *ctx, const OfeExpr *array, const OfeExpr *deref) {
  if (!ctx->func) return; /* a file-scope initializer: left alone */
  OfePastEnd p = {deref, array, false};
  ofe_vec_push(&ctx->arena, &ctx->func->past_end, p);
}

void ofe_warn_note_address_taken(OfeCtx *ctx, const OfeExpr *operand) {
  /* the newest first: & follows its subscript at once */
  for (size_t i = ctx->func ? ctx->func->past_end.len : 0; i-- > 0;)
    if (ctx->func->past_end.items[i].deref == operand) {
      ctx->func->past_end.items[i].addressed = true;
      return;
    }
}

void ofe_warn_past_end(OfeCtx *ctx) {
  for (size_t i = 0; ctx->func && i < ctx->func->past_end.len; i++) {
    const OfePastEnd *p = &ctx->func->past_end.items[i];
    if (!p->addressed) past_the_end(ctx, p->array, (uint64_t)p->array->type->array_len);
  }
}
