/* warn_uninit: a local variable read before anything was stored to it (-Wuninitialized), or
 * read where one arm of an `if` left it unset (-Wsometimes-uninitialized).
 *
 * Only the certain cases, which need no flow graph: the statements of the function's
 * outermost block are followed in order, and a scalar declared there without an initializer
 * that is read before any store, ++, address-taking or mention inside a branch, loop or
 * construct is reported once. The first label of that block ends the walk (a goto may come
 * back to it with the variable set); anything inside a nested statement only counts as a
 * store.
 *
 * An `if` of that block whose one arm sets the variable (`x = ...`, first thing it does with
 * it) and whose other arm neither names it nor leaves the straight line makes it "unset
 * whenever the condition is false" (or true). Read after that, unconditionally, with nothing
 * but straight-line statements and such plain `if`s in between, that is clang's
 * -Wsometimes-uninitialized: an edge from which the read inevitably follows with the
 * variable unset. Anything else that might leave the line (a loop, a goto, an exit, a nested
 * statement naming it, a read in a conditional operand) ends the claim silently, so each
 * warning is one clang gives (not all of clang's: `&&` operands and `switch` cases are not
 * followed). */
#include "sema/warn.h"

#include <string.h>

#include "sema/const_eval.h"
#include "support/diag.h"
#include "support/stack_guard.h"
#include "support/strmap.h"

typedef struct Tracked {
  const OfeDecl *var;
  bool settled; /* stored to, its address taken, or reported: nothing more to say */
  const OfeStmt *branch; /* set: an if left it unset whenever its condition is `unset_when` */
  bool unset_when;
  /* visit_if's marks, each the number of the naming pass or of the if (and arm) that set it:
   * per variable named, so that an if costs what its arms name, not the variables tracked */
  size_t named_pass, arm_if[2], seen_key, sets_key;
} Tracked;

typedef OFE_VEC(size_t) Positions;

typedef struct Uninit {
  OfeCtx *ctx;
  OFE_VEC(Tracked) vars;
  OfeStrMap position; /* each of vars' variables to its place in vars + 1 */
  int conditional; /* inside an operand evaluated only sometimes (&&, ||, ?:) */
  /* the variables before this one are settled: an asm or OpenMP construct named what the walk
   * does not see while they were in scope */
  size_t settled_below;
  /* in a naming pass: what settling would settle is listed in `naming` instead (once each),
   * and naming_all says an asm or construct was met */
  Positions *naming;
  bool naming_all;
  size_t passes, ifs;
  Positions branched; /* the variables an if left unset on one edge (each once) */
  Positions arm_named[2], item_named; /* visit_if's lists, reused */
} Uninit;

static Tracked *tracked(Uninit *u, const OfeExpr *e) {
  if (e->kind != E_VAR || !e->var.decl) return NULL;
  uintptr_t at = (uintptr_t)ofe_ptrmap_get(&u->position, e->var.decl);
  return at > u->settled_below && !u->vars.items[at - 1].settled ? &u->vars.items[at - 1] : NULL;
}

static void note_initialize(Uninit *u, const OfeDecl *d) {
  OfeLoc after = d->loc;
  after.col += (uint32_t)strlen(d->name);
  after.offset = UINT32_MAX; /* where " = 0" would go: the caret comes from the file */
  ofe_note(&u->ctx->diag, after, "initialize the variable '%s' to silence this warning", d->name);
}

/* Where an expression's text begins (a binary operator's location is the operator's). */
static OfeLoc expr_begin(const OfeExpr *e) {
  for (;;) {
    e = ofe_expr_peel_implicit_casts(e);
    switch (e->kind) {
    case E_BINARY: e = e->binary.lhs; break;
    case E_LOGICAL: e = e->logical.lhs; break;
    case E_ASSIGN: e = e->assign.lhs; break;
    case E_COMPOUND_ASSIGN: e = e->compound_assign.lhs; break;
    case E_COMMA: e = e->comma.lhs; break;
    case E_COND: e = e->cond.cond; break;
    case E_CALL: e = e->call.callee; break;
    case E_MEMBER: e = e->member.base; break;
    case E_INCDEC:
      if (e->incdec.is_prefix) return e->loc;
      e = e->incdec.operand;
      break;
    default: return e->loc;
    }
  }
}

static void read_var(Uninit *u, const OfeExpr *e) {
  Tracked *t = tracked(u, e);
  if (!t) return;
  t->settled = true;
  const OfeDecl *d = t->var;
  if (t->branch) {
    if (u->conditional) return; /* the read may not follow: clang's -Wconditional-uninitialized */
    const char *when = t->unset_when ? "true" : "false", *other = t->unset_when ? "false" : "true";
    ofe_warn(&u->ctx->diag, OFE_W_SOMETIMES_UNINITIALIZED, expr_begin(t->branch->if_.cond),
             "variable '%s' is used uninitialized whenever 'if' condition is %s", d->name, when);
    ofe_note(&u->ctx->diag, e->loc, "uninitialized use occurs here");
    ofe_note(&u->ctx->diag, t->branch->loc, "remove the 'if' if its condition is always %s", other);
    note_initialize(u, d);
    return;
  }
  ofe_warn(&u->ctx->diag, OFE_W_UNINITIALIZED, e->loc, "variable '%s' is uninitialized when used here", d->name);
  note_initialize(u, d);
}

static void settle(Uninit *u, const OfeExpr *e) {
  Tracked *t = tracked(u, e);
  if (!t) return;
  if (!u->naming) {
    t->settled = true;
  } else if (t->named_pass != u->passes) {
    t->named_pass = u->passes;
    ofe_vec_push(&u->ctx->arena, u->naming, (size_t)(t - u->vars.items));
  }
}

static void settle_everything(Uninit *u) {
  if (u->naming) u->naming_all = true;
  else u->settled_below = u->vars.len;
}

/* A statement that may leave the line: no variable is unset on an edge the rest inevitably
 * follows. */
static void settle_branched(Uninit *u) {
  for (size_t i = 0; i < u->branched.len; i++) u->vars.items[u->branched.items[i]].settled = true;
  u->branched.len = 0;
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
    u->conditional++;
    visit(u, e->logical.rhs);
    u->conditional--;
    return;
  case E_COND:
    visit(u, e->cond.cond);
    u->conditional++;
    visit(u, e->cond.then);
    visit(u, e->cond.els);
    u->conditional--;
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
    settle_everything(u); /* a construct's clauses and body, an asm's operands: names the walk does not see */
    return;
  }
  ofe_stmt_parts(s, &settling_parts, u);
}

/* ---- -Wsometimes-uninitialized: an if of the outermost block ---------------------------------- */

/* A statement of the straight line: it falls through to the next (a call that returns). */
static bool plain_stmt(OfeCtx *ctx, const OfeStmt *s) {
  if (!s) return true;
  switch (s->kind) {
  case S_NULL: case S_DECL: return true;
  case S_EXPR: return ofe_warn_expr_returns(ctx, s->expr.expr); /* not `assert(!"x")` */
  default: return false;
  }
}

/* An arm of an if: nothing, a plain statement, or a block of them. */
static bool plain_arm(OfeCtx *ctx, const OfeStmt *s) {
  if (!s || s->kind != S_COMPOUND) return plain_stmt(ctx, s);
  for (size_t i = 0; i < s->compound.items.len; i++)
    if (!plain_stmt(ctx, s->compound.items.items[i])) return false;
  return true;
}

/* The unsettled variables that a statement (or an expression, s NULL) names, listed in out
 * without settling them; false if it holds an asm or construct (then it may name any). */
static bool names_in(Uninit *u, const OfeStmt *s, const OfeExpr *e, Positions *out) {
  out->len = 0;
  u->passes++;
  u->naming = out;
  u->naming_all = false;
  if (s) visit_stmt_settling(u, s);
  else settle_all(u, e);
  u->naming = NULL;
  return !u->naming_all;
}

/* For each variable named in plain arm `a` of the if numbered `id`, whether the arm sets it
 * before anything else names it: the first of its statements naming it is `v = rhs;`, rhs
 * not naming it (one pass over the arm). Marks sets_key with (id, a) where it does. */
static void arm_sets_first(Uninit *u, const OfeStmt *s, size_t id, int a) {
  size_t key = 2 * id + (size_t)a;
  size_t n = s && s->kind == S_COMPOUND ? s->compound.items.len : s ? 1 : 0;
  for (size_t k = 0; k < n; k++) {
    const OfeStmt *item = s->kind == S_COMPOUND ? s->compound.items.items[k] : s;
    if (!names_in(u, item, NULL, &u->item_named)) return; /* it may name any: no claim from here */
    const OfeExpr *x = item->kind == S_EXPR ? item->expr.expr : NULL;
    const OfeDecl *assigned = x && x->kind == E_ASSIGN && x->assign.lhs->kind == E_VAR ? x->assign.lhs->var.decl : NULL;
    for (size_t i = 0; i < u->item_named.len; i++) {
      Tracked *t = &u->vars.items[u->item_named.items[i]];
      if (t->seen_key == key) continue;
      t->seen_key = key;
      if (t->var == assigned) t->sets_key = key;
    }
    if (!assigned) continue;
    /* `v = rhs` with v in rhs reads it first */
    if (!names_in(u, NULL, x->assign.rhs, &u->item_named)) return;
    for (size_t i = 0; i < u->item_named.len; i++) {
      Tracked *t = &u->vars.items[u->item_named.items[i]];
      if (t->var == assigned && t->sets_key == key) t->sets_key = 0;
    }
  }
}

/* An if of the outermost block: its condition is read where it stands; then each variable is
 * unchanged (neither arm names it), unset on one edge (one arm sets it first, the other does
 * not name it), or settled (anything else, or an arm that may leave the line). */
static void visit_if(Uninit *u, const OfeStmt *s) {
  visit(u, s->if_.cond);
  if (u->settled_below == u->vars.len) return; /* nothing to follow */
  const OfeStmt *arms[2] = {s->if_.then, s->if_.els};
  bool plain = plain_arm(u->ctx, arms[0]) && plain_arm(u->ctx, arms[1]);
  OfeConst k;
  bool constant = ofe_const_eval(u->ctx, s->if_.cond, &k);
  if (!plain) settle_branched(u); /* the line may be left: no claim */
  size_t id = ++u->ifs;
  for (int a = 0; a < 2; a++) {
    if (!names_in(u, arms[a], NULL, &u->arm_named[a])) {
      u->settled_below = u->vars.len; /* an arm that may name any variable */
      return;
    }
    for (size_t i = 0; i < u->arm_named[a].len; i++) u->vars.items[u->arm_named[a].items[i]].arm_if[a] = id;
  }
  bool found[2] = {false, false};
  for (int a = 0; a < 2; a++)
    for (size_t i = 0; i < u->arm_named[a].len; i++) {
      Tracked *t = &u->vars.items[u->arm_named[a].items[i]];
      if (t->settled || (a == 1 && t->arm_if[0] == id)) continue; /* the second: seen with the first arm */
      bool claim = plain && !constant && !t->branch && t->arm_if[1 - a] != id;
      if (claim && !found[a]) {
        arm_sets_first(u, arms[a], id, a); /* an arm's first setters, found once for the arm */
        found[a] = true;
      }
      if (claim && t->sets_key == 2 * id + (size_t)a) {
        t->branch = s;
        t->unset_when = a == 1; /* the then arm sets it: unset whenever the condition is false */
        ofe_vec_push(&u->ctx->arena, &u->branched, (size_t)(t - u->vars.items));
        continue;
      }
      t->settled = true;
    }
}

void ofe_warn_uninitialized(OfeCtx *ctx, OfeStmt *body) {
  if (!body || body->kind != S_COMPOUND) return;
  Uninit u = {.ctx = ctx};
  ofe_strmap_init(&u.position, &ctx->decl_scratch);
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
          ofe_ptrmap_put(&u.position, d, (void *)(uintptr_t)u.vars.len);
        }
      }
      break;
    case S_EXPR:
      visit(&u, s->expr.expr);
      if (!ofe_warn_expr_returns(ctx, s->expr.expr)) return; /* what follows is unreachable */
      break;
    case S_RETURN: visit(&u, s->ret.value); return;
    case S_GOTO: case S_BREAK: case S_CONTINUE: return;
    case S_LABEL: case S_CASE: case S_DEFAULT: return; /* a goto may come back here */
    case S_NULL: break;
    case S_IF: visit_if(&u, s); break;
    default:
      visit_stmt_settling(&u, s);
      settle_branched(&u); /* a loop or another statement that may leave the line */
      break;
    }
  }
}
