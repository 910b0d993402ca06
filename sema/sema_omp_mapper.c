/* sema_omp_mapper: declare mapper (OpenMP 5.2 §5.8.8). The directive opens a scope holding
 * its variable while its map clauses are read; the mapper is then declared in the enclosing
 * scope, keyed by identifier and type, and a map item whose type (or element type) is a
 * structure takes the mapper its `mapper(id)` modifier names, else the type's default one.
 * Lowering: omp-lowering/mapper.c. */
#include <string.h>

#include "sema/sema.h"
#include "sema/sema_omp.h"

#define TY (&ctx->types)

/* The type whose mapper maps an item: its own, or an array's (a section's is its element's). */
static const OfeType *mapped_type(const OfeMapItem *item) {
  const OfeType *t = item->expr ? item->expr->type : item->var->type;
  while (t->kind == TY_ARRAY) t = t->base;
  return t;
}

OfeOmpMapper *ofe_omp_mapper_begin(OfeCtx *ctx, const char *id, OfeDeclSpec *spec, OfeDeclarator *d, OfeLoc loc) {
  ofe_scope_push(ctx);
  OfeOmpMapper *m = ofe_arena_alloc(&ctx->arena, sizeof *m);
  m->id = id;
  m->loc = loc;
  OfeDecl *v = ofe_sema_declare(ctx, spec, d);
  if (!v || v->kind != D_VAR || v->type->kind == TY_ERROR) return m;
  if (!ofe_type_is_record(v->type)) {
    ofe_error(&ctx->diag, loc, "mapper type must be of struct, union or class type");
    return m;
  }
  if (!ofe_type_is_complete(v->type)) {
    ofe_error(&ctx->diag, v->loc, "incomplete type '%s' where a complete type is required", ofe_type_str(TY, v->type));
    return m;
  }
  v->referenced = true; /* the clauses name it; it is never a variable of its own */
  m->var = v;
  m->type = v->type;
  return m;
}

void ofe_omp_mapper_end(OfeCtx *ctx, OfeOmpMapper *m, OfeOmpClauseList *cl) {
  bool ok = m->var != NULL;
  for (size_t i = 0; cl && i < cl->items.len; i++) {
    const OfeOmpClauseSyntax *s = cl->items.items[i];
    if (s->name != OMPC_MAP) {
      ofe_error(&ctx->diag, s->loc, "unexpected OpenMP clause '%s' in directive '#pragma omp declare mapper'", s->spelling);
      ok = false;
      continue;
    }
    OfeOmpClause *c = ofe_omp_map_clause(ctx, OMPD_TARGET, s);
    if (!c) {
      ok = false;
      continue;
    }
    for (size_t j = 0; j < c->items.len; j++) {
      if (m->var && c->items.items[j].var->canonical != m->var->canonical) {
        const OfeDecl *other = c->items.items[j].var;
        ofe_error(&ctx->diag, c->items.items[j].loc,
                  "only variable '%s' is allowed in map clauses of this 'omp declare mapper' directive", m->var->name);
        ofe_note(&ctx->diag, other->loc, "'%s' declared here", other->name);
        ok = false;
      }
    }
    ofe_vec_push(&ctx->arena, &m->clauses, c);
  }
  if (!m->clauses.len) {
    ofe_error(&ctx->diag, m->loc, "expected at least one clause on '#pragma omp declare mapper' directive");
    ok = false;
  }
  ofe_scope_pop(ctx);
  if (!ok) return;
  const OfeOmpMapper *prev = ofe_scope_lookup_mapper(ctx, m->type, m->id, true);
  if (prev) {
    ofe_error(&ctx->diag, m->loc, "redefinition of user-defined mapper for type '%s' with name '%s'", ofe_type_str(TY, m->type), m->id);
    ofe_note(&ctx->diag, prev->loc, "previous definition is here");
    return;
  }
  ofe_scope_put_mapper(ctx, m);
}

bool ofe_omp_item_mapper(OfeCtx *ctx, OfeMapItem *it, const char *id, OfeLoc id_loc) {
  const OfeType *t = mapped_type(it);
  if (!ofe_type_is_record(t)) {
    if (id) {
      ofe_error(&ctx->diag, id_loc, "mapper type must be of struct, union or class type");
      return false;
    }
    return true;
  }
  it->mapper = ofe_scope_lookup_mapper(ctx, t, id ? id : "default", false);
  if (id && !it->mapper && strcmp(id, "default") != 0) {
    ofe_error(&ctx->diag, id_loc, "cannot find a valid user-defined mapper for type '%s' with name '%s'", ofe_type_str(TY, t), id);
    return false;
  }
  return true;
}
