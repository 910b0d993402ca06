/* param_values: which parameters of a function are only ever read, so that the emitter can use
 * the argument itself where the source reads them, instead of a stack slot stored once and
 * loaded at every use (at -O0 those loads and stores were ~14% of SQLite's instructions, and
 * each costs in emission, translation and writing).
 *
 * One walk over the checked body, as warn_unused.c's: a parameter qualifies only when the walk
 * accounts for every place the source names it (OfeDecl.ref_count) and each of those reads its
 * value. A name the walk does not see (sizeof, an asm operand, a VLA bound) or that is stored
 * to, incremented, or has its address taken keeps the slot; so does one named anywhere in an
 * OpenMP construct, its clauses or its body (the walk does not enter them: captures, clauses
 * and outlined functions reach variables by address). */
#include <string.h>

#include "sema/sema.h"
#include "support/stack_guard.h"

typedef struct ParamUse {
  OfeDecl *param;
  unsigned seen, reads;
} ParamUse;

typedef struct ParamWalk {
  OfeCtx *ctx;
  ParamUse *uses;
  size_t n;
} ParamWalk;

static ParamUse *param_use(ParamWalk *w, const OfeDecl *d) {
  for (size_t i = 0; i < w->n; i++)
    if (w->uses[i].param == d) return &w->uses[i];
  return NULL;
}

static void walk_stmt(ParamWalk *w, const OfeStmt *s);

/* read: the expression's value is what its context uses (not its address, not a store) */
static void walk_expr(ParamWalk *w, const OfeExpr *e, bool read) {
  if (!e || ofe_stack_exhausted(&w->ctx->stack, &w->ctx->diag, e->loc)) return;
  switch (e->kind) {
  case E_VAR: {
    ParamUse *u = e->var.decl ? param_use(w, e->var.decl) : NULL;
    if (u) {
      u->seen++;
      u->reads += read;
    }
    return;
  }
  case E_ASSIGN:
    walk_expr(w, e->assign.lhs, false);
    walk_expr(w, e->assign.rhs, true);
    return;
  case E_COMPOUND_ASSIGN:
    walk_expr(w, e->compound_assign.lhs, false);
    walk_expr(w, e->compound_assign.rhs, true);
    return;
  case E_INCDEC: walk_expr(w, e->incdec.operand, false); return;
  case E_COMMA:
    walk_expr(w, e->comma.lhs, true);
    walk_expr(w, e->comma.rhs, read);
    return;
  case E_CAST: walk_expr(w, e->cast.operand, read); return;
  case E_STMT_EXPR:
    walk_stmt(w, e->stmt_expr.body);
    walk_expr(w, e->stmt_expr.result, read);
    return;
  case E_CALL:
    walk_expr(w, e->call.callee, true);
    for (size_t i = 0; i < e->call.args.len; i++) walk_expr(w, e->call.args.items[i], true);
    return;
  case E_DEREF: walk_expr(w, e->unary_ptr.operand, true); return; /* *p reads p */
  case E_ADDR: walk_expr(w, e->unary_ptr.operand, false); return;
  case E_MEMBER: walk_expr(w, e->member.base, false); return;
  case E_UNARY: walk_expr(w, e->unary.operand, true); return;
  case E_BINARY:
    walk_expr(w, e->binary.lhs, true);
    walk_expr(w, e->binary.rhs, true);
    return;
  case E_LOGICAL:
    walk_expr(w, e->logical.lhs, true);
    walk_expr(w, e->logical.rhs, true);
    return;
  case E_COND:
    walk_expr(w, e->cond.cond, true);
    walk_expr(w, e->cond.then, read);
    walk_expr(w, e->cond.els, read);
    return;
  default:
    /* built-ins and va_* may take their operands as lvalues; compound literals, sections and
     * run-time sizeof are not walked: a parameter named there keeps its slot */
    return;
  }
}

static void walk_stmt(ParamWalk *w, const OfeStmt *s) {
  if (!s || ofe_stack_exhausted(&w->ctx->stack, &w->ctx->diag, s->loc)) return;
  switch (s->kind) {
  case S_COMPOUND:
    for (size_t i = 0; i < s->compound.items.len; i++) walk_stmt(w, s->compound.items.items[i]);
    return;
  case S_DECL:
    for (size_t i = 0; i < s->decl.decls.len; i++) {
      const OfeDecl *d = s->decl.decls.items[i];
      if (d->kind == D_VAR && d->init && !d->is_global)
        for (size_t k = 0; k < d->init->elems.len; k++) walk_expr(w, d->init->elems.items[k].expr, true);
    }
    return;
  case S_EXPR: walk_expr(w, s->expr.expr, true); return;
  case S_IF:
    walk_expr(w, s->if_.cond, true);
    walk_stmt(w, s->if_.then);
    walk_stmt(w, s->if_.els);
    return;
  case S_WHILE: case S_DO:
    walk_expr(w, s->loop.cond, true);
    walk_stmt(w, s->loop.body);
    return;
  case S_FOR:
    walk_stmt(w, s->for_.init);
    walk_expr(w, s->for_.cond, true);
    walk_expr(w, s->for_.inc, true);
    walk_stmt(w, s->for_.body);
    return;
  case S_RETURN: walk_expr(w, s->ret.value, true); return;
  case S_SWITCH:
    walk_expr(w, s->switch_.cond, true);
    walk_stmt(w, s->switch_.body);
    return;
  case S_CASE: case S_DEFAULT: walk_stmt(w, s->case_.body); return;
  case S_LABEL: walk_stmt(w, s->label.body); return;
  case S_GOTO: walk_expr(w, s->goto_.target, true); return;
  default: return; /* OpenMP constructs and asm operands are not walked */
  }
}

void ofe_sema_param_values(OfeCtx *ctx, OfeDecl *fn, const OfeStmt *body) {
  if (!fn->params.len) return;
  ParamWalk w = {.ctx = ctx, .uses = ofe_arena_alloc(&ctx->decl_scratch, fn->params.len * sizeof *w.uses)};
  for (size_t i = 0; i < fn->params.len; i++) {
    OfeDecl *p = fn->params.items[i];
    p->value_only = false;
    if (p->kind == D_VAR && p->name && ofe_type_is_plain_value(p->type)) w.uses[w.n++] = (ParamUse){.param = p};
  }
  walk_stmt(&w, body);
  for (size_t i = 0; i < w.n; i++) {
    const ParamUse *u = &w.uses[i];
    u->param->value_only = u->seen == u->param->ref_count && u->reads == u->seen;
  }
}
