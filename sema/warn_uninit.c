/* warn_uninit: a local variable read before anything was stored to it (-Wuninitialized).
 *
 * Only the certain cases, which need no flow graph: the statements of the function's
 * outermost block are followed in order, and a scalar declared there without an initializer
 * that is read before any store, ++, address-taking or mention inside a branch, loop or
 * construct is reported once. The first label of that block ends the walk (a goto may come
 * back to it with the variable set); anything inside a nested statement only counts as a
 * store. clang also reports the paths where a variable is sometimes uninitialized
 * (-Wsometimes-uninitialized); ompfe does not. */
#include "sema/warn.h"

#include <string.h>

#include "support/diag.h"
#include "support/stack_guard.h"

typedef struct Tracked {
  const OfeDecl *var;
  bool settled; /* stored to, its address taken, or reported: nothing more to say */
} Tracked;

typedef struct Uninit {
  OfeCtx *ctx;
  OFE_VEC(Tracked) vars;
} Uninit;

static Tracked *tracked(Uninit *u, const OfeExpr *e) {
  if (e->kind != E_VAR || !e->var.decl) return NULL;
  for (size_t i = 0; i < u->vars.len; i++)
    if (u->vars.items[i].var == e->var.decl) return u->vars.items[i].settled ? NULL : &u->vars.items[i];
  return NULL;
}

static void read_var(Uninit *u, const OfeExpr *e) {
  Tracked *t = tracked(u, e);
  if (!t) return;
  t->settled = true;
  const OfeDecl *d = t->var;
  ofe_warn(&u->ctx->diag, OFE_W_UNINITIALIZED, e->loc, "variable '%s' is uninitialized when used here", d->name);
  OfeLoc after = d->loc;
  after.col += (uint32_t)strlen(d->name);
  after.offset = UINT32_MAX; /* where " = 0" would go: the caret comes from the file */
  ofe_note(&u->ctx->diag, after, "initialize the variable '%s' to silence this warning", d->name);
}

static void settle(Uninit *u, const OfeExpr *e) {
  Tracked *t = tracked(u, e);
  if (t) t->settled = true;
}

static void visit_stmt_settling(Uninit *u, const OfeStmt *s);

/* Every variable named in e counts as stored to (e is inside a nested statement). */
static void settle_all(Uninit *u, const OfeExpr *e);

/* e evaluated in order: operands before the store of an assignment. */
static void visit(Uninit *u, const OfeExpr *e) {
  if (!e || ofe_stack_exhausted(&u->ctx->stack, &u->ctx->diag, e->loc)) return;
  switch (e->kind) {
  case E_VAR: read_var(u, e); return;
  case E_ASSIGN:
    visit(u, e->assign.rhs);
    if (e->assign.lhs->kind == E_VAR) settle(u, e->assign.lhs);
    else visit(u, e->assign.lhs);
    return;
  case E_COMPOUND_ASSIGN:
    visit(u, e->compound_assign.lhs);
    visit(u, e->compound_assign.rhs);
    return;
  case E_INCDEC: visit(u, e->incdec.operand); return;
  case E_ADDR: settle_all(u, e->unary_ptr.operand); return;
  case E_MEMBER: visit(u, e->member.base); return;
  case E_DEREF: visit(u, e->unary_ptr.operand); return;
  case E_UNARY: visit(u, e->unary.operand); return;
  case E_CAST: /* `(void)x;` says "unused on purpose", not a read */
    if (e->type->kind == TY_VOID) settle_all(u, e->cast.operand);
    else visit(u, e->cast.operand);
    return;
  case E_BINARY:
    visit(u, e->binary.lhs);
    visit(u, e->binary.rhs);
    return;
  case E_LOGICAL:
    visit(u, e->logical.lhs);
    visit(u, e->logical.rhs);
    return;
  case E_COND:
    visit(u, e->cond.cond);
    visit(u, e->cond.then);
    visit(u, e->cond.els);
    return;
  case E_COMMA:
    visit(u, e->comma.lhs);
    visit(u, e->comma.rhs);
    return;
  case E_CALL:
    visit(u, e->call.callee);
    for (size_t i = 0; i < e->call.args.len; i++) visit(u, e->call.args.items[i]);
    return;
  case E_INT: case E_FLOAT: case E_STRING: case E_SIZEOF_VLA: return;
  default: settle_all(u, e); return; /* statement expressions, va_*, built-ins: stores, maybe */
  }
}

static void settle_all(Uninit *u, const OfeExpr *e) {
  if (!e || ofe_stack_exhausted(&u->ctx->stack, &u->ctx->diag, e->loc)) return;
  switch (e->kind) {
  case E_VAR: settle(u, e); return;
  case E_ASSIGN: settle_all(u, e->assign.lhs); settle_all(u, e->assign.rhs); return;
  case E_COMPOUND_ASSIGN: settle_all(u, e->compound_assign.lhs); settle_all(u, e->compound_assign.rhs); return;
  case E_INCDEC: settle_all(u, e->incdec.operand); return;
  case E_ADDR: case E_DEREF: settle_all(u, e->unary_ptr.operand); return;
  case E_MEMBER: settle_all(u, e->member.base); return;
  case E_UNARY: settle_all(u, e->unary.operand); return;
  case E_CAST: settle_all(u, e->cast.operand); return;
  case E_BINARY: settle_all(u, e->binary.lhs); settle_all(u, e->binary.rhs); return;
  case E_LOGICAL: settle_all(u, e->logical.lhs); settle_all(u, e->logical.rhs); return;
  case E_COND: settle_all(u, e->cond.cond); settle_all(u, e->cond.then); settle_all(u, e->cond.els); return;
  case E_COMMA: settle_all(u, e->comma.lhs); settle_all(u, e->comma.rhs); return;
  case E_CALL:
    settle_all(u, e->call.callee);
    for (size_t i = 0; i < e->call.args.len; i++) settle_all(u, e->call.args.items[i]);
    return;
  case E_STMT_EXPR: visit_stmt_settling(u, e->stmt_expr.body); settle_all(u, e->stmt_expr.result); return;
  case E_VA_START: case E_VA_ARG: case E_VA_END: case E_VA_COPY: settle_all(u, e->va.ap); settle_all(u, e->va.src); return;
  case E_BUILTIN:
    for (size_t i = 0; i < e->builtin->args.len; i++) settle_all(u, e->builtin->args.items[i]);
    return;
  case E_SECTION: settle_all(u, e->section.base); return;
  case E_COMPOUND_LIT:
    if (e->compound.decl && e->compound.decl->init)
      for (size_t i = 0; i < e->compound.decl->init->elems.len; i++) settle_all(u, e->compound.decl->init->elems.items[i].expr);
    return;
  default: return;
  }
}

static void settle_part_stmt(void *u, const OfeStmt *s) { visit_stmt_settling(u, s); }
static void settle_part_expr(void *u, const OfeExpr *e, bool value_used) {
  (void)value_used;
  settle_all(u, e);
}
static const OfeStmtParts settling_parts = {settle_part_stmt, settle_part_expr, NULL};

/* A nested statement: whatever it names counts as set (its paths are not followed). */
static void visit_stmt_settling(Uninit *u, const OfeStmt *s) {
  if (!s || ofe_stack_exhausted(&u->ctx->stack, &u->ctx->diag, s->loc)) return;
  if (s->kind == S_OMP || s->kind == S_ASM) {
    /* a construct's clauses and body, an asm's operands: names the walk does not see */
    for (size_t i = 0; i < u->vars.len; i++) u->vars.items[i].settled = true;
    return;
  }
  ofe_stmt_parts(s, &settling_parts, u);
}

void ofe_warn_uninitialized(OfeCtx *ctx, OfeStmt *body) {
  if (!body || body->kind != S_COMPOUND) return;
  Uninit u = {.ctx = ctx};
  for (size_t i = 0; i < body->compound.items.len; i++) {
    const OfeStmt *s = body->compound.items.items[i];
    switch (s->kind) {
    case S_DECL:
      for (size_t k = 0; k < s->decl.decls.len; k++) {
        const OfeDecl *d = s->decl.decls.items[k];
        if (d->kind != D_VAR) continue;
        if (d->init)
          for (size_t j = 0; j < d->init->elems.len; j++) visit(&u, d->init->elems.items[j].expr);
        else if (!d->is_global && !d->is_param && !d->is_artificial && !d->cleanup_fn && d->storage != SC_EXTERN &&
                 ofe_type_is_scalar(d->type) && !(d->type->quals & OFE_QUAL_VOLATILE) && d->name && d->name[0] != '.') {
          Tracked t = {.var = d};
          ofe_vec_push(&ctx->arena, &u.vars, t);
        }
      }
      break;
    case S_EXPR:
      visit(&u, s->expr.expr);
      if (!ofe_warn_call_returns(s->expr.expr)) return; /* what follows is unreachable */
      break;
    case S_RETURN: visit(&u, s->ret.value); return;
    case S_GOTO: case S_BREAK: case S_CONTINUE: return;
    case S_LABEL: case S_CASE: case S_DEFAULT: return; /* a goto may come back here */
    default: visit_stmt_settling(&u, s); break;
    }
  }
}
