/* sema_stmt: statements: conditions must be scalars, break/continue need an enclosing loop
 * or switch, case labels are constant and unique within their switch, labels are per
 * function, and return values are converted to the function's return type. */
#include <string.h>

#include "frontend/const_eval.h"
#include "frontend/sema.h"

#define TY (&ctx->types)

OfeStmt *ofe_sema_compound(OfeCtx *ctx, OfeStmtList *items, OfeLoc loc) {
  OfeStmt *s = ofe_stmt_new(&ctx->arena, S_COMPOUND, loc);
  if (items) s->compound.items = *items;
  s->leave = ofe_scope_leave(ctx);
  return s;
}

OfeStmt *ofe_sema_decl_stmt(OfeCtx *ctx, OfeLoc loc) { return ofe_stmt_new(&ctx->arena, S_DECL, loc); }

void ofe_sema_decl_stmt_add(OfeCtx *ctx, OfeStmt *s, OfeDecl *d) {
  /* typedefs stay in the statement: those of variably modified types evaluate their sizes
   * where they appear, and -ast-dump shows them all */
  if (!d || d->kind == D_FUNC) return;
  ofe_vec_push(&ctx->arena, &s->decl.decls, d);
}

OfeStmt *ofe_sema_expr_stmt(OfeCtx *ctx, OfeExpr *e, OfeLoc loc) {
  OfeStmt *s = ofe_stmt_new(&ctx->arena, e ? S_EXPR : S_NULL, loc);
  s->expr.expr = e;
  return s;
}

OfeStmt *ofe_sema_if(OfeCtx *ctx, OfeExpr *c, OfeStmt *then, OfeStmt *els, OfeLoc loc) {
  OfeStmt *s = ofe_stmt_new(&ctx->arena, S_IF, loc);
  s->if_.cond = ofe_sema_condition(ctx, c);
  s->if_.then = then;
  s->if_.els = els;
  return s;
}

/* The body of an OpenMP structured block (target, target data) is a function of its own for
 * jumps (as in clang): no break, continue, case, goto or return leaves or enters it, since
 * the code at its end (the kernel's return, the data-end call) must run. Each open loop,
 * switch and label records the innermost construct it is in; a jump's target must be in the
 * jump's construct. */
#define TOP(v) ((v).len ? (v).items[(v).len - 1] : NULL)

/* ---- cleanup variables ----------------------------------------------------------------------
 * A jump runs the cleanups of the variables in scope at the jump but not at its target: the
 * chain from the jump's up to the innermost node it shares with the target's. A jump into the
 * scope of a cleanup variable, past its declaration, is accepted as GCC accepts it (clang-19
 * refuses it): the variable's cleanup runs at the end of its scope all the same, on the value
 * the variable happens to have, so a warning says so. */

static OfeCleanup *current_cleanups(const OfeCtx *ctx) { return ctx->func ? ctx->func->cleanups : NULL; }

static OfeCleanup *common_outer(OfeCleanup *a, OfeCleanup *b) {
  while (a && b && a != b) {
    if (a->depth >= b->depth) a = a->outer;
    else b = b->outer;
  }
  return a && b ? a : NULL;
}

/* Entering target's scopes from `from`'s: a warning for a cleanup variable jumped into. */
static void check_jump_in(OfeCtx *ctx, OfeCleanup *from, OfeCleanup *target, const char *what, OfeLoc loc) {
  if (common_outer(from, target) == target) return;
  ofe_warn(&ctx->diag, OFE_W_JUMP_MISSES_INIT, loc, "%s jumps into the scope of '%s' past its declaration; its cleanup still runs at the end of the scope", what,
              target->var->name);
  ofe_note(&ctx->diag, target->var->loc, "'%s' declared here", target->var->name);
}

static const OfeOmpDirective *open_construct(const OfeCtx *ctx) { return ctx->func ? TOP(ctx->func->constructs) : NULL; }

void ofe_sema_construct_begin(OfeCtx *ctx, const OfeOmpDirective *d) {
  if (ctx->func) ofe_vec_push(&ctx->arena, &ctx->func->constructs, d);
}

void ofe_sema_construct_end(OfeCtx *ctx, const OfeOmpDirective *d) {
  if (open_construct(ctx) == d) ctx->func->constructs.len--;
}

void ofe_sema_loop_begin(OfeCtx *ctx) {
  if (!ctx->func) return;
  ctx->func->loop_depth++;
  ctx->func->breakable_depth++;
  ofe_vec_push(&ctx->arena, &ctx->func->loop_constructs, open_construct(ctx));
  ofe_vec_push(&ctx->arena, &ctx->func->breakable_constructs, open_construct(ctx));
  ofe_vec_push(&ctx->arena, &ctx->func->loop_cleanups, current_cleanups(ctx));
  ofe_vec_push(&ctx->arena, &ctx->func->breakable_cleanups, current_cleanups(ctx));
}

static void loop_end(OfeCtx *ctx) {
  if (!ctx->func) return;
  ctx->func->loop_depth--;
  ctx->func->breakable_depth--;
  ctx->func->loop_constructs.len--;
  ctx->func->breakable_constructs.len--;
  ctx->func->loop_cleanups.len--;
  ctx->func->breakable_cleanups.len--;
}

OfeStmt *ofe_sema_while(OfeCtx *ctx, OfeExpr *c, OfeStmt *body, OfeLoc loc) {
  loop_end(ctx);
  OfeStmt *s = ofe_stmt_new(&ctx->arena, S_WHILE, loc);
  s->loop.cond = ofe_sema_condition(ctx, c);
  s->loop.body = body;
  return s;
}

OfeStmt *ofe_sema_do(OfeCtx *ctx, OfeStmt *body, OfeExpr *c, OfeLoc loc) {
  loop_end(ctx);
  OfeStmt *s = ofe_stmt_new(&ctx->arena, S_DO, loc);
  s->loop.cond = ofe_sema_condition(ctx, c);
  s->loop.body = body;
  return s;
}

OfeStmt *ofe_sema_for(OfeCtx *ctx, OfeStmt *init, OfeExpr *c, OfeExpr *inc, OfeStmt *body, OfeLoc loc) {
  loop_end(ctx);
  OfeStmt *s = ofe_stmt_new(&ctx->arena, S_FOR, loc);
  if (init && init->kind == S_DECL) {
    for (size_t i = 0; i < init->decl.decls.len; i++) {
      OfeDecl *d = init->decl.decls.items[i];
      if (d->kind == D_VAR && (d->storage == SC_STATIC || d->storage == SC_EXTERN))
        ofe_error(&ctx->diag, d->loc, "declaration of non-local variable in 'for' loop");
    }
  }
  s->leave = ofe_scope_leave(ctx); /* the for's own scope, its first clause's variables */
  s->for_.init = init;
  s->for_.cond = c ? ofe_sema_condition(ctx, c) : NULL;
  s->for_.inc = inc;
  s->for_.body = body;
  return s;
}

OfeStmt *ofe_sema_switch_begin(OfeCtx *ctx, OfeExpr *c, OfeLoc loc) {
  OfeStmt *s = ofe_stmt_new(&ctx->arena, S_SWITCH, loc);
  OfeExpr *r = ofe_sema_rvalue(ctx, c);
  if (r->type->kind != TY_ERROR && !ofe_type_is_integer(r->type)) {
    ofe_error(&ctx->diag, c->loc, "statement requires expression of integer type ('%s' invalid)", ofe_type_str(TY, r->type));
    r = ofe_sema_error(ctx, c->loc);
  }
  if (r->type->kind != TY_ERROR) r = ofe_sema_convert(ctx, r, ofe_type_promote(TY, r->type));
  s->switch_.cond = r;
  if (ctx->func) {
    ofe_vec_push(&ctx->arena, &ctx->func->switches, s);
    ctx->func->breakable_depth++;
    ofe_vec_push(&ctx->arena, &ctx->func->switch_constructs, open_construct(ctx));
    ofe_vec_push(&ctx->arena, &ctx->func->breakable_constructs, open_construct(ctx));
    ofe_vec_push(&ctx->arena, &ctx->func->switch_cleanups, current_cleanups(ctx));
    ofe_vec_push(&ctx->arena, &ctx->func->breakable_cleanups, current_cleanups(ctx));
  }
  return s;
}

OfeStmt *ofe_sema_switch_end(OfeCtx *ctx, OfeStmt *sw, OfeStmt *body) {
  sw->switch_.body = body;
  if (ctx->func) {
    ctx->func->switches.len--;
    ctx->func->breakable_depth--;
    ctx->func->switch_constructs.len--;
    ctx->func->breakable_constructs.len--;
    ctx->func->switch_cleanups.len--;
    ctx->func->breakable_cleanups.len--;
  }
  return sw;
}

static OfeStmt *innermost_switch(OfeCtx *ctx) {
  if (!ctx->func || !ctx->func->switches.len) return NULL;
  if (TOP(ctx->func->switch_constructs) != open_construct(ctx)) return NULL;
  return ctx->func->switches.items[ctx->func->switches.len - 1];
}

OfeStmt *ofe_sema_case(OfeCtx *ctx, OfeExpr *lo, OfeExpr *hi, OfeLoc loc) {
  OfeStmt *s = ofe_stmt_new(&ctx->arena, S_CASE, loc);
  OfeStmt *sw = innermost_switch(ctx);
  if (!sw) {
    ofe_error(&ctx->diag, loc, "'case' statement not in switch statement");
    return s;
  }
  int64_t a, b;
  if (!ofe_sema_const_int(ctx, lo, &a, "case value")) return s;
  b = a;
  if (hi && !ofe_sema_const_int(ctx, hi, &b, "case value")) return s;
  OfeType *ct = sw->switch_.cond->type;
  if (ct->kind != TY_ERROR) {
    a = (int64_t)ofe_const_wrap(ct, (uint64_t)a);
    b = (int64_t)ofe_const_wrap(ct, (uint64_t)b);
  }
  if (hi && b < a) ofe_warning(&ctx->diag, loc, "empty case range specified");
  for (size_t i = 0; i < sw->switch_.cases.len; i++) {
    OfeStmt *o = sw->switch_.cases.items[i];
    if (a <= o->case_.hi && o->case_.lo <= b) {
      ofe_error(&ctx->diag, loc, "duplicate case value '%lld'", (long long)(a > o->case_.lo ? a : o->case_.lo));
      ofe_note(&ctx->diag, o->loc, "previous case defined here");
      return s;
    }
  }
  s->case_.lo = a;
  s->case_.hi = b;
  ofe_vec_push(&ctx->arena, &sw->switch_.cases, s);
  check_jump_in(ctx, TOP(ctx->func->switch_cleanups), current_cleanups(ctx), "switch", loc);
  return s;
}

OfeStmt *ofe_sema_default(OfeCtx *ctx, OfeLoc loc) {
  OfeStmt *s = ofe_stmt_new(&ctx->arena, S_DEFAULT, loc);
  OfeStmt *sw = innermost_switch(ctx);
  if (!sw) {
    ofe_error(&ctx->diag, loc, "'default' statement not in switch statement");
    return s;
  }
  if (sw->switch_.default_) {
    ofe_error(&ctx->diag, loc, "multiple default labels in one switch");
    ofe_note(&ctx->diag, sw->switch_.default_->loc, "previous case defined here");
    return s;
  }
  sw->switch_.default_ = s;
  check_jump_in(ctx, TOP(ctx->func->switch_cleanups), current_cleanups(ctx), "switch", loc);
  return s;
}

void ofe_sema_case_body(OfeStmt *c, OfeStmt *body) { c->case_.body = body; }

/* A goto whose label is in another structured block: clang-19 keeps each block's labels apart,
 * so to it the label is not declared. */
static void check_goto(OfeCtx *ctx, OfeStmt *g, const OfeLabel *l) {
  g->leave.to = common_outer(g->leave.from, l->cleanups);
  check_jump_in(ctx, g->leave.from, l->cleanups, "goto", g->loc);
  if (g->goto_.construct == l->construct) return;
  ofe_error(&ctx->diag, g->loc, "use of undeclared label '%s'", l->name);
  ofe_note(&ctx->diag, l->loc, "the label is here, across the boundary of an OpenMP structured block");
}

static OfeLabel *label_for(OfeCtx *ctx, const char *name, OfeLoc loc) {
  OfeFuncState *fs = ctx->func;
  OfeLabel *l = ofe_strmap_get(&fs->labels, name, strlen(name));
  if (!l) {
    l = ofe_arena_alloc(&ctx->arena, sizeof *l);
    l->name = name;
    l->loc = loc;
    ofe_strmap_put(&fs->labels, name, strlen(name), l);
  }
  return l;
}

OfeStmt *ofe_sema_label(OfeCtx *ctx, const char *name, OfeLoc loc) {
  OfeStmt *s = ofe_stmt_new(&ctx->arena, S_LABEL, loc);
  if (!ctx->func) return s;
  OfeLabel *l = label_for(ctx, name, loc);
  if (l->defined) {
    ofe_error(&ctx->diag, loc, "redefinition of label '%s'", name);
    ofe_note(&ctx->diag, l->loc, "previous definition is here");
  } else {
    l->defined = true;
    l->loc = loc;
    l->construct = open_construct(ctx);
    l->cleanups = current_cleanups(ctx);
    for (size_t i = 0; i < l->forward_gotos.len; i++) check_goto(ctx, l->forward_gotos.items[i], l);
    l->forward_gotos.len = 0;
  }
  s->label.label = l;
  return s;
}

void ofe_sema_label_body(OfeStmt *l, OfeStmt *body) { l->label.body = body; }

OfeStmt *ofe_sema_goto(OfeCtx *ctx, const char *name, OfeLoc loc) {
  OfeStmt *s = ofe_stmt_new(&ctx->arena, S_GOTO, loc);
  if (!ctx->func) return s;
  OfeLabel *l = label_for(ctx, name, loc);
  s->goto_.label = l;
  s->goto_.construct = open_construct(ctx);
  s->leave.from = current_cleanups(ctx);
  if (l->defined) check_goto(ctx, s, l);
  else ofe_vec_push(&ctx->arena, &l->forward_gotos, s);
  l->used = true;
  return s;
}

OfeStmt *ofe_sema_break(OfeCtx *ctx, OfeLoc loc) {
  if (!ctx->func || !ctx->func->breakable_depth || TOP(ctx->func->breakable_constructs) != open_construct(ctx))
    ofe_error(&ctx->diag, loc, "'break' statement not in loop or switch statement");
  OfeStmt *s = ofe_stmt_new(&ctx->arena, S_BREAK, loc);
  if (ctx->func) s->leave = (OfeCleanupRun){ctx->func->cleanups, TOP(ctx->func->breakable_cleanups)};
  return s;
}

OfeStmt *ofe_sema_continue(OfeCtx *ctx, OfeLoc loc) {
  if (!ctx->func || !ctx->func->loop_depth || TOP(ctx->func->loop_constructs) != open_construct(ctx))
    ofe_error(&ctx->diag, loc, "'continue' statement not in loop statement");
  OfeStmt *s = ofe_stmt_new(&ctx->arena, S_CONTINUE, loc);
  if (ctx->func) s->leave = (OfeCleanupRun){ctx->func->cleanups, TOP(ctx->func->loop_cleanups)};
  return s;
}

OfeStmt *ofe_sema_return(OfeCtx *ctx, OfeExpr *e, OfeLoc loc) {
  OfeStmt *s = ofe_stmt_new(&ctx->arena, S_RETURN, loc);
  if (!ctx->func) return s;
  s->leave.from = ctx->func->cleanups; /* all of them */
  if (open_construct(ctx)) {
    ofe_error(&ctx->diag, loc, "cannot return from OpenMP region");
    return s;
  }
  OfeType *rt = ctx->func->ret;
  const char *fn = ctx->func->decl->name;
  if (!e) {
    if (rt->kind != TY_VOID && rt->kind != TY_ERROR)
      ofe_warn(&ctx->diag, OFE_W_RETURN_MISMATCH, loc, "non-void function '%s' should return a value", fn);
    return s;
  }
  if (rt->kind == TY_VOID) {
    OfeExpr *r = ofe_sema_rvalue(ctx, e);
    if (r->type->kind != TY_VOID && r->type->kind != TY_ERROR)
      ofe_error(&ctx->diag, e->loc, "void function '%s' should not return a value", fn);
    s->ret.value = r->type->kind == TY_VOID ? r : NULL;
    return s;
  }
  s->ret.value = ofe_sema_assign_convert(ctx, e, rt, "returning", e->loc);
  return s;
}
