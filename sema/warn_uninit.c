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

typedef struct Tracked {
  const OfeDecl *var;
  bool settled; /* stored to, its address taken, or reported: nothing more to say */
  const OfeStmt *branch; /* set: an if left it unset whenever its condition is `unset_when` */
  bool unset_when;
} Tracked;

typedef struct Uninit {
  OfeCtx *ctx;
  OFE_VEC(Tracked) vars;
  int conditional; /* inside an operand evaluated only sometimes (&&, ||, ?:) */
  bool *flags;      /* visit_if's per-variable flags, reused (grown with the variables) */
  size_t flags_for;
} Uninit;

static Tracked *tracked(Uninit *u, const OfeExpr *e) {
  if (e->kind != E_VAR || !e->var.decl) return NULL;
  for (size_t i = 0; i < u->vars.len; i++)
    if (u->vars.items[i].var == e->var.decl) return u->vars.items[i].settled ? NULL : &u->vars.items[i];
  return NULL;
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
    /* a construct's clauses and body, an asm's operands: names the walk does not see */
    for (size_t i = 0; i < u->vars.len; i++) u->vars.items[i].settled = true;
    return;
  }
  ofe_stmt_parts(s, &settling_parts, u);
}

/* ---- -Wsometimes-uninitialized: an if of the outermost block ---------------------------------- */

/* A statement of the straight line: it falls through to the next (a call that returns). */
static bool plain_stmt(const OfeStmt *s) {
  if (!s) return true;
  switch (s->kind) {
  case S_NULL: case S_DECL: return true;
  case S_EXPR: return ofe_warn_call_returns(s->expr.expr);
  default: return false;
  }
}

/* An arm of an if: nothing, a plain statement, or a block of them. */
static bool plain_arm(const OfeStmt *s) {
  if (!s || s->kind != S_COMPOUND) return plain_stmt(s);
  for (size_t i = 0; i < s->compound.items.len; i++)
    if (!plain_stmt(s->compound.items.items[i])) return false;
  return true;
}

/* The flags visit_if needs, one per tracked variable in each set: saved, named by each arm,
 * named by an arm's statement, seen in an arm, set first by each arm. */
enum { FLAG_SETS = 7 };

static bool *flag_sets(Uninit *u) {
  if (u->flags_for < u->vars.len) {
    u->flags_for = 2 * u->vars.len;
    u->flags = ofe_arena_alloc(&u->ctx->arena, FLAG_SETS * u->flags_for * sizeof *u->flags);
  }
  return u->flags;
}

/* The tracked variables that what `name` visits names (unsettled ones only), as flags in
 * `named`; the walk's own flags are left as they were (`saved` keeps them meanwhile). */
static void begin_naming(Uninit *u, bool *saved) {
  for (size_t i = 0; i < u->vars.len; i++) saved[i] = u->vars.items[i].settled;
}

static void end_naming(Uninit *u, const bool *saved, bool *named) {
  for (size_t i = 0; i < u->vars.len; i++) {
    named[i] = !saved[i] && u->vars.items[i].settled;
    u->vars.items[i].settled = saved[i];
  }
}

static void names_in(Uninit *u, const OfeStmt *s, bool *named, bool *saved) {
  begin_naming(u, saved);
  visit_stmt_settling(u, s);
  end_naming(u, saved, named);
}

/* For each tracked variable, whether plain arm s sets it before anything else names it: the
 * first of its statements naming it is `v = rhs;`, rhs not naming it (one pass over the arm). */
static void arm_sets_first(Uninit *u, const OfeStmt *s, bool *sets, bool *seen, bool *named, bool *saved) {
  for (size_t i = 0; i < u->vars.len; i++) sets[i] = seen[i] = false;
  size_t n = s && s->kind == S_COMPOUND ? s->compound.items.len : s ? 1 : 0;
  for (size_t k = 0; k < n; k++) {
    const OfeStmt *item = s->kind == S_COMPOUND ? s->compound.items.items[k] : s;
    names_in(u, item, named, saved);
    const OfeExpr *x = item->kind == S_EXPR ? item->expr.expr : NULL;
    const OfeDecl *assigned = x && x->kind == E_ASSIGN && x->assign.lhs->kind == E_VAR ? x->assign.lhs->var.decl : NULL;
    for (size_t i = 0; i < u->vars.len; i++) {
      if (!named[i] || seen[i]) continue;
      seen[i] = true;
      sets[i] = u->vars.items[i].var == assigned;
    }
    if (!assigned) continue;
    /* `v = rhs` with v in rhs reads it first */
    begin_naming(u, saved);
    settle_all(u, x->assign.rhs);
    end_naming(u, saved, named);
    for (size_t i = 0; i < u->vars.len; i++)
      if (named[i] && u->vars.items[i].var == assigned) sets[i] = false;
  }
}

/* An if of the outermost block: its condition is read where it stands; then each variable is
 * unchanged (neither arm names it), unset on one edge (one arm sets it first, the other does
 * not name it), or settled (anything else, or an arm that may leave the line). */
static void visit_if(Uninit *u, const OfeStmt *s) {
  visit(u, s->if_.cond);
  size_t n = u->vars.len;
  if (n == 0) return; /* nothing tracked (and no flag arrays to point into) */
  const OfeStmt *arms[2] = {s->if_.then, s->if_.els};
  bool plain = plain_arm(arms[0]) && plain_arm(arms[1]);
  OfeConst k;
  bool constant = ofe_const_eval(u->ctx, s->if_.cond, &k);
  bool *f = flag_sets(u), *saved = f, *named[2] = {f + n, f + 2 * n}, *item_named = f + 3 * n, *seen = f + 4 * n;
  bool *sets[2] = {f + 5 * n, f + 6 * n}, found[2] = {false, false};
  for (int a = 0; a < 2; a++) names_in(u, arms[a], named[a], saved);
  for (size_t i = 0; i < n; i++) {
    Tracked *t = &u->vars.items[i];
    if (t->settled) continue;
    if (!plain && t->branch) t->settled = true; /* the line may be left: no claim */
    if (!named[0][i] && !named[1][i]) continue;
    int setter = named[0][i] ? 0 : 1;
    bool claim = plain && !constant && !t->branch && !named[1 - setter][i];
    if (claim && !found[setter]) {
      /* an arm's first setters, found once for the arm */
      arm_sets_first(u, arms[setter], sets[setter], seen, item_named, saved);
      found[setter] = true;
    }
    if (claim && sets[setter][i]) {
      t->branch = s;
      t->unset_when = setter == 1; /* the then arm sets it: unset whenever the condition is false */
      continue;
    }
    t->settled = true;
  }
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
    case S_NULL: break;
    case S_IF: visit_if(&u, s); break;
    default:
      visit_stmt_settling(&u, s);
      /* a loop or another statement that may leave the line: no variable is unset on an
       * edge the rest inevitably follows */
      for (size_t k = 0; k < u.vars.len; k++)
        if (u.vars.items[k].branch) u.vars.items[k].settled = true;
      break;
    }
  }
}
