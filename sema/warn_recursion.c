/* warn_recursion: does every way out of a function go through a call of itself
 * (-Winfinite-recursion, "all paths through this function will call itself")?
 *
 * clang-19 asks it of its control-flow graph; here a walk of the statements carries, along
 * the ways control can take, whether a direct call of the function has surely happened.
 * Where ways meet, the least of them holds (once called, a way stays called, so a loop's
 * first round is its weakest). A way out is a return, the end of the body or a call that
 * does not return; when none can be reached (`for (;;) f();`) clang says nothing, nor does
 * this. Where the walk cannot tell (a label a goto may reach, a statement expression, an
 * OpenMP construct) it assumes no call: a missed warning is better than a wrong one. */
#include "sema/warn.h"

#include "support/diag.h"
#include "support/stack_guard.h"

/* What is known where control is: ordered so that where ways meet the least one holds. */
typedef enum Called { NOT_CALLED, CALLED, UNREACHED } Called;

typedef struct RecursionWalk {
  OfeCtx *ctx;
  const OfeDecl *fn;
  bool gave_up;
  Called out;     /* the ways out of the function so far */
  Called broke;   /* the breaks of the innermost loop or switch */
  Called continued; /* the continues of the innermost loop */
  Called at_case; /* the innermost switch's state at each of its labels */
} RecursionWalk;

static Called meet(Called a, Called b) { return a < b ? a : b; }

static bool is_self(const RecursionWalk *w, const OfeExpr *callee) {
  while (callee->kind == E_CAST || callee->kind == E_ADDR || callee->kind == E_DEREF)
    callee = callee->kind == E_CAST ? callee->cast.operand : callee->unary_ptr.operand;
  if (callee->kind != E_VAR || !callee->var.decl) return false;
  const OfeDecl *d = callee->var.decl, *fn = w->fn;
  return d == fn || (d->canonical ? d->canonical : d) == (fn->canonical ? fn->canonical : fn);
}

static bool surely_calls(RecursionWalk *w, const OfeExpr *e);

static bool any_calls(RecursionWalk *w, const OfeExprList *l) {
  for (size_t i = 0; i < l->len; i++)
    if (surely_calls(w, l->items[i])) return true;
  return false;
}

/* Does evaluating e surely call the function, whichever way its && || ?: go? */
static bool surely_calls(RecursionWalk *w, const OfeExpr *e) {
  if (!e || w->gave_up) return false;
  if (ofe_stack_exhausted(&w->ctx->stack, &w->ctx->diag, e->loc)) {
    w->gave_up = true;
    return false;
  }
  switch (e->kind) {
  case E_CALL: return is_self(w, e->call.callee) || surely_calls(w, e->call.callee) || any_calls(w, &e->call.args);
  case E_LOGICAL: return surely_calls(w, e->logical.lhs);
  case E_COND: return surely_calls(w, e->cond.cond) || (surely_calls(w, e->cond.then) && surely_calls(w, e->cond.els));
  case E_MEMBER: return surely_calls(w, e->member.base);
  case E_DEREF: case E_ADDR: return surely_calls(w, e->unary_ptr.operand);
  case E_UNARY: return surely_calls(w, e->unary.operand);
  case E_BINARY: return surely_calls(w, e->binary.lhs) || surely_calls(w, e->binary.rhs);
  case E_ASSIGN: return surely_calls(w, e->assign.lhs) || surely_calls(w, e->assign.rhs);
  case E_COMPOUND_ASSIGN: return surely_calls(w, e->compound_assign.lhs) || surely_calls(w, e->compound_assign.rhs);
  case E_INCDEC: return surely_calls(w, e->incdec.operand);
  case E_COMMA: return surely_calls(w, e->comma.lhs) || surely_calls(w, e->comma.rhs);
  case E_CAST: return surely_calls(w, e->cast.operand);
  case E_VA_ARG: return surely_calls(w, e->va.ap);
  case E_BUILTIN: return any_calls(w, &e->builtin->args);
  default: return false; /* constants, names, statement expressions, sections */
  }
}

/* The state after evaluating e from s; a call that does not return is a way out. */
static Called eval(RecursionWalk *w, Called s, const OfeExpr *e) {
  if (s == UNREACHED || !e) return s;
  if (surely_calls(w, e)) s = CALLED;
  if (!ofe_warn_call_returns(e)) {
    w->out = meet(w->out, s);
    return UNREACHED;
  }
  return s;
}

static Called walk(RecursionWalk *w, Called s, const OfeStmt *st);

/* A loop: the body runs from the state after the condition; control leaves it when the
 * condition is false (never, when it is a true constant) or through a break. */
static Called loop(RecursionWalk *w, Called s, const OfeExpr *cond, const OfeStmt *body, bool is_do) {
  Called outer_broke = w->broke, outer_continued = w->continued;
  w->broke = w->continued = UNREACHED;
  int truth = cond ? ofe_warn_constant_truth(w->ctx, cond) : 1;
  Called end;
  if (is_do) {
    Called body_end = walk(w, s, body);
    Called at_cond = eval(w, meet(body_end, w->continued), cond);
    end = truth == 1 ? UNREACHED : at_cond;
  } else {
    Called at_body = eval(w, s, cond);
    (void)walk(w, truth == 0 ? UNREACHED : at_body, body);
    end = truth == 1 ? UNREACHED : at_body;
  }
  Called broke = w->broke;
  w->broke = outer_broke;
  w->continued = outer_continued;
  return meet(end, broke);
}

static Called walk(RecursionWalk *w, Called s, const OfeStmt *st) {
  if (!st || w->gave_up) return s;
  if (ofe_stack_exhausted(&w->ctx->stack, &w->ctx->diag, st->loc)) {
    w->gave_up = true;
    return s;
  }
  switch (st->kind) {
  case S_EXPR: return eval(w, s, st->expr.expr);
  case S_DECL:
    for (size_t i = 0; i < st->decl.decls.len; i++) {
      const OfeDecl *d = st->decl.decls.items[i];
      if (d->kind == D_VAR && d->init && !d->is_global)
        for (size_t k = 0; k < d->init->elems.len; k++) s = eval(w, s, d->init->elems.items[k].expr);
    }
    return s;
  case S_COMPOUND:
    for (size_t i = 0; i < st->compound.items.len; i++) s = walk(w, s, st->compound.items.items[i]);
    return s;
  case S_RETURN:
    s = eval(w, s, st->ret.value);
    w->out = meet(w->out, s);
    return UNREACHED;
  case S_IF: {
    s = eval(w, s, st->if_.cond);
    int truth = ofe_warn_constant_truth(w->ctx, st->if_.cond);
    Called then_end = walk(w, truth == 0 ? UNREACHED : s, st->if_.then);
    Called else_end = st->if_.els ? walk(w, truth == 1 ? UNREACHED : s, st->if_.els) : truth == 1 ? UNREACHED : s;
    return meet(then_end, else_end);
  }
  case S_WHILE: return loop(w, s, st->loop.cond, st->loop.body, false);
  case S_DO: return loop(w, s, st->loop.cond, st->loop.body, true);
  case S_FOR: return loop(w, walk(w, s, st->for_.init), st->for_.cond, st->for_.body, false);
  case S_SWITCH: {
    s = eval(w, s, st->switch_.cond);
    Called outer_broke = w->broke, outer_case = w->at_case;
    w->broke = UNREACHED;
    w->at_case = s;
    Called end = walk(w, UNREACHED, st->switch_.body);
    end = meet(meet(end, w->broke), st->switch_.default_ ? UNREACHED : s);
    w->broke = outer_broke;
    w->at_case = outer_case;
    return end;
  }
  case S_CASE: case S_DEFAULT: return walk(w, meet(s, w->at_case), st->case_.body);
  case S_LABEL: return walk(w, NOT_CALLED, st->label.body); /* a goto may come from anywhere */
  case S_BREAK: w->broke = meet(w->broke, s); return UNREACHED;
  case S_CONTINUE: w->continued = meet(w->continued, s); return UNREACHED;
  case S_GOTO: return UNREACHED; /* to a label, where no call is assumed */
  default: return s; /* null statements, asm, OpenMP constructs (whose bodies return nowhere) */
  }
}

void ofe_warn_infinite_recursion(OfeCtx *ctx, const OfeDecl *fn, const OfeStmt *body) {
  RecursionWalk w = {.ctx = ctx, .fn = fn, .out = UNREACHED, .broke = UNREACHED, .continued = UNREACHED, .at_case = UNREACHED};
  Called end = walk(&w, NOT_CALLED, body);
  Called out = meet(w.out, end);
  if (!w.gave_up && out == CALLED)
    ofe_warn(&ctx->diag, OFE_W_INFINITE_RECURSION, body->loc, "all paths through this function will call itself");
}
