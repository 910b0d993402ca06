/* sema_omp_scan: scan reductions (OpenMP 5.2 §5.6): `reduction(inscan, op: list)` on a
 * worksharing loop or simd construct and the `scan` directive that divides its loop body
 * into an input phase and a scan phase, with clang-19's checks and wording.
 *
 * A loop with inscan reductions records its scan directive (OfeOmpDirective.scan); the
 * lowering (omp-lowering/scan.c) runs the two phases from it. A scan directive must be a
 * statement of the loop body's compound statement itself, and name each inscan item of
 * its loop in its one inclusive or exclusive clause. */
#include <string.h>

#include "sema/sema.h"
#include "sema/sema_omp.h"

#define SCAN_PLACES "for, simd, for simd, parallel for, or parallel for simd"

static bool is_inscan(const OfeOmpClause *c) { return c->kind == OMPC_REDUCTION && (c->flags & REDMOD_INSCAN); }

/* The inscan reduction of loop leaf d that names v, or NULL. */
static const OfeOmpClause *inscan_clause_of(const OfeOmpDirective *d, const OfeDecl *v) {
  for (size_t i = 0; i < d->clauses.len; i++) {
    const OfeOmpClause *c = d->clauses.items[i];
    if (!is_inscan(c)) continue;
    for (size_t j = 0; j < c->items.len; j++)
      if (c->items.items[j].var->canonical == v->canonical) return c;
  }
  return NULL;
}

bool ofe_omp_has_inscan(const OfeOmpDirective *d) {
  for (size_t i = 0; i < d->clauses.len; i++)
    if (is_inscan(d->clauses.items[i])) return true;
  return false;
}

bool ofe_omp_inscan_fits(OfeCtx *ctx, unsigned leaves, const OfeOmpClauseSyntax *s) {
  if (s->name != OMPC_REDUCTION || s->mods.len != 2 || strcmp(s->mods.items[0].text, "inscan")) return true;
#define L(k) OFE_OMP_LEAF(OMPD_##k)
  if (leaves == L(FOR) || leaves == L(SIMD) || leaves == (L(FOR) | L(SIMD)) || leaves == (L(PARALLEL) | L(FOR)) ||
      leaves == (L(PARALLEL) | L(FOR) | L(SIMD)))
    return true;
#undef L
  ofe_error(&ctx->diag, s->mods.items[0].loc,
            "'inscan' modifier can be used only in 'omp for', 'omp simd', 'omp for simd', 'omp parallel for', or 'omp parallel for simd' directive");
  return false;
}

OfeStmt *ofe_omp_scan(OfeCtx *ctx, OfeOmpClauseList *cl, OfeLoc loc) {
  /* refused in a region with order(concurrent), and still read, so that its loop does not
   * also miss a scan directive */
  ofe_omp_order_allows(ctx, NULL, "scan", loc);
  OfeOmpDirective *d = ofe_arena_alloc(&ctx->arena, sizeof *d);
  d->kind = OMPD_SCAN;
  d->loc = loc;
  d->parent = ctx->func ? ctx->func->decl : NULL;
  d->scope_depth = ctx->scope_depth;
  bool ok = true;
  const OfeOmpClauseSyntax *list = NULL;
  for (size_t i = 0; cl && i < cl->items.len; i++) {
    const OfeOmpClauseSyntax *s = cl->items.items[i];
    if (s->name != OMPC_INCLUSIVE && s->name != OMPC_EXCLUSIVE) {
      ofe_omp_clause_not_allowed(ctx, s, "scan");
      ok = false;
    } else if (list) {
      ofe_error(&ctx->diag, s->loc, "exactly one of 'inclusive' or 'exclusive' clauses is expected");
      ok = false;
    } else {
      list = s;
    }
  }
  if (ok && !list) {
    ofe_error(&ctx->diag, loc, "exactly one of 'inclusive' or 'exclusive' clauses is expected");
    ok = false;
  }
  /* the loop leaf the scan is closely nested in */
  const OfeOmpDirective *top = ctx->func && ctx->func->constructs.len ? ctx->func->constructs.items[ctx->func->constructs.len - 1] : NULL;
  /* of a combined construct, the loop leaf that has the reductions (for of for simd) */
  OfeOmpDirective *loop = NULL;
  for (const OfeOmpDirective *l = top; l; l = l->inner)
    if (!l->inner && (l->kind == OMPD_FOR || l->kind == OMPD_SIMD) && !loop) loop = (OfeOmpDirective *)l;
    else if ((l->kind == OMPD_FOR || l->kind == OMPD_SIMD) && ofe_omp_has_inscan(l)) loop = (OfeOmpDirective *)l;
  OfeOmpClause *c = NULL;
  if (list) {
    c = ofe_arena_alloc(&ctx->arena, sizeof *c);
    c->kind = list->name;
    c->loc = list->loc;
    for (size_t i = 0; i < list->args.len; i++) {
      OfeExpr *e = list->args.items[i];
      if (e->kind == E_VAR && !e->var.decl) {
        if (!e->var.reported) ofe_error(&ctx->diag, e->loc, "use of undeclared identifier '%s'", e->var.name);
        ok = false;
        continue;
      }
      if (e->type->kind == TY_ERROR) {
        ok = false;
        continue;
      }
      if (e->kind != E_VAR || e->var.decl->kind != D_VAR) {
        ofe_error(&ctx->diag, e->loc, "expected variable name in '%s' clause", list->spelling);
        ok = false;
        continue;
      }
      if (!loop || !inscan_clause_of(loop, e->var.decl)) {
        ofe_error(&ctx->diag, e->loc, "the list item must appear in 'reduction' clause with the 'inscan' modifier of the parent directive");
        ok = false;
        continue;
      }
      OfeMapItem it = {.expr = e, .var = e->var.decl, .loc = e->loc};
      ofe_vec_push(&ctx->arena, &c->items, it);
    }
    ofe_vec_push(&ctx->arena, &d->clauses, c);
  }
  if (!top) {
    ofe_error(&ctx->diag, loc, "orphaned 'omp scan' directives are prohibited; perhaps you forget to enclose the directive into a " SCAN_PLACES " region?");
    return NULL;
  }
  if (!loop) {
    const char *dn = ofe_omp_directive_name(ctx->func->constructs.items[ctx->func->constructs.len - 1]->kind);
    for (const OfeOmpDirective *l = ctx->func->constructs.items[ctx->func->constructs.len - 1]->inner; l; l = l->inner)
      dn = ofe_arena_printf(&ctx->arena, "%s %s", dn, ofe_omp_directive_name(l->kind));
    ofe_error(&ctx->diag, loc, "region cannot be closely nested inside '%s' region; perhaps you forget to enclose 'omp scan' directive into a " SCAN_PLACES " region?", dn);
    return NULL;
  }
  if (loop->scan) {
    ofe_error(&ctx->diag, loc, "exactly one 'scan' directive must appear in the loop body of an enclosing directive");
    ofe_note(&ctx->diag, loop->scan->loc, "previous 'scan' directive used here");
    return NULL;
  }
  /* kept after an error in its clauses too, so that its place in the loop body is checked
   * once, and a second scan is reported (the errors end the compile before the lowering) */
  (void)ok;
  loop->scan = d;
  OfeStmt *st = ofe_stmt_new(&ctx->arena, S_OMP, loc);
  st->omp.dir = d;
  return st;
}

/* Whether the scan directive d is one of the statements of the compound statement body. */
static bool divides(const OfeStmt *body, const OfeOmpDirective *d) {
  if (!body || body->kind != S_COMPOUND) return false;
  for (size_t i = 0; i < body->compound.items.len; i++) {
    const OfeStmt *s = body->compound.items.items[i];
    if (s->kind == S_OMP && s->omp.dir == d) return true;
  }
  return false;
}

void ofe_omp_check_scan_loop(OfeCtx *ctx, OfeOmpDirective *d) {
  if (!ofe_omp_has_inscan(d) || !d->loop) return;
  /* inscan and other reductions do not mix on one construct */
  const OfeOmpClause *inscan = NULL, *plain = NULL;
  for (size_t i = 0; i < d->clauses.len; i++) {
    const OfeOmpClause *c = d->clauses.items[i];
    if (c->kind != OMPC_REDUCTION) continue;
    if (is_inscan(c) && !inscan) inscan = c;
    if (!is_inscan(c) && !plain) plain = c;
  }
  if (plain) {
    ofe_error(&ctx->diag, plain->loc, "expected 'reduction' clause with the 'inscan' modifier");
    ofe_note(&ctx->diag, inscan->loc, "'reduction' clause with 'inscan' modifier is used here");
    return;
  }
  /* the lowering runs the team's iterations in order of thread number (scan.c) */
  const OfeOmpClause *sched = ofe_omp_find_clause(d, OMPC_SCHEDULE);
  if (sched && (sched->modifier != SCHED_STATIC || sched->expr)) {
    ofe_error(&ctx->diag, sched->loc, "a 'schedule' other than 'static' without a chunk size on a loop with inscan reductions is not supported by ompfe");
    return;
  }
  const OfeOmpClause *ordered = ofe_omp_find_clause(d, OMPC_ORDERED);
  if (ordered) {
    ofe_error(&ctx->diag, ordered->loc, "'ordered' on a loop with inscan reductions is not supported by ompfe");
    return;
  }
  const OfeOmpDirective *scan = d->scan;
  /* (the grammar takes no stand-alone directive as the loop's statement itself) */
  if (scan && !divides(d->loop->body, scan)) {
    ofe_error(&ctx->diag, scan->loc, "orphaned 'omp scan' directives are prohibited; perhaps you forget to enclose the directive into a " SCAN_PLACES " region?");
    return;
  }
  /* each inscan item is named by the scan directive */
  const OfeOmpClause *named = scan && scan->clauses.len ? scan->clauses.items[0] : NULL;
  for (size_t i = 0; i < d->clauses.len; i++) {
    const OfeOmpClause *c = d->clauses.items[i];
    if (!is_inscan(c)) continue;
    for (size_t j = 0; j < c->items.len; j++) {
      bool found = false;
      for (size_t k = 0; named && k < named->items.len; k++)
        found |= named->items.items[k].var->canonical == c->items.items[j].var->canonical;
      if (!found)
        ofe_error(&ctx->diag, c->items.items[j].loc,
                  "the inscan reduction list item must appear as a list item in an 'inclusive' or 'exclusive' clause on an inner 'omp scan' directive");
    }
  }
}
