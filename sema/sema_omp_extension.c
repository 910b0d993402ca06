/* sema_omp_extension: the ompx_ clauses a tool or plugin registered (options/clause_extensions.h,
 * include/ompfe.h "extension clauses"). ompfe checks a clause's form (where it may stand, how
 * often, whether it has arguments, each argument a C expression), then the extension's check
 * hook judges the rest through the OmpfeClauseUse queries below, reporting at the clause. */
#include <stdarg.h>
#include <string.h>

#include "sema/sema.h"
#include "sema/sema_omp.h"

struct OmpfeClauseUse {
  OfeCtx *ctx;
  const OfeClauseExtension *ext;
  const char *directive; /* the leaf it is on */
  OfeLoc loc;
  OfeExprList args;
};

bool ofe_omp_extension_takes(const OfeCtx *ctx, OfeOmpDirKind k, const OfeOmpClauseSyntax *s) {
  const OfeClauseExtension *ext = ofe_extensions_find(&ctx->extensions, s->spelling);
  return ext && ofe_extension_takes(ext, ofe_omp_directive_name(k));
}

/* An earlier clause of the list with the same name. */
static bool given_before(const OfeOmpClauseList *cl, size_t i) {
  for (size_t j = 0; j < i; j++)
    if (cl->items.items[j]->name == OMPC_EXTENSION && !strcmp(cl->items.items[j]->spelling, cl->items.items[i]->spelling))
      return true;
  return false;
}

OfeOmpClause *ofe_omp_extension_clause(OfeCtx *ctx, OfeOmpDirKind k, const OfeOmpClauseList *cl, size_t i, const char *dn) {
  const OfeOmpClauseSyntax *s = cl->items.items[i];
  const OfeClauseExtension *ext = ofe_extensions_find(&ctx->extensions, s->spelling);
  const char *name = s->spelling;
  if (!ext->def.repeatable && given_before(cl, i)) {
    ofe_error(&ctx->diag, s->loc, "directive '#pragma omp %s' cannot contain more than one '%s' clause", dn, name);
    return NULL;
  }
  if (ext->def.arguments == OMPFE_CLAUSE_NO_ARGUMENTS && s->has_parens) {
    ofe_error(&ctx->diag, s->loc, "'%s' takes no arguments", name);
    return NULL;
  }
  if ((s->has_parens || ext->def.arguments == OMPFE_CLAUSE_ARGUMENTS) && !s->args.len) {
    ofe_error(&ctx->diag, s->loc, "expected an expression in '%s' clause", name);
    return NULL;
  }
  if (s->mods.len) {
    ofe_error(&ctx->diag, s->mods.items[0].loc, "unexpected modifier '%s' in '%s' clause", s->mods.items[0].text, name);
    return NULL;
  }
  for (size_t a = 0; a < s->args.len; a++)
    if (s->args.items[a]->type->kind == TY_ERROR) return NULL;
  OmpfeClauseUse *use = ofe_arena_alloc(&ctx->arena, sizeof *use);
  *use = (OmpfeClauseUse){ctx, ext, ofe_omp_directive_name(k), s->loc, s->args};
  unsigned errors = ctx->diag.errors;
  if (ext->def.check) ext->def.check(use, ext->def.user_data);
  if (ctx->diag.errors != errors) return NULL;
  OfeOmpClause *c = ofe_arena_alloc(&ctx->arena, sizeof *c);
  c->kind = OMPC_EXTENSION;
  c->loc = s->loc;
  c->extension = use;
  return c;
}

const OfeClauseExtension *ofe_omp_extension_of(const OmpfeClauseUse *use) { return use->ext; }

/* ---- what a hook asks (include/ompfe.h) --------------------------------------------------- */

const char *ompfe_clause_use_name(const OmpfeClauseUse *use) { return use->ext->def.name; }
const char *ompfe_clause_use_directive(const OmpfeClauseUse *use) { return use->directive; }
const char *ompfe_clause_use_file(const OmpfeClauseUse *use) { return ofe_diag_file_name(&use->ctx->diag, use->loc.file); }
unsigned ompfe_clause_use_line(const OmpfeClauseUse *use) { return use->loc.line; }
unsigned ompfe_clause_use_column(const OmpfeClauseUse *use) { return use->loc.col; }
size_t ompfe_clause_use_argument_count(const OmpfeClauseUse *use) { return use->args.len; }

static OfeExpr *argument(const OmpfeClauseUse *use, size_t index) {
  return index < use->args.len ? use->args.items[index] : NULL;
}

bool ompfe_clause_use_argument_int(const OmpfeClauseUse *use, size_t index, long long *value) {
  OfeExpr *e = argument(use, index);
  int64_t v;
  if (!e || !ofe_type_is_integer(e->type) || !ofe_eval_int(use->ctx, e, &v)) return false;
  *value = v;
  return true;
}

const char *ompfe_clause_use_argument_string(const OmpfeClauseUse *use, size_t index) {
  const OfeExpr *e = argument(use, index);
  return e && e->kind == E_STRING && e->str.char_size == 1 ? e->str.bytes : NULL;
}

static void report(OmpfeClauseUse *use, OfeDiagLevel level, size_t index, const char *format, va_list ap) {
  const OfeExpr *e = argument(use, index);
  ofe_vdiag(&use->ctx->diag, level, e ? e->loc : use->loc, format, ap);
}

void ompfe_clause_use_error(OmpfeClauseUse *use, size_t index, const char *format, ...) {
  va_list ap;
  va_start(ap, format);
  report(use, OFE_DIAG_ERROR, index, format, ap);
  va_end(ap);
}

void ompfe_clause_use_warning(OmpfeClauseUse *use, size_t index, const char *format, ...) {
  va_list ap;
  va_start(ap, format);
  report(use, OFE_DIAG_WARNING, index, format, ap);
  va_end(ap);
}
