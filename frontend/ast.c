/* ast: node constructors. */
#include "frontend/ast.h"

#include <string.h>

OfeExpr *ofe_expr_new(OfeArena *a, OfeExprKind kind, OfeType *type, OfeLoc loc) {
  OfeExpr *e = ofe_arena_alloc(a, sizeof *e);
  e->kind = kind;
  e->type = type;
  e->loc = loc;
  return e;
}

OfeStmt *ofe_stmt_new(OfeArena *a, OfeStmtKind kind, OfeLoc loc) {
  OfeStmt *s = ofe_arena_alloc(a, sizeof *s);
  s->kind = kind;
  s->loc = loc;
  return s;
}

OfeDecl *ofe_decl_new(OfeArena *a, OfeDeclKind kind, const char *name, OfeType *type, OfeLoc loc) {
  OfeDecl *d = ofe_arena_alloc(a, sizeof *d);
  d->kind = kind;
  d->name = name;
  d->asm_name = name;
  d->type = type;
  d->loc = loc;
  d->canonical = d;
  return d;
}

void ofe_expr_list_push(OfeArena *a, OfeExprList *l, OfeExpr *e) { ofe_vec_push(a, l, e); }
void ofe_stmt_list_push(OfeArena *a, OfeStmtList *l, OfeStmt *s) { ofe_vec_push(a, l, s); }

const OfeOmpClause *ofe_omp_find_clause(const OfeOmpDirective *d, OfeOmpClauseKind k) {
  for (size_t i = 0; i < d->clauses.len; i++)
    if (d->clauses.items[i]->kind == k) return d->clauses.items[i];
  return NULL;
}
