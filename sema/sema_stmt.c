/* sema_stmt: statements: conditions must be scalars, break/continue need an enclosing loop
 * or switch, case labels are constant and unique within their switch, labels are per
 * function, and return values are converted to the function's return type. */
#include <stdlib.h>
#include <string.h>

#include "sema/const_eval.h"
#include "sema/sema.h"
#include "sema/warn.h"

#define TY (&ctx->types)

OfeStmt *ofe_sema_compound(OfeCtx *ctx, OfeStmtList *items, OfeLoc loc) {
  OfeStmt *s = ofe_stmt_new(&ctx->arena, S_COMPOUND, loc);
  if (items) {
    s->compound.items = *items;
    ofe_warn_block_items(ctx, items);
  }
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

static OfeStmt *innermost_switch(OfeCtx *ctx);

OfeStmt *ofe_sema_attributed_stmt(OfeCtx *ctx, OfeDeclSpec *spec, OfeStmt *s, bool after_label) {
  const OfeAttrs *a = &spec->attrs;
  if (a->fallthrough) {
    if (!s || s->kind != S_NULL) {
      ofe_error(&ctx->diag, a->fallthrough_loc, "'fallthrough' attribute only applies to empty statements");
      return s;
    }
    if (!innermost_switch(ctx)) ofe_error(&ctx->diag, spec->loc, "fallthrough annotation is outside switch statement");
    s->fallthrough = true;
    s->loc = spec->loc; /* where clang-19 reports its placement: the attribute's start */
  }
  if (a->decl_only && !after_label)
    ofe_error(&ctx->diag, a->decl_only_loc, "'%s' attribute cannot be applied to a statement", a->decl_only);
  return s;
}

OfeStmt *ofe_sema_if(OfeCtx *ctx, OfeExpr *c, OfeStmt *then, OfeStmt *els, OfeLoc loc, OfeLoc rparen, OfeLoc else_loc) {
  OfeStmt *s = ofe_stmt_new(&ctx->arena, S_IF, loc);
  s->if_.cond = ofe_sema_condition(ctx, c);
  s->if_.then = then;
  s->if_.els = els;
  s->if_.rparen = rparen;
  s->if_.else_loc = else_loc;
  ofe_warn_if(ctx, s);
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

/* ---- variably modified declarations --------------------------------------------------------
 * No jump may enter the scope of a VLA or another variably modified declaration (C11
 * 6.8.6.1p1, 6.8.4.2p2): its size is evaluated, its storage allocated, where it is declared.
 * The chains are walked by their jump pointers (ast.h, OfeVmScope): O(log depth) a jump. */

static OfeVmScope *current_vm(const OfeCtx *ctx) { return ctx->func ? ctx->func->vm_scopes : NULL; }

static unsigned vm_depth(const OfeVmScope *s) { return s ? s->depth : 0; }

/* s's node at `depth` (no deeper than s). */
static OfeVmScope *vm_up_to(OfeVmScope *s, unsigned depth) {
  while (vm_depth(s) > depth) s = vm_depth(s->jump) >= depth ? s->jump : s->outer;
  return s;
}

static OfeVmScope *vm_common(OfeVmScope *a, OfeVmScope *b) {
  a = vm_up_to(a, vm_depth(b));
  b = vm_up_to(b, vm_depth(a));
  while (a != b) { /* at equal depths, jump pointers go to equal depths */
    if (a->jump != b->jump) a = a->jump, b = b->jump;
    else a = a->outer, b = b->outer;
  }
  return a;
}

/* clang-19's notes: each declaration jumped past, innermost first. */
static void note_vm_bypassed(OfeCtx *ctx, const OfeVmScope *target, const OfeVmScope *common) {
  for (const OfeVmScope *v = target; v != common; v = v->outer)
    ofe_note(&ctx->diag, v->decl->loc, "jump bypasses initialization of %s",
             v->decl->kind == D_TYPEDEF ? "VLA typedef" : "variable length array");
}

/* A jump from `from`'s scopes into target's: an error if it enters a variably modified one. */
static bool vm_jump_in(OfeCtx *ctx, OfeVmScope *from, OfeVmScope *target, const char *error, OfeLoc loc) {
  OfeVmScope *common = vm_common(from, target);
  if (common == target) return false;
  ofe_error(&ctx->diag, loc, "%s", error);
  note_vm_bypassed(ctx, target, common);
  return true;
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

void ofe_sema_loop_abandon(OfeCtx *ctx) { loop_end(ctx); }

/* while and do: the loop ends, its condition checked */
static OfeStmt *cond_loop(OfeCtx *ctx, OfeStmtKind kind, OfeExpr *c, OfeStmt *body, OfeLoc loc) {
  loop_end(ctx);
  OfeStmt *s = ofe_stmt_new(&ctx->arena, kind, loc);
  s->loop.cond = ofe_sema_condition(ctx, c);
  s->loop.body = body;
  return s;
}

OfeStmt *ofe_sema_while(OfeCtx *ctx, OfeExpr *c, OfeStmt *body, OfeLoc loc) { return cond_loop(ctx, S_WHILE, c, body, loc); }

OfeStmt *ofe_sema_do(OfeCtx *ctx, OfeStmt *body, OfeExpr *c, OfeLoc loc) { return cond_loop(ctx, S_DO, c, body, loc); }

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
  /* -Wswitch takes the type before promotion: an enum bit-field's declared one */
  OfeType *before = r->type->kind != TY_ERROR && ofe_sema_bitfield_promoted(ctx, c) ? c->type->unqual : r->type;
  if (before->kind == TY_ENUM && before->enumeration->complete) s->switch_.enum_type = before->unqual;
  if (r->type->kind != TY_ERROR) r = ofe_sema_convert(ctx, r, ofe_type_promote(TY, r->type));
  s->switch_.cond = r;
  if (ctx->func) {
    ofe_vec_push(&ctx->arena, &ctx->func->switches, s);
    ctx->func->breakable_depth++;
    ofe_vec_push(&ctx->arena, &ctx->func->switch_constructs, open_construct(ctx));
    ofe_vec_push(&ctx->arena, &ctx->func->breakable_constructs, open_construct(ctx));
    ofe_vec_push(&ctx->arena, &ctx->func->switch_cleanups, current_cleanups(ctx));
    ofe_vec_push(&ctx->arena, &ctx->func->breakable_cleanups, current_cleanups(ctx));
    ofe_vec_push(&ctx->arena, &ctx->func->switch_vm_scopes, current_vm(ctx));
  }
  return s;
}

/* Whether a case label comes first in s: falling into s is falling into that case. */
static bool starts_with_case(const OfeStmt *s) {
  while (s && s->kind == S_COMPOUND && s->compound.items.len) s = s->compound.items.items[0];
  return s && (s->kind == S_CASE || s->kind == S_DEFAULT);
}

/* clang-19 refuses a fallthrough statement that a case label does not directly follow. It
 * decides on the control flow graph; this follows the statement structure, which agrees for
 * structured code: what runs after a statement is the next item of its block, else what runs
 * after the block (a loop body is followed by the loop's condition). A nested switch checks
 * its own. */
static void check_fallthroughs(OfeCtx *ctx, const OfeStmt *s, bool case_follows) {
  if (!s) return;
  switch (s->kind) {
  case S_NULL:
    if (s->fallthrough && !case_follows) ofe_error(&ctx->diag, s->loc, "fallthrough annotation does not directly precede switch label");
    break;
  case S_COMPOUND:
    for (size_t i = 0; i < s->compound.items.len; i++) {
      bool next = i + 1 < s->compound.items.len ? starts_with_case(s->compound.items.items[i + 1]) : case_follows;
      check_fallthroughs(ctx, s->compound.items.items[i], next);
    }
    break;
  case S_IF:
    check_fallthroughs(ctx, s->if_.then, case_follows);
    check_fallthroughs(ctx, s->if_.els, case_follows);
    break;
  case S_LABEL: check_fallthroughs(ctx, s->label.body, case_follows); break;
  case S_CASE: case S_DEFAULT: check_fallthroughs(ctx, s->case_.body, case_follows); break;
  case S_WHILE: case S_DO: check_fallthroughs(ctx, s->loop.body, false); break;
  case S_FOR: check_fallthroughs(ctx, s->for_.body, false); break;
  default: break;
  }
}

/* A case's values as ofe_const_order_key orders them, and where the case is in the switch. */
typedef struct CaseKey {
  OfeWide lo, hi;
  size_t order;
} CaseKey;

static int by_lo_then_order(const void *a, const void *b) {
  const CaseKey *x = a, *y = b;
  if (x->lo != y->lo) return x->lo < y->lo ? -1 : 1;
  return x->order < y->order ? -1 : x->order > y->order;
}

/* Duplicate and overlapping case values (C11 6.8.4.2p3), found as clang-19 finds them, once the
 * switch's body is known: sorted by value, each reported at the later case of an overlapping
 * pair, in the cases' order. Sorting keeps a switch of n cases O(n log n), where comparing each
 * case with those before it was quadratic. The cases refused leave the switch. */
static void refuse_duplicate_cases(OfeCtx *ctx, OfeStmt *sw) {
  size_t n = sw->switch_.cases.len;
  if (n < 2) return;
  const OfeType *ct = sw->switch_.cond->type;
  CaseKey *keys = ofe_arena_alloc(&ctx->arena, n * sizeof *keys);
  size_t nk = 0;
  for (size_t i = 0; i < n; i++) {
    const OfeStmt *c = sw->switch_.cases.items[i];
    CaseKey k = {ofe_const_order_key(ct, c->case_.lo), ofe_const_order_key(ct, c->case_.hi), i};
    if (k.lo <= k.hi) keys[nk++] = k; /* an empty range holds nothing */
  }
  qsort(keys, nk, sizeof *keys, by_lo_then_order);
  const OfeStmt **earlier = ofe_arena_alloc(&ctx->arena, n * sizeof *earlier); /* per refused case */
  OfeWide *value = ofe_arena_alloc(&ctx->arena, n * sizeof *value);
  bool any = false;
  const CaseKey *reach = NULL; /* of the cases sorted so far, the one whose range ends last */
  for (size_t k = 0; k < nk; k++) {
    const CaseKey *cur = &keys[k];
    if (reach && cur->lo <= reach->hi) {
      size_t later = cur->order > reach->order ? cur->order : reach->order;
      if (!earlier[later]) {
        earlier[later] = sw->switch_.cases.items[cur->order + reach->order - later];
        value[later] = sw->switch_.cases.items[cur->order]->case_.lo; /* the first value both hold */
        any = true;
      }
    }
    if (!reach || cur->hi > reach->hi) reach = cur;
  }
  if (!any) return;
  size_t kept = 0;
  for (size_t i = 0; i < n; i++) {
    OfeStmt *c = sw->switch_.cases.items[i];
    if (!earlier[i]) {
      sw->switch_.cases.items[kept++] = c;
      continue;
    }
    char text[48];
    ofe_wide_format(text, value[i], !ofe_type_is_unsigned(ct));
    ofe_error(&ctx->diag, c->loc, "duplicate case value '%s'", text);
    ofe_note(&ctx->diag, earlier[i]->loc, "previous case defined here");
  }
  sw->switch_.cases.len = kept;
}

OfeStmt *ofe_sema_switch_end(OfeCtx *ctx, OfeStmt *sw, OfeStmt *body) {
  sw->switch_.body = body;
  refuse_duplicate_cases(ctx, sw);
  check_fallthroughs(ctx, body, false);
  ofe_warn_switch(ctx, sw);
  ofe_warn_implicit_fallthrough(ctx, sw);
  if (ctx->func) {
    ctx->func->switches.len--;
    ctx->func->breakable_depth--;
    ctx->func->switch_constructs.len--;
    ctx->func->breakable_constructs.len--;
    ctx->func->switch_cleanups.len--;
    ctx->func->breakable_cleanups.len--;
    ctx->func->switch_vm_scopes.len--;
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
  /* converted to the promoted controlling type (C11 6.8.4.2p5), over all 128 bits */
  OfeWide a, b;
  if (!ofe_sema_const_wide(ctx, lo, &a, "case value")) return s;
  b = a;
  if (hi && !ofe_sema_const_wide(ctx, hi, &b, "case value")) return s;
  OfeType *ct = sw->switch_.cond->type;
  if (ct->kind != TY_ERROR) {
    a = ofe_const_wrap(ct, a);
    b = ofe_const_wrap(ct, b);
  }
  if (hi && ofe_const_order_key(ct, b) < ofe_const_order_key(ct, a)) ofe_warning(&ctx->diag, loc, "empty case range specified");
  s->case_.lo = a;
  s->case_.hi = b;
  s->case_.value_loc = lo->loc;
  s->case_.range = hi != NULL;
  ofe_vec_push(&ctx->arena, &sw->switch_.cases, s);
  check_jump_in(ctx, TOP(ctx->func->switch_cleanups), current_cleanups(ctx), "switch", loc);
  vm_jump_in(ctx, TOP(ctx->func->switch_vm_scopes), current_vm(ctx), "cannot jump from switch statement to this case label", loc);
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
  vm_jump_in(ctx, TOP(ctx->func->switch_vm_scopes), current_vm(ctx), "cannot jump from switch statement to this case label", loc);
  return s;
}

void ofe_sema_case_body(OfeStmt *c, OfeStmt *body) { c->case_.body = body; }

/* A goto whose label is in another structured block: clang-19 keeps each block's labels apart,
 * so to it the label is not declared. */
static void check_goto(OfeCtx *ctx, OfeStmt *g, const OfeLabel *l) {
  g->leave.to = common_outer(g->leave.from, l->cleanups);
  check_jump_in(ctx, g->leave.from, l->cleanups, "goto", g->loc);
  if (!vm_jump_in(ctx, g->goto_.vm_from, l->vm_scopes, "cannot jump from this goto statement to its label", g->loc)) {
    /* the outermost declaration left: the stack goes back to where it was saved there */
    OfeVmScope *left = vm_depth(g->goto_.vm_from) > vm_depth(l->vm_scopes) ? vm_up_to(g->goto_.vm_from, vm_depth(l->vm_scopes) + 1) : NULL;
    if (left) left->save_stack = true;
    g->goto_.vm_restore = left;
  }
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
    l->vm_scopes = current_vm(ctx);
    for (size_t i = 0; i < l->forward_gotos.len; i++) check_goto(ctx, l->forward_gotos.items[i], l);
    l->forward_gotos.len = 0;
  }
  s->label.label = l;
  return s;
}

void ofe_sema_label_body(OfeStmt *l, OfeStmt *body) { l->label.body = body; }

void ofe_sema_local_label(OfeCtx *ctx, const char *name, OfeLoc loc) {
  if (!ctx->func) return;
  OfeFuncState *fs = ctx->func;
  OfeLabel *l = ofe_arena_alloc(&ctx->arena, sizeof *l);
  l->name = name;
  l->loc = loc;
  l->shadows = ofe_strmap_get(&fs->labels, name, strlen(name));
  ofe_strmap_put(&fs->labels, name, strlen(name), l);
  ofe_scope_add_local_label(ctx, l);
}

void ofe_sema_local_labels_end(OfeCtx *ctx, OfeLabel *const *labels, size_t n) {
  OfeFuncState *fs = ctx->func;
  if (!fs) return;
  for (size_t i = n; i-- > 0;) { /* the last declared first: `__label__ a, a;` gives back the outer a */
    OfeLabel *l = labels[i];
    if (!l->defined && (l->forward_gotos.len || l->addr_var)) /* at the declaration, as clang-19 */
      ofe_error(&ctx->diag, l->loc, "use of undeclared label '%s'", l->name);
    ofe_strmap_put(&fs->labels, l->name, strlen(l->name), l->shadows);
  }
}

OfeStmt *ofe_sema_goto(OfeCtx *ctx, const char *name, OfeLoc loc) {
  OfeStmt *s = ofe_stmt_new(&ctx->arena, S_GOTO, loc);
  if (!ctx->func) return s;
  OfeLabel *l = label_for(ctx, name, loc);
  s->goto_.label = l;
  s->goto_.construct = open_construct(ctx);
  s->leave.from = current_cleanups(ctx);
  s->goto_.vm_from = current_vm(ctx);
  if (l->defined) check_goto(ctx, s, l);
  else ofe_vec_push(&ctx->arena, &l->forward_gotos, s);
  l->used = true;
  return s;
}

/* ---- labels as values (GNU) ------------------------------------------------------------------ */

OfeExpr *ofe_sema_label_addr(OfeCtx *ctx, const char *name, OfeLoc loc) {
  if (!ctx->func) {
    ofe_error(&ctx->diag, loc, "use of address-of-label extension outside of a function body");
    return ofe_sema_error(ctx, loc);
  }
  /* a construct's body is emitted as a function of its own, away from the function's labels */
  OfeLabel *l = label_for(ctx, name, loc);
  l->used = true;
  if (open_construct(ctx)) {
    ofe_error(&ctx->diag, loc, "labels as values inside an OpenMP construct are not supported by ompfe");
    return ofe_sema_error(ctx, loc);
  }
  if (!l->addr_var) {
    l->addr_id = ctx->anon_counter++;
    const char *sym = ofe_arena_printf(&ctx->arena, OFE_LABEL_ADDR_PREFIX "%u", l->addr_id);
    OfeDecl *v = ofe_decl_new(&ctx->arena, D_VAR, sym, TY->char_, loc);
    v->asm_name = sym;
    v->storage = SC_EXTERN;
    v->is_global = true;
    v->is_artificial = true;
    l->addr_var = v;
    l->addr_loc = loc;
    ofe_vec_push(&ctx->arena, &ctx->func->addr_labels, l);
  }
  OfeExpr *v = ofe_expr_new(&ctx->arena, E_VAR, l->addr_var->type, loc);
  v->var.decl = l->addr_var;
  v->var.name = l->addr_var->name;
  v->lvalue = true;
  l->addr_var->referenced = true;
  return ofe_sema_convert(ctx, ofe_sema_addr(ctx, v, loc), TY->void_ptr);
}

OfeStmt *ofe_sema_indirect_goto(OfeCtx *ctx, OfeExpr *target, OfeLoc loc) {
  OfeStmt *s = ofe_stmt_new(&ctx->arena, S_GOTO, loc);
  OfeExpr *r = ofe_sema_rvalue(ctx, target);
  if (r->type->kind != TY_ERROR && r->type->kind != TY_PTR) {
    ofe_error(&ctx->diag, target->loc, "indirect goto requires a pointer, not '%s'", ofe_type_str(TY, r->type));
    r = ofe_sema_error(ctx, target->loc);
  }
  s->goto_.target = r->type->kind == TY_ERROR ? r : ofe_sema_convert(ctx, r, TY->void_ptr);
  if (!ctx->func) return s;
  if (open_construct(ctx)) ofe_error(&ctx->diag, loc, "labels as values inside an OpenMP construct are not supported by ompfe");
  /* which cleanups such a jump would run depends on where it lands */
  if (current_cleanups(ctx))
    ofe_error(&ctx->diag, loc, "indirect goto in the scope of a variable with a cleanup attribute is not supported by ompfe");
  s->goto_.vm_from = current_vm(ctx);
  ofe_vec_push(&ctx->arena, &ctx->func->indirect_gotos, s);
  return s;
}

void ofe_sema_label_addrs_end(OfeCtx *ctx, OfeDecl *fn) {
  OfeFuncState *fs = ctx->func;
  if (!fs->addr_labels.len) /* it could only jump out of the function */
    for (size_t i = 0; i < fs->indirect_gotos.len; i++)
      ofe_error(&ctx->diag, fs->indirect_gotos.items[i]->loc, "indirect goto in function with no address-of-label expressions");
  /* an indirect goto may reach every address-taken label: none may be in the scope of a
   * variably modified declaration that some indirect goto is outside of, which is to say
   * outside of the declarations all of them share (computed once: linear, not pairs) */
  OfeVmScope *shared = NULL;
  for (size_t i = 0; i < fs->indirect_gotos.len; i++) {
    OfeVmScope *v = fs->indirect_gotos.items[i]->goto_.vm_from;
    shared = i ? vm_common(shared, v) : v;
  }
  for (size_t i = 0; i < fs->addr_labels.len; i++) {
    OfeLabel *l = fs->addr_labels.items[i];
    if (fs->indirect_gotos.len && l->defined && vm_common(shared, l->vm_scopes) != l->vm_scopes) {
      /* clang-19 names the first indirect goto that cannot reach it */
      for (size_t k = 0; k < fs->indirect_gotos.len; k++) {
        const OfeStmt *g = fs->indirect_gotos.items[k];
        OfeVmScope *common = vm_common(g->goto_.vm_from, l->vm_scopes);
        if (common == l->vm_scopes) continue;
        ofe_error(&ctx->diag, g->loc, "cannot jump from this indirect goto statement to one of its possible targets");
        ofe_note(&ctx->diag, l->loc, "possible target of indirect goto statement");
        note_vm_bypassed(ctx, l->vm_scopes, common);
        break;
      }
    }
    if (fs->indirect_gotos.len && l->defined && l->cleanups)
      ofe_error(&ctx->diag, l->loc, "a computed goto's target in the scope of a variable with a cleanup attribute is not supported by ompfe");
    if (l->defined && l->construct)
      ofe_error(&ctx->diag, l->addr_loc, "labels as values inside an OpenMP construct are not supported by ompfe");
    ofe_vec_push(&ctx->arena, &fn->addr_labels, l);
  }
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
  ofe_warn_returned_value(ctx, e);
  s->ret.value = ofe_sema_assign_convert(ctx, e, rt, "returning", e->loc);
  return s;
}

OfeStmt *ofe_sema_end_label(OfeCtx *ctx, OfeLoc close) {
  if (!ofe_options_c23(ctx->opts))
    ofe_warn(&ctx->diag, OFE_W_C23_EXTENSIONS, close, "label at end of compound statement is a C23 extension");
  return ofe_sema_expr_stmt(ctx, NULL, close);
}
