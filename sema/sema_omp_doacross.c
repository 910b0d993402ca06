/* sema_omp_doacross: doacross loops (OpenMP 5.2 §4.4.4, §15.9.6, §15.10.1): a worksharing
 * loop with ordered(n) whose iterations wait for one another, with clang-19's checks and
 * wording. In its body, `ordered depend(sink: vec)` (5.2: `doacross(sink: vec)`) waits until
 * the iteration vec names has passed its `ordered depend(source)` (`doacross(source:)`).
 *
 * The ordered directive is read inside the loop's body, before the loop is known: it records
 * itself on the loop leaf (doacross_points). The loop's check finds its n loops (the first
 * `collapse` of them workshared, the others run whole in each iteration) and checks each sink
 * vector against them: its d-th element is the d-th loop's variable, alone or plus or minus an
 * integer constant, and becomes a value of that loop's iteration type. The lowering
 * (omp-lowering/doacross.c) turns vectors into iteration numbers. */
#include <string.h>

#include "sema/const_eval.h"
#include "sema/sema.h"
#include "sema/sema_omp.h"

/* The ordered clause's parameter of loop leaf d (0: none, or a plain `ordered`). */
static int64_t ordered_parameter(const OfeOmpDirective *d) {
  const OfeOmpClause *c = ofe_omp_find_clause(d, OMPC_ORDERED);
  return c ? c->value : 0;
}

OfeOmpClause *ofe_omp_doacross_clause(OfeCtx *ctx, const OfeOmpClauseSyntax *s) {
  const char *kind = s->mods.len == 1 ? s->mods.items[0].text : NULL;
  bool source = kind && !strcmp(kind, "source"), sink = kind && !strcmp(kind, "sink");
  if (!source && !sink) {
    ofe_error(&ctx->diag, s->mods.len ? s->mods.items[0].loc : s->loc, "expected 'source' or 'sink' in OpenMP clause '%s'",
              s->spelling);
    return NULL;
  }
  /* tokens.c made `omp_cur_iteration` (source) and `omp_cur_iteration-1` (sink) words */
  const char *cur = s->mods2.len == 1 ? s->mods2.items[0].text : NULL;
  if (source && (s->args.len || (cur && strcmp(cur, "omp_cur_iteration")))) {
    ofe_error(&ctx->diag, s->loc, "expected nothing or 'omp_cur_iteration' after 'source' in OpenMP clause '%s'", s->spelling);
    return NULL;
  }
  if (sink && cur && strcmp(cur, "omp_cur_iteration-1")) {
    ofe_error(&ctx->diag, s->mods2.items[0].loc, "expected 'omp_cur_iteration - 1' or a vector of loop iteration variables after 'sink' in OpenMP clause '%s'",
              s->spelling);
    return NULL;
  }
  if (sink && !cur && !s->args.len) {
    ofe_error(&ctx->diag, s->loc, "expected a vector of loop iteration variables after 'sink' in OpenMP clause '%s'", s->spelling);
    return NULL;
  }
  OfeOmpClause *c = ofe_arena_alloc(&ctx->arena, sizeof *c);
  c->kind = OMPC_DOACROSS;
  c->loc = s->loc;
  c->modifier = source ? DOACROSS_SOURCE : cur ? DOACROSS_SINK_PREVIOUS : DOACROSS_SINK;
  if (!strcmp(s->spelling, "doacross")) c->flags |= DOACROSS_SPELLED_DOACROSS;
  for (size_t i = 0; i < s->args.len; i++) {
    OfeExpr *e = s->args.items[i];
    if (e->type->kind == TY_ERROR) return NULL;
    OfeMapItem it = {.expr = e, .loc = e->loc};
    ofe_vec_push(&ctx->arena, &c->items, it);
  }
  return c;
}

OfeStmt *ofe_omp_doacross(OfeCtx *ctx, OfeOmpDirective *d) {
  bool ok = true;
  const OfeOmpClause *source = NULL, *sink = NULL;
  const char *name = "depend"; /* the clause as the messages name it, as clang-19 does: the last one's */
  for (size_t i = 0; i < d->clauses.len; i++) {
    const OfeOmpClause *c = d->clauses.items[i];
    name = c->flags & DOACROSS_SPELLED_DOACROSS ? "doacross" : "depend";
    if (c->modifier == DOACROSS_SOURCE && source) {
      ofe_error(&ctx->diag, c->loc, "directive '#pragma omp ordered' cannot contain more than one '%s' clause with 'source' dependence",
                name);
      ok = false;
    }
    if (c->modifier == DOACROSS_SOURCE) source = c;
    else sink = c;
    if (source && sink && ok) {
      ofe_error(&ctx->diag, c->loc, c == source ? "'%s(source)' clause cannot be mixed with '%s(sink:vec)' clauses"
                                                : "'%s(sink:vec)' clauses cannot be mixed with '%s(source)' clause",
                name, name);
      ok = false;
    }
  }
  /* the loop leaf it is closely nested in */
  const OfeOmpDirective *top = ctx->func && ctx->func->constructs.len ? ctx->func->constructs.items[ctx->func->constructs.len - 1] : NULL;
  while (top && top->inner) top = top->inner;
  if (ok && (!top || top->kind != OMPD_FOR || !ordered_parameter(top))) {
    ofe_error(&ctx->diag, d->loc,
              top && top->kind == OMPD_FOR && ofe_omp_find_clause(top, OMPC_ORDERED)
                  ? "'ordered' directive with '%s' clause cannot be closely nested inside ordered region without specified parameter"
                  : "an 'ordered' directive with 'depend' or 'doacross' clauses must be closely nested inside a loop region with an 'ordered' clause with a parameter",
              name);
    ok = false;
  }
  if (!ok) return NULL;
  OfeOmpDirective *loop = (OfeOmpDirective *)top;
  d->doacross_loop = loop;
  ofe_vec_push(&ctx->arena, &loop->doacross_points, d);
  OfeStmt *st = ofe_stmt_new(&ctx->arena, S_OMP, d->loc);
  st->omp.dir = d;
  return st;
}

static const OfeExpr *without_implicit_casts(const OfeExpr *e) {
  while (e->kind == E_CAST && !e->cast.is_explicit) e = e->cast.operand;
  return e;
}

static bool names(const OfeExpr *e, const OfeDecl *v) {
  e = without_implicit_casts(e);
  return e->kind == E_VAR && e->var.decl && e->var.decl->canonical == v->canonical;
}

/* Sink vector element `e` for loop l: l's variable, alone or plus or minus an integer constant,
 * as a value of l's iteration type; NULL after an error. */
static OfeExpr *sink_element(OfeCtx *ctx, OfeExpr *e, const OfeOmpLoop *l) {
  const OfeExpr *x = without_implicit_casts(e);
  if (x->kind == E_BINARY && !names(x->binary.lhs, l->var)) {
    ofe_error(&ctx->diag, x->loc, "expected '%s' loop iteration variable", l->var->name);
    return NULL;
  }
  if (x->kind == E_BINARY) {
    OfeConst k;
    if (x->binary.op != OP_ADD && x->binary.op != OP_SUB) {
      ofe_error(&ctx->diag, x->loc, "expected '+' or '-' operation");
      return NULL;
    }
    if (!ofe_const_eval(ctx, x->binary.rhs, &k) || k.kind != CONST_INT) {
      ofe_error(&ctx->diag, x->binary.rhs->loc, "expected an integer constant after '%s' in a sink vector", l->var->name);
      return NULL;
    }
  } else if (!names(x, l->var)) {
    ofe_error(&ctx->diag, x->loc, "expected '%s' loop iteration variable", l->var->name);
    return NULL;
  }
  return ofe_sema_convert(ctx, e, l->iter_type);
}

void ofe_omp_check_doacross_loop(OfeCtx *ctx, OfeOmpDirective *loop, OfeStmt *body, const char *dn) {
  /* (never with a distribute leaf, which refuses the ordered clause: ofe_omp_split_clauses) */
  int64_t n = ordered_parameter(loop);
  if (!n || !loop->loop) return;
  const OfeOmpClause *ordered = ofe_omp_find_clause(loop, OMPC_ORDERED);
  if ((size_t)n < loop->loop->loops.len) {
    ofe_error(&ctx->diag, ordered->loc,
              "the parameter of the 'ordered' clause must be greater than or equal to the parameter of the 'collapse' clause");
    return;
  }
  OfeOmpLoopNest *nest = (size_t)n == loop->loop->loops.len ? loop->loop : ofe_omp_loop_nest(ctx, body, loop->loc, n, dn);
  if (!nest) return;
  if (nest->nonrect) {
    ofe_error(&ctx->diag, nest->loops.items[nest->loops.len - 1].loc,
              "a doacross loop nest whose bounds depend on an outer loop's variable is not supported by ompfe");
    return;
  }
  for (size_t k = 0; k < nest->loops.len; k++)
    if (nest->loops.items[k].var->type->kind == TY_PTR) {
      ofe_error(&ctx->diag, nest->loops.items[k].loc, "a doacross loop over a pointer variable is not supported by ompfe");
      return;
    }
  bool ok = true;
  for (size_t p = 0; p < loop->doacross_points.len; p++) {
    OfeOmpDirective *point = loop->doacross_points.items[p];
    for (size_t i = 0; i < point->clauses.len; i++) {
      OfeOmpClause *c = point->clauses.items[i];
      if (c->modifier != DOACROSS_SINK) continue;
      for (size_t j = 0; j < c->items.len || j < nest->loops.len; j++) {
        if (j >= nest->loops.len) {
          ofe_error(&ctx->diag, c->items.items[j].loc, "a sink vector has more elements than the 'ordered' clause's %lld loops",
                    (long long)n);
          ok = false;
          break;
        }
        if (j >= c->items.len) {
          ofe_error(&ctx->diag, c->loc, "expected '%s' loop iteration variable", nest->loops.items[j].var->name);
          ok = false;
          break;
        }
        OfeExpr *el = sink_element(ctx, c->items.items[j].expr, &nest->loops.items[j]);
        if (!el) {
          ok = false;
          break;
        }
        c->items.items[j].expr = el;
      }
    }
  }
  if (ok) loop->doacross = nest;
}
