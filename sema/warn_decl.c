/* warn_decl: a declaration that hides another of the same name (-Wshadow, only when asked
 * for): a local variable or parameter over a variable of an enclosing block, a parameter or
 * a file-scope variable. Typedefs, functions and enumerators hidden are not reported, as in
 * clang-19. */
#include "sema/warn.h"

#include "support/diag.h"
#include "sema/sema.h"

void ofe_warn_shadow(OfeCtx *ctx, const OfeDecl *d) {
  if (!ctx->func || d->kind != D_VAR || d->is_artificial || !d->name || d->name[0] == '.') return;
  const OfeDecl *prev = ofe_scope_lookup(ctx, d->name);
  if (!prev || prev == d || prev->kind != D_VAR || prev->is_artificial || prev->scope_depth >= d->scope_depth) return;
  bool global = prev->scope_depth == 0;
  ofe_warn(&ctx->diag, OFE_W_SHADOW, d->loc, "declaration shadows a %s", global ? "variable in the global scope" : "local variable");
  ofe_note(&ctx->diag, prev->loc, "previous declaration is here");
}
