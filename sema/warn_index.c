/* warn_index: a subscript as written: of type plain `char`, whose sign depends on the target
 * (-Wchar-subscripts), or a constant outside an array of known length (-Warray-bounds). */
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

void ofe_warn_subscript(OfeCtx *ctx, const OfeExpr *array, const OfeExpr *index, OfeLoc bracket) {
  if (index->type && index->type->unqual->kind == TY_CHAR)
    ofe_warn(&ctx->diag, OFE_W_CHAR_SUBSCRIPTS, bracket, "array subscript is of type 'char'");
  if (ctx->unevaluated || array->kind != E_VAR || !array->var.decl || !array->type || array->type->kind != TY_ARRAY) return;
  const OfeExpr *i = ofe_expr_peel_implicit_casts(index);
  int64_t len = array->type->array_len;
  if (i->kind != E_INT || len < 0 || ofe_sizeof(i->type) > 8) return;
  bool is_signed = !ofe_type_is_unsigned(i->type);
  int64_t v = (int64_t)i->i.value;
  /* one past the end is a valid address (&a[n]); only its read would not be, which the
   * subscript alone cannot tell */
  if (is_signed && v < 0) {
    ofe_warn(&ctx->diag, OFE_W_ARRAY_BOUNDS, array->loc, "array index %lld is before the beginning of the array", (long long)v);
  } else if ((uint64_t)i->i.value > (uint64_t)len) {
    char type[128];
    ofe_warn(&ctx->diag, OFE_W_ARRAY_BOUNDS, array->loc, "array index %llu is past the end of the array (that has type '%s')",
             (unsigned long long)(uint64_t)i->i.value, array_type_text(ctx, array->type, type, sizeof type));
  } else {
    return;
  }
  ofe_note(&ctx->diag, array->var.decl->loc, "array '%s' declared here", array->var.decl->name);
}
