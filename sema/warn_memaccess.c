/* warn_memaccess: memset, memcpy and the like given `sizeof p` of their own pointer argument
 * p as the length: the pointer's size, not the object's (-Wsizeof-pointer-memaccess, on by
 * default), with clang-19's words and suggestion. */
#include "sema/warn.h"

#include <string.h>

#include "support/diag.h"

/* The functions, their pointer arguments (0: the first only) and their length argument. */
static const struct {
  const char *name;
  unsigned pointers, length;
} memaccess_functions[] = {
  {"memset", 1, 2},  {"memcpy", 2, 2},  {"memmove", 2, 2},  {"memcmp", 2, 2},  {"bcmp", 2, 2},
  {"strncpy", 2, 2}, {"strncmp", 2, 2}, {"strncat", 2, 2}, {"strncasecmp", 2, 2},
};

void ofe_warn_memaccess_call(OfeCtx *ctx, const OfeDecl *callee, const OfeExprList *args) {
  if (callee->kind != D_FUNC || !callee->is_global || callee->storage == SC_STATIC || !callee->name) return;
  for (size_t f = 0; f < sizeof memaccess_functions / sizeof *memaccess_functions; f++) {
    if (strcmp(callee->name, memaccess_functions[f].name) != 0) continue;
    if (args->len <= memaccess_functions[f].length) return;
    const OfeExpr *length = ofe_expr_peel_implicit_casts(args->items[memaccess_functions[f].length]);
    if (length->kind != E_INT || !length->i.sizeof_of) return;
    for (unsigned k = 0; k < memaccess_functions[f].pointers; k++) {
      const OfeExpr *p = ofe_expr_peel_implicit_casts(args->items[k]);
      if (p->kind != E_VAR || p->var.decl != length->i.sizeof_of->var.decl || p->type->kind != TY_PTR) continue;
      const OfeType *pointee = p->type->base;
      if (pointee->kind == TY_VOID) continue; /* clang's way to ask for no warning */
      ofe_warn(&ctx->diag, OFE_W_SIZEOF_POINTER_MEMACCESS, length->i.sizeof_of->loc,
               "'%s' call operates on objects of type '%s' while the size is based on a different type '%s'", callee->name,
               ofe_type_str(&ctx->types, pointee), ofe_type_str(&ctx->types, p->type));
      ofe_note(&ctx->diag, length->i.sizeof_of->loc, ofe_sizeof(pointee) == 1 && ofe_type_is_complete(pointee)
                                            ? "did you mean to provide an explicit length?"
                                            : "did you mean to dereference the argument to 'sizeof' (and multiply it by the number of elements)?");
      return;
    }
    return;
  }
}
