/* sema_omp_order: the order clause (OpenMP 5.1 §2.11.3, 5.2 §10.3). order([reproducible: |
 * unconstrained:] concurrent) on a for, simd or distribute construct (and loop, which becomes
 * one of them) lets the iterations run in any order, concurrently. ompfe runs them as written,
 * which is one of the orders it allows, so the clause changes nothing in the program; what sema
 * checks is that a program with it is conforming, as clang-19 checks it: the kind is
 * concurrent, no ordered clause stands beside it, only loop, parallel and simd constructs (and
 * combined constructs that begin with parallel) are closely nested in its region, and the
 * region calls no OpenMP runtime routine. These are OpenMP 5.1's and 5.2's rules (ompfe's
 * default version, clang-19's); 6.0 allows atomic and the loop transformations there too. As
 * in clang-19, a region nested deeper is not checked, nor are calls of functions holding
 * directives, which the rules also exclude. The syntax is read by the tokenizer (parse/tokens.c,
 * order_clause), which reports what is out of place in it. */
#include <string.h>
#include <strings.h>

#include "sema/sema.h"
#include "sema/sema_omp.h"

bool ofe_omp_order_clause(OfeCtx *ctx, OfeOmpDirective *d, const OfeOmpClauseSyntax *s) {
  if (!s->has_parens || !s->mods.len) return false; /* `order` alone: the tokenizer said so */
  /* order(modifier : kind) or order(kind), the modifier one the tokenizer knew */
  const OfeOmpWord *kind = s->mods2.len ? &s->mods2.items[0] : &s->mods.items[0];
  if (strcmp(kind->text, "concurrent") != 0) {
    ofe_error(&ctx->diag, kind->loc, "expected 'concurrent' in OpenMP clause 'order'");
    return false;
  }
  d->order_concurrent = true;
  d->order_at = kind->loc;
  return true;
}

bool ofe_omp_check_order_ordered(OfeCtx *ctx, const OfeOmpDirective *first) {
  const OfeOmpDirective *order = NULL;
  const OfeOmpClause *ordered = NULL;
  for (const OfeOmpDirective *d = first; d; d = d->inner) {
    if (d->order_concurrent) order = d;
    if (!ordered) ordered = ofe_omp_find_clause(d, OMPC_ORDERED);
  }
  if (!order || !ordered) return true;
  /* the iterations in the order of the loop, and in any order: the two contradict */
  ofe_error(&ctx->diag, order->order_at, "'order' clause with 'concurrent' modifier cannot be specified if an 'ordered' clause is specified");
  ofe_note(&ctx->diag, ordered->loc, "'ordered' clause");
  return false;
}

/* Whether construct d (its chain of leaves) has order(concurrent). */
static bool has_order_concurrent(const OfeOmpDirective *d) {
  for (; d; d = d->inner)
    if (d->order_concurrent) return true;
  return false;
}

bool ofe_omp_order_allows(OfeCtx *ctx, const OfeOmpDirective *first, const char *name, OfeLoc loc) {
  if (!ctx->func || !ctx->func->constructs.len) return true;
  if (!has_order_concurrent(ctx->func->constructs.items[ctx->func->constructs.len - 1])) return true;
  /* parallel, and the combined constructs that begin with it (OpenMP 5.1's words; clang-19
   * refuses parallel masked, parallel masked taskloop and parallel loop), simd, loop */
  if (first && (first->kind == OMPD_PARALLEL || (!first->inner && (first->kind == OMPD_SIMD || first->loop_construct))))
    return true;
  ofe_error(&ctx->diag, loc, "construct '%s' not allowed in a region associated with a directive with 'order' clause", name);
  return false;
}

void ofe_omp_order_check_call(OfeCtx *ctx, const OfeExpr *callee, OfeLoc lparen) {
  if (!ctx->func) return;
  bool inside = false;
  for (size_t i = 0; i < ctx->func->constructs.len && !inside; i++)
    inside = has_order_concurrent(ctx->func->constructs.items[i]);
  if (!inside) return;
  /* the function called by name (clang-19's direct callee: through parentheses, & and *), a
   * runtime routine by clang-19's test, its name beginning omp_ in any case, declared in
   * omp.h or not */
  const OfeExpr *e = ofe_expr_peel_implicit_casts(callee);
  while (e && (e->kind == E_ADDR || e->kind == E_DEREF)) e = ofe_expr_peel_implicit_casts(e->unary_ptr.operand);
  if (!e || e->kind != E_VAR || !e->var.decl || e->var.decl->kind != D_FUNC || strncasecmp(e->var.decl->name, "omp_", 4) != 0)
    return;
  ofe_error(&ctx->diag, lparen, "calls to OpenMP runtime API are not allowed within a region that corresponds to a construct with an order clause that specifies concurrent");
}
