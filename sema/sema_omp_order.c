/* sema_omp_order: the order clause (OpenMP 5.1 §2.11.3, 5.2 §10.3). order([reproducible: |
 * unconstrained:] concurrent) on a for, simd or distribute construct (and loop, which becomes
 * one of them) lets the iterations run in any order, concurrently. ompfe runs them as written,
 * which is one of the orders it allows, so the clause changes nothing in the program; what sema
 * checks is that a program with it is conforming, as clang-19 checks it: the kind is
 * concurrent and no ordered clause stands beside it. The syntax is read by the tokenizer
 * (parse/tokens.c, order_clause), which reports what is out of place in it. */
#include <string.h>

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
