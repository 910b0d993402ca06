/* warn_flow: can control reach the closing brace of a non-void function (-Wreturn-type)?
 *
 * A walk of the statements instead of a control-flow graph: a statement "completes" when
 * control entering it can come out at its end. Returns, gotos, break and continue do not
 * complete (break and continue make their loop or switch complete instead), nor calls of
 * functions that do not return (abort, exit, _Noreturn, __builtin_unreachable), nor loops
 * with a constant true condition and no break. A label may be jumped to, so the statement
 * after one is reachable again. Where the walk cannot tell, it says "completes": a wrong
 * warning is worse than a missed one. */
#include "frontend/warn.h"

#include <string.h>

#include "frontend/diag.h"
#include "frontend/stack_guard.h"

/* The walk's state: deeper than the stack allows, it gives up and says nothing. */
typedef struct Flow {
  OfeCtx *ctx;
  bool gave_up;
} Flow;

static bool too_deep(Flow *f, OfeLoc loc) {
  if (!f->gave_up && ofe_stack_exhausted(&f->ctx->stack, &f->ctx->diag, loc)) f->gave_up = true;
  return f->gave_up;
}

/* The constant truth of a condition: 1 true, 0 false, -1 not a constant. */
static int constant_truth(const OfeExpr *e) {
  while (e && e->kind == E_CAST) e = e->cast.operand;
  if (!e || e->kind != E_INT) return -1;
  return e->i.value != 0;
}

/* Noreturn functions of the C library, when a header does not say so. */
static bool library_noreturn(const char *name) {
  static const char *const names[] = {"abort", "exit", "_Exit", "quick_exit", "longjmp", "siglongjmp", "__assert_fail", "pthread_exit"};
  for (size_t i = 0; i < sizeof names / sizeof *names; i++)
    if (!strcmp(name, names[i])) return true;
  return false;
}

bool ofe_warn_call_returns(const OfeExpr *e) {
  if (e->kind == E_BUILTIN) return e->builtin.id != BI_UNREACHABLE && e->builtin.id != BI_TRAP;
  if (e->kind != E_CALL) return true;
  const OfeExpr *f = e->call.callee;
  while (f->kind == E_CAST || f->kind == E_ADDR) f = f->kind == E_CAST ? f->cast.operand : f->unary_ptr.operand;
  if (f->kind != E_VAR || !f->var.decl) return true;
  const OfeDecl *d = f->var.decl;
  return !(d->is_noreturn || (d->canonical && d->canonical->is_noreturn) || (d->is_global && library_noreturn(d->name)));
}

/* Does an expression statement return? A call that does not, or a comma or conditional
 * whose every way ends in one, does not. */
static bool expr_returns(Flow *f, const OfeExpr *e) {
  if (too_deep(f, e->loc)) return true;
  while (e->kind == E_CAST) e = e->cast.operand;
  if (e->kind == E_COMMA) return expr_returns(f, e->comma.lhs) && expr_returns(f, e->comma.rhs);
  if (e->kind == E_COND) return expr_returns(f, e->cond.cond) && (expr_returns(f, e->cond.then) || expr_returns(f, e->cond.els));
  return ofe_warn_call_returns(e);
}

typedef enum JumpKind { JUMP_BREAK, JUMP_CONTINUE } JumpKind;

/* Is there a break (continue) in s that leaves the statement s belongs to? */
static bool has_jump(Flow *f, const OfeStmt *s, JumpKind kind) {
  if (!s || too_deep(f, s->loc)) return false;
  switch (s->kind) {
  case S_BREAK: return kind == JUMP_BREAK;
  case S_CONTINUE: return kind == JUMP_CONTINUE;
  case S_COMPOUND:
    for (size_t i = 0; i < s->compound.items.len; i++)
      if (has_jump(f, s->compound.items.items[i], kind)) return true;
    return false;
  case S_IF: return has_jump(f, s->if_.then, kind) || has_jump(f, s->if_.els, kind);
  case S_SWITCH: return kind == JUMP_CONTINUE && has_jump(f, s->switch_.body, kind); /* its own breaks stay inside */
  case S_CASE: return has_jump(f, s->case_.body, kind);
  case S_DEFAULT: return has_jump(f, s->case_.body, kind);
  case S_LABEL: return has_jump(f, s->label.body, kind);
  case S_WHILE: case S_DO: case S_FOR: return false; /* its own */
  default: return false;
  }
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

static bool completes(Flow *f, const OfeStmt *s);

/* A loop whose condition is always true ends only through a break. */
static bool loop_completes(Flow *f, const OfeExpr *cond, const OfeStmt *body, bool is_do) {
  int truth = cond ? constant_truth(cond) : 1;
  if (has_jump(f, body, JUMP_BREAK)) return true;
  if (truth == 1) return false;
  if (is_do) return completes(f, body) || has_jump(f, body, JUMP_CONTINUE) || has_label(f, body);
  return true;
}

static bool completes(Flow *f, const OfeStmt *s) {
  if (!s || too_deep(f, s->loc)) return true;
  switch (s->kind) {
  case S_RETURN: case S_GOTO: case S_BREAK: case S_CONTINUE: return false;
  case S_EXPR: return expr_returns(f, s->expr.expr);
  case S_COMPOUND: {
    bool live = true;
    for (size_t i = 0; i < s->compound.items.len; i++) {
      const OfeStmt *item = s->compound.items.items[i];
      if (live || has_label(f, item)) live = completes(f, item);
    }
    return live;
  }
  case S_IF: {
    int truth = constant_truth(s->if_.cond);
    if (truth == 1 && !has_label(f, s->if_.els)) return completes(f, s->if_.then);
    if (truth == 0 && !has_label(f, s->if_.then)) return completes(f, s->if_.els);
    return completes(f, s->if_.then) || completes(f, s->if_.els);
  }
  case S_WHILE: return loop_completes(f, s->loop.cond, s->loop.body, false);
  case S_DO: return loop_completes(f, s->loop.cond, s->loop.body, true);
  case S_FOR: return loop_completes(f, s->for_.cond, s->for_.body, false);
  case S_SWITCH: return !s->switch_.default_ || has_jump(f, s->switch_.body, JUMP_BREAK) || completes(f, s->switch_.body);
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
