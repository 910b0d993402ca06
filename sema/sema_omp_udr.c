/* sema_omp_udr: declare reduction (OpenMP 5.2 §5.5.11), user-defined reductions. tokens.c
 * hands the grammar one directive per type listed, so each type's combiner and initializer are
 * checked as expressions of that type, as clang-19 checks them. The combiner is read in a
 * scope of its own holding omp_out and omp_in, the initializer in one holding omp_priv and
 * omp_orig; while either is read no other variable may be named (ofe_omp_udr_check_name), since
 * the lowering makes each a function of the two variables' addresses (omp-lowering/udr.c). The
 * reduction is then declared in the enclosing scope, keyed by identifier and type; a reduction
 * clause looks it up for each list item (ofe_omp_item_udr). */
#include <string.h>

#include "sema/sema.h"
#include "sema/sema_omp.h"

#define TY (&ctx->types)

/* One of the directive's variables: a local of the scope just opened, which nothing outside
 * the directive sees. */
static OfeDecl *udr_var(OfeCtx *ctx, const char *name, OfeType *t, OfeLoc loc) {
  OfeDecl *d = ofe_decl_new(&ctx->arena, D_VAR, ofe_intern(ctx, name, strlen(name)), t, loc);
  d->scope_depth = ctx->scope_depth;
  d->referenced = true; /* never a variable of its own: no unused warning */
  d->is_defined = true;
  ofe_scope_put_decl(ctx, d);
  return d;
}

/* The type a declare reduction may name, else an error at loc (clang-19's words). */
static bool reduction_type_ok(OfeCtx *ctx, const OfeType *t, OfeLoc loc) {
  if (t->kind == TY_ERROR) return false;
  const char *problem = t->kind == TY_ARRAY ? "reduction type cannot be an array type"
                        : t->kind == TY_FUNC ? "reduction type cannot be a function type"
                        : t->quals ? "reduction type cannot be qualified with 'const', 'volatile' or 'restrict' type"
                                   : NULL;
  if (problem) ofe_error(&ctx->diag, loc, "%s", problem);
  return !problem;
}

void ofe_omp_udr_begin(OfeCtx *ctx, const char *id, OfeType *type, OfeLoc type_loc) {
  OfeOmpUdr *u = ofe_arena_alloc(&ctx->arena, sizeof *u);
  u->id = id;
  u->loc = type_loc;
  u->type = reduction_type_ok(ctx, type, type_loc) ? type : TY->error;
  ofe_scope_push(ctx);
  u->out = udr_var(ctx, "omp_out", u->type, type_loc);
  u->in = udr_var(ctx, "omp_in", u->type, type_loc);
  ctx->udr_reading = u;
}

OfeOmpUdr *ofe_omp_udr_combiner(OfeCtx *ctx, OfeExpr *combiner) {
  OfeOmpUdr *u = ctx->udr_reading;
  if (combiner->type->kind != TY_ERROR) u->combiner = combiner;
  return u;
}

void ofe_omp_udr_initializer_begin(OfeCtx *ctx, OfeOmpUdr *u) {
  ofe_scope_push(ctx);
  u->has_initializer = true;
  u->priv = udr_var(ctx, "omp_priv", u->type, u->loc);
  u->orig = udr_var(ctx, "omp_orig", u->type, u->loc);
  ctx->udr_reading = u;
}

void ofe_omp_udr_priv_init(OfeCtx *ctx, OfeInitSyntax *init, OfeLoc loc) {
  OfeOmpUdr *u = ctx->udr_reading;
  if (u->type->kind == TY_ERROR) return;
  (void)loc;
  OfeType *t = u->type;
  OfeInit *in = ofe_sema_layout_init(ctx, &t, init, false);
  if (in) u->priv->init = in;
  else u->type = TY->error; /* reported */
}

void ofe_omp_udr_init_expr(OfeCtx *ctx, OfeExpr *e) {
  OfeOmpUdr *u = ctx->udr_reading;
  if (e->type->kind == TY_ERROR) u->type = TY->error; /* reported */
  else u->init_expr = e;
}

void ofe_omp_udr_close(OfeCtx *ctx) {
  ofe_scope_pop(ctx);
  ctx->udr_reading = NULL;
}

void ofe_omp_udr_check_name(OfeCtx *ctx, const OfeDecl *d, OfeLoc loc) {
  const OfeOmpUdr *u = ctx->udr_reading;
  if (d->kind != D_VAR || d == u->out || d == u->in || d == u->priv || d == u->orig) return;
  bool in_init = u->priv != NULL;
  ofe_error(&ctx->diag, loc, in_init ? "only 'omp_priv' or 'omp_orig' variables are allowed in initializer expression"
                                     : "only 'omp_in' or 'omp_out' variables are allowed in combiner expression");
  ofe_note(&ctx->diag, d->loc, "'%s' declared here", d->name);
}

void ofe_omp_udr_end(OfeCtx *ctx, OfeOmpUdr *u) {
  if (u->type->kind == TY_ERROR || !u->combiner) return;
  const OfeOmpUdr *prev = ofe_scope_lookup_udr(ctx, u->type, u->id, true);
  if (prev) {
    ofe_error(&ctx->diag, u->loc, "redefinition of user-defined reduction for type '%s'", ofe_type_str(TY, u->type));
    ofe_note(&ctx->diag, prev->loc, "previous definition is here");
    return;
  }
  ofe_scope_put_udr(ctx, u);
}

OfeOmpUdr *ofe_omp_item_udr(OfeCtx *ctx, const OfeType *elem, const char *id) {
  return ofe_scope_lookup_udr(ctx, elem, id, false);
}
