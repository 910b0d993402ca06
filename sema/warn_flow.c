/* warn_flow: can control reach the closing brace of a non-void function (-Wreturn-type)?
 *
 * A walk of the statements instead of a control-flow graph: a statement "completes" when
 * control entering it can come out at its end. Returns, gotos, break and continue do not
 * complete (a break or continue the walk reaches makes its loop or switch complete instead;
 * one after `for (;;) {...}` is unreachable, as in pcre2grep's end_of_line), nor calls of
 * functions that do not return (abort, exit, _Noreturn, __builtin_unreachable), nor loops
 * with a constant true condition and no break; a constant condition (of if, ?:, && and ||)
 * takes one way, as in clang-19's CFG. A label may be jumped to, so the statement
 * after one is reachable again. Where the walk cannot tell, it says "completes": a wrong
 * warning is worse than a missed one. */
#include "sema/warn.h"

#include <string.h>

#include "sema/const_eval.h"
#include "support/diag.h"
#include "support/stack_guard.h"

/* The walk's state: deeper than the stack allows, it gives up and says nothing. */
typedef struct Flow {
  OfeCtx *ctx;
  bool gave_up;
  bool broke, continued; /* a reachable break (continue) of the innermost loop or switch (loop) */
} Flow;

static bool too_deep(Flow *f, OfeLoc loc) {
  if (!f->gave_up && ofe_stack_exhausted(&f->ctx->stack, &f->ctx->diag, loc)) f->gave_up = true;
  return f->gave_up;
}

/* As clang-19's CFG prunes edges (CFGBuilder::tryEvaluateBool): what the constant evaluator
 * folds (`!"x"` is false: a string literal's address is not null), and && and || whose one
 * known operand decides them (`x && 0` is false, though x is evaluated). */
int ofe_warn_constant_truth(OfeCtx *ctx, const OfeExpr *e) {
  if (!e) return -1;
  if (e->kind == E_LOGICAL) {
    int decides = e->logical.is_and ? 0 : 1; /* the value that short-circuits */
    int lhs = ofe_warn_constant_truth(ctx, e->logical.lhs);
    if (lhs == decides) return lhs;
    int rhs = ofe_warn_constant_truth(ctx, e->logical.rhs);
    if (rhs == decides || lhs != -1) return rhs; /* lhs known: the other value; rhs decides it */
    return -1;
  }
  bool truth;
  return ofe_const_truth(ctx, e, &truth) ? truth : -1;
}

/* Noreturn functions of the C library, when a header does not say so. */
static bool library_noreturn(const char *name) {
  static const char *const names[] = {"abort", "exit", "_Exit", "quick_exit", "longjmp", "siglongjmp", "__assert_fail", "pthread_exit"};
  for (size_t i = 0; i < sizeof names / sizeof *names; i++)
    if (!strcmp(name, names[i])) return true;
  return false;
}

bool ofe_warn_call_returns(const OfeExpr *e) {
  if (e->kind == E_BUILTIN) return e->builtin->id != BI_UNREACHABLE && e->builtin->id != BI_TRAP && e->builtin->id != BI_LONGJMP;
  if (e->kind != E_CALL) return true;
  const OfeExpr *f = e->call.callee;
  while (f->kind == E_CAST || f->kind == E_ADDR) f = f->kind == E_CAST ? f->cast.operand : f->unary_ptr.operand;
  if (f->kind != E_VAR || !f->var.decl) return true;
  const OfeDecl *d = f->var.decl;
  return !(d->is_noreturn || (d->canonical && d->canonical->is_noreturn) || (d->is_global && library_noreturn(d->name)));
}

static bool completes(Flow *f, const OfeStmt *s);

/* Does an expression statement return? A call that does not, or a comma, conditional, && or
 * || whose every way ends in one (a constant condition takes one way), or a statement
 * expression whose statements do not complete, does not. When `truth` is given, e's constant
 * truth too: an && or || chain's from its operands' in the same walk, so that a chain costs
 * its length. */
static bool expr_returns(Flow *f, const OfeExpr *e, int *truth) {
  if (truth) *truth = -1;
  if (too_deep(f, e->loc)) return true;
  const OfeExpr *written = e;
  while (e->kind == E_CAST) e = e->cast.operand;
  if (e->kind == E_LOGICAL) {
    int lhs, rhs, decides = e->logical.is_and ? 0 : 1; /* the value that short-circuits */
    if (!expr_returns(f, e->logical.lhs, &lhs)) return false;
    bool rhs_returns = expr_returns(f, e->logical.rhs, truth ? &rhs : NULL);
    if (truth) *truth = lhs == decides ? lhs : rhs == decides || lhs != -1 ? rhs : -1;
    return rhs_returns || lhs == -1 || lhs == decides; /* else the rhs surely runs */
  }
  if (truth) *truth = ofe_warn_constant_truth(f->ctx, written);
  switch (e->kind) {
  case E_COMMA: return expr_returns(f, e->comma.lhs, NULL) && expr_returns(f, e->comma.rhs, NULL);
  case E_COND: {
    if (!expr_returns(f, e->cond.cond, NULL)) return false;
    /* GNU `c ?: e` has no then operand: c's value is it */
    bool then_returns = !e->cond.then || expr_returns(f, e->cond.then, NULL);
    bool else_returns = expr_returns(f, e->cond.els, NULL);
    if (then_returns == else_returns) return then_returns;
    int cond = ofe_warn_constant_truth(f->ctx, e->cond.cond);
    return cond == 1 ? then_returns : cond == 0 ? else_returns : true;
  }
  case E_STMT_EXPR:
    return completes(f, e->stmt_expr.body) && (!e->stmt_expr.result || expr_returns(f, e->stmt_expr.result, NULL));
  default: return ofe_warn_call_returns(e);
  }
}

bool ofe_warn_expr_returns(OfeCtx *ctx, const OfeExpr *e) {
  Flow flow = {.ctx = ctx};
  bool returns = expr_returns(&flow, e, NULL);
  return returns || flow.gave_up;
}

/* Does s hold a label (or a case) that control may jump to from outside? */
static bool has_label(Flow *f, const OfeStmt *s) {
  if (!s || too_deep(f, s->loc)) return false;
  switch (s->kind) {
  case S_LABEL: case S_CASE: case S_DEFAULT: return true;
  case S_COMPOUND:
    for (size_t i = 0; i < s->compound.items.len; i++)
      if (has_label(f, s->compound.items.items[i])) return true;
    return false;
  case S_IF: return has_label(f, s->if_.then) || has_label(f, s->if_.els);
  case S_WHILE: case S_DO: return has_label(f, s->loop.body);
  case S_FOR: return has_label(f, s->for_.body);
  case S_SWITCH: return has_label(f, s->switch_.body);
  default: return false;
  }
}

/* A loop whose condition is always true ends only through a break. */
static bool loop_completes(Flow *f, const OfeExpr *cond, const OfeStmt *body, bool is_do) {
  bool outer_broke = f->broke, outer_continued = f->continued;
  f->broke = f->continued = false;
  bool body_completes = completes(f, body);
  bool broke = f->broke, continued = f->continued;
  f->broke = outer_broke;
  f->continued = outer_continued;
  int truth = cond ? ofe_warn_constant_truth(f->ctx, cond) : 1;
  if (broke) return true;
  if (truth == 1) return false;
  if (is_do) return body_completes || continued || has_label(f, body);
  return true;
}

/* A switch without default, or one whose body breaks or runs off its end. */
static bool switch_completes(Flow *f, const OfeStmt *s) {
  bool outer_broke = f->broke;
  f->broke = false;
  bool body_completes = completes(f, s->switch_.body);
  bool broke = f->broke;
  f->broke = outer_broke;
  return !s->switch_.default_ || broke || body_completes;
}

static bool completes(Flow *f, const OfeStmt *s) {
  if (!s || too_deep(f, s->loc)) return true;
  switch (s->kind) {
  case S_RETURN: case S_GOTO: return false;
  case S_BREAK: f->broke = true; return false;
  case S_CONTINUE: f->continued = true; return false;
  case S_EXPR: return expr_returns(f, s->expr.expr, NULL);
  case S_COMPOUND: {
    bool live = true;
    for (size_t i = 0; i < s->compound.items.len; i++) {
      const OfeStmt *item = s->compound.items.items[i];
      if (live || has_label(f, item)) live = completes(f, item);
    }
    return live;
  }
  case S_IF: {
    int truth = ofe_warn_constant_truth(f->ctx, s->if_.cond);
    if (truth == 1 && !has_label(f, s->if_.els)) return completes(f, s->if_.then);
    if (truth == 0 && !has_label(f, s->if_.then)) return completes(f, s->if_.els);
    bool then_completes = completes(f, s->if_.then); /* both walked: each may break */
    bool else_completes = completes(f, s->if_.els);
    return then_completes || else_completes;
  }
  case S_WHILE: return loop_completes(f, s->loop.cond, s->loop.body, false);
  case S_DO: return loop_completes(f, s->loop.cond, s->loop.body, true);
  case S_FOR: return loop_completes(f, s->for_.cond, s->for_.body, false);
  case S_SWITCH: return switch_completes(f, s);
  case S_CASE: case S_DEFAULT: return completes(f, s->case_.body);
  case S_LABEL: return completes(f, s->label.body);
  default: return true; /* declarations, null statements, OpenMP constructs */
  }
}

/* Is there a return statement anywhere in s (clang's two wordings tell these apart)? */
static bool has_return(Flow *f, const OfeStmt *s) {
  if (!s || too_deep(f, s->loc)) return false;
  switch (s->kind) {
  case S_RETURN: return true;
  case S_COMPOUND:
    for (size_t i = 0; i < s->compound.items.len; i++)
      if (has_return(f, s->compound.items.items[i])) return true;
    return false;
  case S_IF: return has_return(f, s->if_.then) || has_return(f, s->if_.els);
  case S_WHILE: case S_DO: return has_return(f, s->loop.body);
  case S_FOR: return has_return(f, s->for_.body);
  case S_SWITCH: return has_return(f, s->switch_.body);
  case S_CASE: case S_DEFAULT: return has_return(f, s->case_.body);
  case S_LABEL: return has_return(f, s->label.body);
  default: return false;
  }
}

void ofe_warn_return_type(OfeCtx *ctx, OfeDecl *fn, OfeStmt *body) {
  const OfeType *ret = fn->type->kind == TY_FUNC ? fn->type->base : NULL;
  if (!ret || ret->kind == TY_VOID || ret->kind == TY_ERROR || !body || body->kind != S_COMPOUND) return;
  Flow flow = {.ctx = ctx}, *f = &flow;
  if (!strcmp(fn->name, "main") || !completes(f, body)) return; /* main returns 0 at its end (C99) */
  bool some_return = has_return(f, body);
  if (f->gave_up) return;
  ofe_warn(&ctx->diag, OFE_W_RETURN_TYPE, body->compound.end, "non-void function does not return a value%s",
           some_return ? " in all control paths" : "");
}

/* The statements of a switch's block between two of its labels, in order: control that runs
 * off the end of one case into the next label, without `__attribute__((fallthrough));` before
 * it (-Wimplicit-fallthrough, only when asked for, as in clang-19). Labels nested deeper in
 * the block (Duff's device) are left alone. */
void ofe_warn_implicit_fallthrough(OfeCtx *ctx, const OfeStmt *sw) {
  const OfeStmt *body = sw->switch_.body;
  if (!body || body->kind != S_COMPOUND) return;
  Flow flow = {.ctx = ctx}, *f = &flow;
  bool live = false, annotated = false; /* before the first label nothing runs */
  bool code = false; /* a statement other than `;` since the label: `case 1: ; case 2:` is one list */
  for (size_t i = 0; i < body->compound.items.len; i++) {
    const OfeStmt *item = body->compound.items.items[i];
    if (item->kind == S_CASE || item->kind == S_DEFAULT) {
      if (live && code && !annotated && !f->gave_up) {
        ofe_warn(&ctx->diag, OFE_W_IMPLICIT_FALLTHROUGH, item->loc, "unannotated fall-through between switch labels");
        ofe_note(&ctx->diag, item->loc, "insert '__attribute__((fallthrough));' to silence this warning");
        ofe_note(&ctx->diag, item->loc, "insert 'break;' to avoid fall-through");
      }
      /* `case 1: case 2:` is one label list: the walk goes through the last one's statement */
      const OfeStmt *s = item;
      while (s && (s->kind == S_CASE || s->kind == S_DEFAULT)) s = s->case_.body;
      annotated = s && s->kind == S_NULL && s->fallthrough;
      code = s && s->kind != S_NULL;
      live = completes(f, s);
      continue;
    }
    if (live || has_label(f, item)) {
      annotated = item->kind == S_NULL && item->fallthrough;
      code |= item->kind != S_NULL;
      live = completes(f, item);
    }
  }
}
