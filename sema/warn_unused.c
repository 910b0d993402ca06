/* warn_unused: what a function defines and never uses (-Wunused-variable, -Wunused-parameter,
 * -Wunused-but-set-variable), expression statements whose value is thrown away
 * (-Wunused-value, -Wunused-comparison), static functions never called (-Wunused-function),
 * and definitions without a previous prototype (-Wmissing-prototypes).
 *
 * One walk over the checked function body. A variable counts as "set but not used" only when
 * the walk accounts for every place the source names it (OfeDecl.ref_count) and each of those
 * only stores to it: a name the walk cannot see (in sizeof, an OpenMP clause, a VLA bound)
 * keeps it quiet, as a wrong warning is worse than a missed one. */
#include "sema/warn.h"

#include <string.h>

#include "support/diag.h"
#include "support/stack_guard.h"
#include "support/strmap.h"

typedef struct VarUse {
  OfeDecl *var;
  unsigned seen, reads;
} VarUse;

typedef struct UnusedWalk {
  OfeCtx *ctx;
  OFE_VEC(VarUse) vars; /* the function's local variables, in declaration order */
  OfeStrMap position;   /* each of them to its place in vars + 1: no scan at each use */
  unsigned omp_depth;   /* inside OpenMP constructs: clang counts a store there as a use */
} UnusedWalk;

static VarUse *var_use(UnusedWalk *w, const OfeDecl *d) {
  uintptr_t at = (uintptr_t)ofe_ptrmap_get(&w->position, d);
  return at ? &w->vars.items[at - 1] : NULL;
}

static void walk_expr(UnusedWalk *w, const OfeExpr *e, bool value_used);
static void walk_stmt(UnusedWalk *w, const OfeStmt *s);
static bool has_effect(UnusedWalk *w, const OfeExpr *e);
static void check_unused_value(UnusedWalk *w, const OfeExpr *e);

/* `(x, 2)`: the left operand is thrown away; clang points at its first token. */
static void check_comma_lhs(UnusedWalk *w, const OfeExpr *lhs) {
  if (lhs->kind == E_ERROR || lhs->type->kind == TY_VOID || has_effect(w, lhs)) return;
  const OfeExpr *first = lhs;
  while (first->kind == E_COMMA) first = first->comma.lhs;
  ofe_warn(&w->ctx->diag, OFE_W_UNUSED_VALUE, first->loc, "left operand of comma operator has no effect");
}

/* The target of an assignment, ++ or --: a variable named there is stored to, and read only
 * when the expression's value is used (`y = x++`, `f(x = 1)`). */
static void walk_target(UnusedWalk *w, const OfeExpr *e, bool read) {
  if (e->kind == E_VAR) {
    VarUse *u = e->var.decl ? var_use(w, e->var.decl) : NULL;
    if (u) {
      u->seen++;
      u->reads += read || w->omp_depth;
    }
    return;
  }
  walk_expr(w, e, true);
}

static void walk_list(UnusedWalk *w, const OfeExprList *l) {
  for (size_t i = 0; i < l->len; i++) walk_expr(w, l->items[i], true);
}

/* value_used is false only for what clang counts as a store without a read: a discarded full
 * expression (a statement, a for loop's init or step) or a comma's left operand, and only when
 * that is an assignment, ++ or -- not written in parentheses; `(n = 1);`, `(void)(n = 1)`,
 * `x && (n = 1)`, `n++` as a comma's right operand and a statement expression's result read. */
static void walk_expr(UnusedWalk *w, const OfeExpr *e, bool value_used) {
  if (!e || ofe_stack_exhausted(&w->ctx->stack, &w->ctx->diag, e->loc)) return;
  if (e->parenthesized) value_used = true;
  switch (e->kind) {
  case E_VAR: {
    VarUse *u = e->var.decl ? var_use(w, e->var.decl) : NULL;
    if (u) {
      u->seen++;
      u->reads++;
    }
    return;
  }
  case E_ASSIGN:
    walk_target(w, e->assign.lhs, value_used);
    walk_expr(w, e->assign.rhs, true);
    return;
  case E_COMPOUND_ASSIGN:
    walk_target(w, e->compound_assign.lhs, value_used);
    walk_expr(w, e->compound_assign.rhs, true);
    return;
  case E_INCDEC: walk_target(w, e->incdec.operand, value_used); return;
  case E_COMMA:
    if (e->comma.lhs->kind != E_COMMA || has_effect(w, e->comma.lhs)) check_comma_lhs(w, e->comma.lhs);
    walk_expr(w, e->comma.lhs, false);
    walk_expr(w, e->comma.rhs, true);
    return;
  case E_CAST: walk_expr(w, e->cast.operand, true); return;
  case E_STMT_EXPR:
    walk_stmt(w, e->stmt_expr.body);
    walk_expr(w, e->stmt_expr.result, true);
    return;
  case E_COMPOUND_LIT:
    if (e->compound.decl && e->compound.decl->init)
      for (size_t i = 0; i < e->compound.decl->init->elems.len; i++) walk_expr(w, e->compound.decl->init->elems.items[i].expr, true);
    return;
  case E_CALL:
    walk_expr(w, e->call.callee, true);
    walk_list(w, &e->call.args);
    return;
  case E_MEMBER: walk_expr(w, e->member.base, true); return;
  case E_DEREF: case E_ADDR: walk_expr(w, e->unary_ptr.operand, true); return;
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
    walk_expr(w, e->cond.then, true);
    walk_expr(w, e->cond.els, true);
    return;
  case E_VA_START: case E_VA_ARG: case E_VA_END: case E_VA_COPY:
    walk_expr(w, e->va.ap, true);
    walk_expr(w, e->va.src, true);
    return;
  case E_BUILTIN: walk_list(w, &e->builtin->args); return;
  case E_SECTION:
    walk_expr(w, e->section.base, true);
    walk_expr(w, e->section.lower, true);
    walk_expr(w, e->section.length, true);
    walk_expr(w, e->section.stride, true);
    return;
  default: return; /* constants, run-time sizeof (its names are left uncounted) */
  }
}

/* An expression statement's value thrown away: clang's wording for each kind. Not for an
 * expression with an effect, a cast to void (`(void)x;` says "unused on purpose"), a comma
 * (clang words those apart) or one that reads a volatile object. */
static bool has_effect(UnusedWalk *w, const OfeExpr *e) {
  if (!e) return false;
  if (ofe_stack_exhausted(&w->ctx->stack, &w->ctx->diag, e->loc)) return true;
  if (e->type && (e->type->quals & OFE_QUAL_VOLATILE) && e->lvalue) return true;
  switch (e->kind) {
  case E_INT: case E_FLOAT: case E_STRING: case E_VAR: case E_SIZEOF_VLA: return false;
  case E_MEMBER: return has_effect(w, e->member.base);
  case E_DEREF: case E_ADDR: return has_effect(w, e->unary_ptr.operand);
  case E_UNARY: return has_effect(w, e->unary.operand);
  case E_BINARY: return has_effect(w, e->binary.lhs) || has_effect(w, e->binary.rhs);
  case E_LOGICAL: return has_effect(w, e->logical.lhs) || has_effect(w, e->logical.rhs);
  case E_COND: return has_effect(w, e->cond.cond) || has_effect(w, e->cond.then) || has_effect(w, e->cond.els);
  case E_CAST: return e->type->kind == TY_VOID || has_effect(w, e->cast.operand);
  default: return true;
  }
}

/* The attribute any declaration of the called function has (the one a call names may be a
 * redeclaration without it). */
static OfeUnusedResult result_attribute(const OfeDecl *f) {
  if (!f) return OFE_UNUSED_RESULT_NONE;
  const OfeDecl *c = f->canonical ? f->canonical : f;
  if (f->warn_unused_result) return f->warn_unused_result;
  if (c->warn_unused_result) return c->warn_unused_result;
  return c->def ? c->def->warn_unused_result : OFE_UNUSED_RESULT_NONE;
}

static void check_unused_value(UnusedWalk *w, const OfeExpr *e) {
  if (e && e->kind == E_COMMA) { /* its right operand is thrown away too */
    check_unused_value(w, e->comma.rhs);
    return;
  }
  if (!e || e->kind == E_ERROR || e->type->kind == TY_VOID) return;
  const OfeExpr *c = ofe_expr_peel_implicit_casts(e);
  OfeUnusedResult must_use = c->kind == E_CALL ? result_attribute(c->call.named) : OFE_UNUSED_RESULT_NONE;
  if (must_use) {
    ofe_warn(&w->ctx->diag, OFE_W_UNUSED_RESULT, c->loc, "ignoring return value of function declared with '%s' attribute",
             must_use == OFE_UNUSED_RESULT_NODISCARD ? "nodiscard" : "warn_unused_result");
    return;
  }
  if (has_effect(w, e)) return;
  if (c->kind == E_BINARY && c->binary.op >= OP_EQ && c->binary.op <= OP_GE && !c->parenthesized) {
    OfeBinOp op = c->binary.op;
    const char *what = op == OP_EQ ? "equality" : op == OP_NE ? "inequality" : "relational";
    ofe_warn(&w->ctx->diag, OFE_W_UNUSED_COMPARISON, c->loc, "%s comparison result unused", what);
    if (op == OP_EQ) ofe_note(&w->ctx->diag, c->loc, "use '=' to turn this equality comparison into an assignment");
    if (op == OP_NE) ofe_note(&w->ctx->diag, c->loc, "use '|=' to turn this inequality comparison into an or-assignment");
    return;
  }
  ofe_warn(&w->ctx->diag, OFE_W_UNUSED_VALUE, c->loc, "expression result unused");
}

static void walk_decl(UnusedWalk *w, OfeDecl *d) {
  if (d->kind != D_VAR) return;
  if (!d->is_global && !d->is_artificial && !d->is_param) {
    VarUse u = {.var = d};
    ofe_vec_push(&w->ctx->arena, &w->vars, u);
    ofe_ptrmap_put(&w->position, d, (void *)(uintptr_t)w->vars.len);
  }
  if (d->init && !d->is_global)
    for (size_t i = 0; i < d->init->elems.len; i++) walk_expr(w, d->init->elems.items[i].expr, true);
}

/* A construct's body holds everything under it once: the next leaf of a combined construct
 * (as an S_OMP), a loop construct's loops, a sections construct's sections. */
static void walk_omp(UnusedWalk *w, const OfeOmpDirective *dir) {
  if (dir->kind == OMPD_ATOMIC) return; /* its statement is the construct's own form */
  w->omp_depth++;
  if (dir->body) {
    walk_stmt(w, dir->body);
  } else {
    if (dir->loop) walk_stmt(w, dir->loop->body);
    for (size_t i = 0; i < dir->sections.len; i++) walk_stmt(w, dir->sections.items[i]);
  }
  w->omp_depth--;
}

static void walk_part_stmt(void *w, const OfeStmt *s) { walk_stmt(w, s); }
static void walk_part_expr(void *w, const OfeExpr *e, bool value_used) { walk_expr(w, e, value_used); }
static void walk_part_decl(void *w, OfeDecl *d) { walk_decl(w, d); }
static const OfeStmtParts unused_parts = {walk_part_stmt, walk_part_expr, walk_part_decl};

static void walk_stmt(UnusedWalk *w, const OfeStmt *s) {
  if (!s || ofe_stack_exhausted(&w->ctx->stack, &w->ctx->diag, s->loc)) return;
  if (s->kind == S_EXPR) check_unused_value(w, s->expr.expr);
  if (s->kind == S_LABEL && s->label.label && !s->label.label->used && !s->label.label->attr_unused)
    ofe_warn(&w->ctx->diag, OFE_W_UNUSED_LABEL, s->loc, "unused label '%s'", s->label.label->name);
  if (s->kind == S_OMP) walk_omp(w, s->omp.dir);
  else ofe_stmt_parts(s, &unused_parts, w);
}

/* Warnings about a declaration of the main file only: those of a header are for its users. */
static bool in_main_file(OfeCtx *ctx, const OfeDecl *d) {
  return ctx->main_file && d->loc.file && !strcmp(ofe_diag_file_name(&ctx->diag, d->loc.file), ctx->main_file);
}

static void warn_variables(UnusedWalk *w) {
  for (size_t i = 0; i < w->vars.len; i++) {
    const VarUse *u = &w->vars.items[i];
    const OfeDecl *d = u->var;
    if (d->attr_unused || d->cleanup_fn || !d->name || d->name[0] == '.') continue;
    if (!d->referenced)
      ofe_warn(&w->ctx->diag, OFE_W_UNUSED_VARIABLE, d->loc, "unused variable '%s'", d->name);
    else if (u->reads == 0 && u->seen == d->ref_count && !(d->type->quals & OFE_QUAL_VOLATILE) && ofe_type_is_scalar(d->type))
      ofe_warn(&w->ctx->diag, OFE_W_UNUSED_BUT_SET_VARIABLE, d->loc, "variable '%s' set but not used", d->name);
  }
}

void ofe_warn_function(OfeCtx *ctx, OfeDecl *fn, OfeStmt *body) {
  /* after an error the tree has holes (a use that failed to check names nothing): what the
   * analyses would say of it may be wrong, and the errors come first anyway. Warnings that
   * -Werror made errors leave no holes. */
  if (ctx->diag.errors > ctx->diag.warning_errors) return;
  ofe_warn_return_type(ctx, fn, body);
  ofe_warn_infinite_recursion(ctx, fn, body);
  ofe_warn_uninitialized(ctx, body);
  if (fn->type->kind == TY_FUNC)
    for (size_t i = 0; i < fn->type->params.len; i++) {
      const OfeDecl *p = fn->type->params.items[i].decl;
      if (p && p->name && !p->referenced && !p->attr_unused)
        ofe_warn(&ctx->diag, OFE_W_UNUSED_PARAMETER, p->loc, "unused parameter '%s'", p->name);
    }
  UnusedWalk w = {.ctx = ctx};
  ofe_strmap_init(&w.position, &ctx->decl_scratch);
  walk_stmt(&w, body);
  warn_variables(&w);
  /* a definition that nothing declared before: the same position as its first declaration */
  if (fn->storage != SC_STATIC && !fn->is_inline && strcmp(fn->name, "main") != 0 && fn->loc.offset == fn->def_loc.offset &&
      fn->loc.file == fn->def_loc.file) {
    ofe_warn(&ctx->diag, OFE_W_MISSING_PROTOTYPES, fn->def_loc, "no previous prototype for function '%s'", fn->name);
    ofe_note(&ctx->diag, fn->def_loc, "declare 'static' if the function is not intended to be used outside of this translation unit");
  }
}

void ofe_warn_unit(OfeCtx *ctx) {
  if (ctx->diag.errors > ctx->diag.warning_errors) return;
  for (size_t i = 0; i < ctx->unit.functions.len; i++) {
    const OfeDecl *f = ctx->unit.functions.items[i];
    const OfeDecl *c = f->canonical ? f->canonical : f;
    if (f->storage != SC_STATIC || f->referenced || c->referenced || f->attr_used || f->attr_unused ||
        c->attr_unused || c->ctor_priority || c->dtor_priority || !in_main_file(ctx, f))
      continue;
    ofe_warn(&ctx->diag, OFE_W_UNUSED_FUNCTION, f->def_loc, "unused function '%s'", f->name);
  }
}
