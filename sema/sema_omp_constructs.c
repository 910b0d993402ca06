/* sema_omp_constructs: what sema knows of the constructs that run in parallel once their
 * statement is parsed: the loop nest of a worksharing, distribute or simd construct in
 * OpenMP's canonical form (each loop's variable, bounds, step and comparison), the statement
 * of an atomic construct, default(none), and the hidden variables that carry a team's share
 * of the iterations from distribute to the worksharing loop inside it. Also: the variables a
 * leaf's clauses name, recorded as uses of the regions open around it (a chunk size inside a
 * target region is evaluated in the kernel, so the kernel must receive its variables), and
 * those of an operand of sizeof that is evaluated after all (its type is a VLA). */
#include <string.h>

#include "sema/const_eval.h"
#include "sema/map_items.h"
#include "sema/sema.h"
#include "sema/sema_omp.h"
#include "sema/omp_loop_transform.h"

#define TY (&ctx->types)

/* ---- uses of the clauses' variables ------------------------------------------------------- */

/* Records e's variables as uses of the regions open around it. `seen`: e was parsed where the
 * regions open now (but the construct's own) were open, so what a statement expression or a
 * compound literal in it names is recorded already; else their statements and initializers
 * are walked too (an OpenMP construct or an asm statement there is refused: not walked). */
static void record_expr(OfeCtx *ctx, const OfeExpr *e, bool seen);

typedef struct RecordWalk {
  OfeCtx *ctx;
  OfeLoc at; /* the statement expression's, for the refusals */
} RecordWalk;

static void record_stmt(RecordWalk *w, const OfeStmt *s);
static void record_part_stmt(void *w, const OfeStmt *s) { record_stmt(w, s); }
static void record_part_expr(void *walk, const OfeExpr *e, bool value_used) {
  (void)value_used;
  record_expr(((RecordWalk *)walk)->ctx, e, false);
}

/* a declaration's variably modified type's lengths and its initializer */
static void record_decl(OfeCtx *ctx, const OfeDecl *d) {
  if (d->kind != D_VAR) return;
  ofe_omp_on_vla_type(ctx, d->type, d->loc);
  for (size_t k = 0; d->init && k < d->init->elems.len; k++) record_expr(ctx, d->init->elems.items[k].expr, false);
}

static void record_part_decl(void *walk, OfeDecl *d) { record_decl(((RecordWalk *)walk)->ctx, d); }

static const OfeStmtParts record_parts = {record_part_stmt, record_part_expr, record_part_decl};

static void record_stmt(RecordWalk *w, const OfeStmt *s) {
  if (!s) return;
  if (s->kind == S_OMP) {
    ofe_error(&w->ctx->diag, w->at, "an OpenMP directive in a statement expression in a clause of a combined construct or "
                                    "the operand of a run-time sizeof in an OpenMP region is not supported by ompfe");
  } else if (s->kind == S_ASM) {
    const OfeAsm *a = s->asm_.a;
    for (size_t i = 0; i < a->results.len; i++) record_expr(w->ctx, a->results.items[i], false);
    for (size_t i = 0; i < a->operands.len; i++) record_expr(w->ctx, a->operands.items[i].expr, false);
  } else {
    ofe_stmt_parts(s, &record_parts, w);
  }
}

static void record_expr(OfeCtx *ctx, const OfeExpr *e, bool seen) {
  if (!e) return;
  switch (e->kind) {
  case E_VAR:
    if (e->var.decl) ofe_omp_on_reference(ctx, e->var.decl, e->loc);
    break;
  case E_CALL:
    record_expr(ctx, e->call.callee, seen);
    for (size_t i = 0; i < e->call.args.len; i++) record_expr(ctx, e->call.args.items[i], seen);
    break;
  case E_MEMBER: record_expr(ctx, e->member.base, seen); break;
  case E_DEREF: case E_ADDR: record_expr(ctx, e->unary_ptr.operand, seen); break;
  case E_UNARY: record_expr(ctx, e->unary.operand, seen); break;
  case E_BINARY: record_expr(ctx, e->binary.lhs, seen); record_expr(ctx, e->binary.rhs, seen); break;
  case E_LOGICAL: record_expr(ctx, e->logical.lhs, seen); record_expr(ctx, e->logical.rhs, seen); break;
  case E_COND: record_expr(ctx, e->cond.cond, seen); record_expr(ctx, e->cond.then, seen); record_expr(ctx, e->cond.els, seen); break;
  case E_ASSIGN: record_expr(ctx, e->assign.lhs, seen); record_expr(ctx, e->assign.rhs, seen); break;
  case E_COMPOUND_ASSIGN: record_expr(ctx, e->compound_assign.lhs, seen); record_expr(ctx, e->compound_assign.rhs, seen); break;
  case E_INCDEC: record_expr(ctx, e->incdec.operand, seen); break;
  case E_COMMA: record_expr(ctx, e->comma.lhs, seen); record_expr(ctx, e->comma.rhs, seen); break;
  case E_CAST: record_expr(ctx, e->cast.operand, seen); break;
  case E_SECTION:
    record_expr(ctx, e->section.base, seen);
    record_expr(ctx, e->section.lower, seen);
    record_expr(ctx, e->section.length, seen);
    record_expr(ctx, e->section.stride, seen);
    break;
  case E_BUILTIN:
    for (size_t i = 0; i < e->builtin->args.len; i++) record_expr(ctx, e->builtin->args.items[i], seen);
    break;
  case E_VA_START: case E_VA_ARG: case E_VA_END: case E_VA_COPY:
    record_expr(ctx, e->va.ap, seen);
    record_expr(ctx, e->va.src, seen);
    break;
  case E_SIZEOF_VLA: ofe_omp_on_vla_type(ctx, e->sizeof_vla.vla, e->loc); break; /* its operand is apart */
  case E_STMT_EXPR:
    if (!seen) {
      RecordWalk w = {ctx, e->loc};
      record_stmt(&w, e->stmt_expr.body);
      record_expr(ctx, e->stmt_expr.result, false);
    }
    break;
  case E_COMPOUND_LIT:
    if (!seen && !e->compound.decl->is_global) record_decl(ctx, e->compound.decl);
    break;
  case E_ERROR: case E_INT: case E_FLOAT: case E_STRING: case E_NAME: break;
  }
}

void ofe_omp_record_expr_uses(OfeCtx *ctx, const OfeExpr *e) {
  if (ctx->region || ctx->outlines.len) record_expr(ctx, e, false);
}

void ofe_omp_record_clause_uses(OfeCtx *ctx, const OfeOmpDirective *d, bool outermost) {
  if (!ctx->region && !ctx->outlines.len) return;
  for (size_t i = 0; i < d->clauses.len; i++) {
    const OfeOmpClause *c = d->clauses.items[i];
    record_expr(ctx, c->expr, outermost);
    for (size_t j = 0; j < c->items.len; j++) record_expr(ctx, c->items.items[j].expr, outermost);
  }
}

/* ---- loop nests ------------------------------------------------------------------------------ */

static bool is_var(const OfeExpr *e, const OfeDecl *v) {
  e = ofe_expr_peel_implicit_casts(e);
  return e && e->kind == E_VAR && e->var.decl && e->var.decl->canonical == v->canonical;
}

static const OfeExpr *first_mention(const OfeExpr *e, const OfeDecl *v);

static const OfeExpr *first_mention_in(const OfeExpr *const *es, size_t n, const OfeDecl *v) {
  for (size_t i = 0; i < n; i++) {
    const OfeExpr *m = first_mention(es[i], v);
    if (m) return m;
  }
  return NULL;
}

/* The first of two operands' mentions */
static const OfeExpr *either(const OfeExpr *a, const OfeExpr *b, const OfeDecl *v) {
  const OfeExpr *m = first_mention(a, v);
  return m ? m : first_mention(b, v);
}

/* Where expression e first reads or writes variable v (the reference; or the expression that is
 * not looked into, which is assumed to), NULL where it does not. */
static const OfeExpr *first_mention(const OfeExpr *e, const OfeDecl *v) {
  if (!e) return NULL;
  switch (e->kind) {
  case E_VAR: return e->var.decl && e->var.decl->canonical == v->canonical ? e : NULL;
  case E_CALL: {
    const OfeExpr *m = first_mention(e->call.callee, v);
    return m ? m : first_mention_in((const OfeExpr *const *)e->call.args.items, e->call.args.len, v);
  }
  case E_MEMBER: return first_mention(e->member.base, v);
  case E_DEREF: case E_ADDR: return first_mention(e->unary_ptr.operand, v);
  case E_UNARY: return first_mention(e->unary.operand, v);
  case E_BINARY: return either(e->binary.lhs, e->binary.rhs, v);
  case E_LOGICAL: return either(e->logical.lhs, e->logical.rhs, v);
  case E_COND: {
    const OfeExpr *m = either(e->cond.cond, e->cond.then, v);
    return m ? m : first_mention(e->cond.els, v);
  }
  case E_ASSIGN: return either(e->assign.lhs, e->assign.rhs, v);
  case E_COMPOUND_ASSIGN: return either(e->compound_assign.lhs, e->compound_assign.rhs, v);
  case E_INCDEC: return first_mention(e->incdec.operand, v);
  case E_COMMA: return either(e->comma.lhs, e->comma.rhs, v);
  case E_CAST: return first_mention(e->cast.operand, v);
  case E_BUILTIN: return first_mention_in((const OfeExpr *const *)e->builtin->args.items, e->builtin->args.len, v);
  case E_SECTION: {
    const OfeExpr *m = either(e->section.base, e->section.lower, v);
    return m ? m : either(e->section.length, e->section.stride, v);
  }
  case E_STMT_EXPR: case E_COMPOUND_LIT: case E_SIZEOF_VLA: case E_VA_START: case E_VA_ARG: case E_VA_END:
  case E_VA_COPY:
    return e; /* not looked into: assume it does */
  case E_ERROR: case E_INT: case E_FLOAT: case E_STRING: case E_NAME: return NULL;
  }
  return e;
}

/* Whether expression e reads or writes variable v (bounds of a non-rectangular nest). */
static bool mentions(const OfeExpr *e, const OfeDecl *v) { return first_mention(e, v) != NULL; }

bool ofe_omp_mentions(const OfeExpr *e, const OfeDecl *v) { return mentions(e, v); }

bool ofe_omp_clause_items_read_by(const OfeOmpDirective *d, OfeOmpClauseSet kinds, const OfeExpr *e) {
  if (!e) return false;
  for (size_t i = 0; i < d->clauses.len; i++) {
    const OfeOmpClause *c = d->clauses.items[i];
    if (!ofe_omp_clause_set_has(kinds, c->kind)) continue;
    for (size_t j = 0; j < c->items.len; j++) {
      const OfeDecl *v = c->items.items[j].var;
      if (v && !(d->loop && ofe_omp_loop_nest_declares(d->loop, v)) && mentions(e, v)) return true;
    }
  }
  return false;
}
const OfeExpr *ofe_omp_first_mention(const OfeExpr *e, const OfeDecl *v) { return first_mention(e, v); }

static OfeBinOp flip(OfeBinOp op) {
  switch (op) {
  case OP_LT: return OP_GT;
  case OP_LE: return OP_GE;
  case OP_GT: return OP_LT;
  case OP_GE: return OP_LE;
  default: return op;
  }
}

/* The loop variable and its initial value from `var = lb` or `T var = lb`. */
static bool loop_init(OfeCtx *ctx, const OfeStmt *init, OfeLoc at, const char *dn, OfeDecl **var, OfeExpr **lb) {
  if (init && init->kind == S_DECL && init->decl.decls.len == 1) {
    OfeDecl *d = init->decl.decls.items[0];
    if (d->kind == D_VAR && !d->is_global && d->init && d->init->elems.len == 1 && d->init->elems.items[0].offset == 0 &&
        !d->init->elems.items[0].bitfield) {
      *var = d;
      *lb = d->init->elems.items[0].expr;
      return true;
    }
  } else if (init && init->kind == S_EXPR && init->expr.expr->kind == E_ASSIGN &&
             init->expr.expr->assign.lhs->kind == E_VAR && init->expr.expr->assign.lhs->var.decl) {
    *var = init->expr.expr->assign.lhs->var.decl;
    *lb = init->expr.expr->assign.rhs;
    return true;
  }
  ofe_error(&ctx->diag, init ? init->loc : at,
            "initialization clause of OpenMP '%s' loop is not in canonical form ('var = init' or 'T var = init')", dn);
  return false;
}

/* The step (as a signed value of type ll, negative when the variable goes down) from var++,
 * var--, var += s, var -= s, var = var + s, var = s + var, var = var - s. */
static OfeExpr *loop_step(OfeCtx *ctx, const OfeExpr *inc, const OfeDecl *var, OfeType *ll) {
  const OfeExpr *s = NULL;
  bool down = false;
  if (!inc) return NULL;
  if (inc->kind == E_INCDEC && is_var(inc->incdec.operand, var)) {
    OfeExpr *one = ofe_expr_new(&ctx->arena, E_INT, ll, inc->loc);
    one->i.value = inc->incdec.is_inc ? 1 : (OfeWide)-1;
    return one;
  }
  /* (a pointer's steps are OP_PTR_ADD and OP_PTR_SUB, in elements) */
  if (inc->kind == E_COMPOUND_ASSIGN && is_var(inc->compound_assign.lhs, var)) {
    OfeBinOp op = inc->compound_assign.op;
    if (op == OP_ADD || op == OP_SUB || op == OP_PTR_ADD || op == OP_PTR_SUB) s = inc->compound_assign.rhs;
    down = op == OP_SUB || op == OP_PTR_SUB;
  } else if (inc->kind == E_ASSIGN && is_var(inc->assign.lhs, var)) {
    const OfeExpr *r = ofe_expr_peel_implicit_casts(inc->assign.rhs);
    OfeBinOp op = r->kind == E_BINARY ? r->binary.op : OP_EQ;
    bool add = op == OP_ADD || op == OP_PTR_ADD, sub = op == OP_SUB || op == OP_PTR_SUB;
    if (add && is_var(r->binary.lhs, var)) s = r->binary.rhs;
    else if (add && is_var(r->binary.rhs, var)) s = r->binary.lhs;
    else if (sub && is_var(r->binary.lhs, var)) s = r->binary.rhs, down = true;
  }
  if (!s || !ofe_type_is_integer(ofe_expr_peel_implicit_casts(s)->type) || mentions(s, var)) return NULL;
  OfeExpr *step = ofe_sema_convert(ctx, (OfeExpr *)ofe_expr_peel_implicit_casts(s), ll);
  return down ? ofe_sema_unary(ctx, UNARY_MINUS, step, s->loc) : step;
}

/* Whether l (its bounds and step constants of a 128-bit type) runs more than 2^64 - 1
 * iterations: ompfe counts them in 64 bits (clang-19 truncates such a count, gcc runs them). */
static bool constant_trips_beyond_64_bits(OfeCtx *ctx, const OfeOmpLoop *l) {
  OfeConst lb, ub, step;
  if (!ofe_const_eval(ctx, l->lb, &lb) || !ofe_const_eval(ctx, l->ub, &ub) || !ofe_const_eval(ctx, l->step, &step) ||
      lb.kind != CONST_INT || ub.kind != CONST_INT || step.kind != CONST_INT)
    return false;
  bool up = l->cmp == OP_LT || l->cmp == OP_LE, strict = l->cmp == OP_LT || l->cmp == OP_GT;
  bool is_unsigned = ofe_type_is_unsigned(l->iter_type);
  OfeWide lo = up ? lb.i : ub.i, hi = up ? ub.i : lb.i;
  bool runs = is_unsigned ? (strict ? lo < hi : lo <= hi) : (strict ? (__int128)lo < (__int128)hi : (__int128)lo <= (__int128)hi);
  if (!runs) return false;
  OfeWide stride = up ? step.i : -step.i;
  return (hi - lo - (strict ? 1 : 0)) / stride >= (OfeWide)UINT64_MAX; /* the iterations less one */
}

/* One loop of the nest; *body: its body. */
static bool canonical_loop(OfeCtx *ctx, const OfeStmt *s, OfeLoc at, const char *dn, OfeOmpLoop *out, OfeStmt **body) {
  if (!s || s->kind != S_FOR) {
    ofe_error(&ctx->diag, s ? s->loc : at, "statement after '#pragma omp %s' must be a for loop", dn);
    return false;
  }
  OfeDecl *var;
  OfeExpr *lb;
  if (!loop_init(ctx, s->for_.init, s->loc, dn, &var, &lb)) return false;
  bool pointer = var->type->kind == TY_PTR;
  if (pointer ? !ofe_type_is_complete(var->type->base) || var->type->base->kind == TY_FUNC
              : !ofe_type_is_integer(var->type) || var->type->kind == TY_BOOL) {
    ofe_error(&ctx->diag, s->loc, pointer ? "the variable of an OpenMP loop must point to a complete object type"
                                          : "variable must be of integer or pointer type");
    return false;
  }
  const OfeExpr *c = ofe_expr_peel_implicit_casts(s->for_.cond);
  OfeBinOp cmp;
  OfeExpr *ub = NULL;
  if (c && c->kind == E_BINARY && (c->binary.op == OP_LT || c->binary.op == OP_LE || c->binary.op == OP_GT ||
                                   c->binary.op == OP_GE || c->binary.op == OP_NE)) {
    if (is_var(c->binary.lhs, var) && !mentions(c->binary.rhs, var)) ub = c->binary.rhs, cmp = c->binary.op;
    else if (is_var(c->binary.rhs, var) && !mentions(c->binary.lhs, var)) ub = c->binary.lhs, cmp = flip(c->binary.op);
  }
  if (!ub) {
    ofe_error(&ctx->diag, c ? c->loc : s->loc,
              "condition of OpenMP '%s' loop must be a relational comparison ('<', '<=', '>', '>=', or '!=') of loop variable '%s'",
              dn, var->name);
    return false;
  }
  /* a 128-bit comparison (an __int128 variable or bound) steps in 128 bits, the iteration
   * count being computed in them too (worksharing.c) */
  bool wide = ofe_type_bits(ub->type) > 64;
  OfeExpr *step = loop_step(ctx, s->for_.inc, var, wide ? TY->int128 : TY->llong);
  if (!step) {
    ofe_error(&ctx->diag, s->for_.inc ? s->for_.inc->loc : s->loc,
              "increment clause of OpenMP '%s' loop must perform simple addition or subtraction on loop variable '%s'", dn,
              var->name);
    return false;
  }
  OfeConst k;
  bool constant = ofe_const_eval(ctx, step, &k) && k.kind == CONST_INT;
  if (cmp == OP_NE) {
    if (!constant || (k.i != 1 && k.i != (OfeWide)-1)) {
      ofe_error(&ctx->diag, s->for_.inc->loc, "a '!=' condition needs a loop increment of 1 or -1");
      return false;
    }
    cmp = k.i == 1 ? OP_LT : OP_GT;
  }
  bool up = cmp == OP_LT || cmp == OP_LE;
  if (constant && (k.i == 0 || ((__int128)k.i > 0) != up)) {
    ofe_error(&ctx->diag, s->for_.inc->loc, "increment expression must cause '%s' to %s beyond its bound", var->name,
              up ? "increase" : "decrease");
    return false;
  }
  if (pointer) {
    /* a pointer runs over the addresses as integers, its step in bytes */
    OfeExpr *size = ofe_expr_new(&ctx->arena, E_INT, TY->llong, s->loc);
    size->i.value = (OfeWide)ofe_sizeof(var->type->base);
    step = ofe_sema_binary(ctx, OP_MUL, step, size, s->loc);
    ub = ofe_sema_convert(ctx, ub, TY->ulong);
    lb = ofe_sema_convert(ctx, lb, TY->ulong);
  }
  *out = (OfeOmpLoop){.var = var, .ub = ub, .step = step, .cmp = cmp, .iter_type = ub->type, .loc = s->loc, .init = s->for_.init};
  out->lb = ofe_sema_convert(ctx, lb, ub->type);
  *body = s->for_.body;
  if (wide && constant_trips_beyond_64_bits(ctx, out)) {
    ofe_error(&ctx->diag, s->loc, "an OpenMP loop of more than 2^64 - 1 iterations is not supported by ompfe");
    return false;
  }
  return true;
}

/* Reports a `break` that leaves the associated loop (OpenMP forbids it). */
static void check_no_break(OfeCtx *ctx, const OfeStmt *s, const char *dn) {
  if (!s) return;
  switch (s->kind) {
  case S_BREAK: ofe_error(&ctx->diag, s->loc, "'break' statement cannot be used in OpenMP '%s' loop", dn); break;
  case S_COMPOUND:
    for (size_t i = 0; i < s->compound.items.len; i++) check_no_break(ctx, s->compound.items.items[i], dn);
    break;
  case S_IF: check_no_break(ctx, s->if_.then, dn); check_no_break(ctx, s->if_.els, dn); break;
  case S_LABEL: check_no_break(ctx, s->label.body, dn); break;
  case S_CASE: case S_DEFAULT: check_no_break(ctx, s->case_.body, dn); break;
  default: break; /* loops and switches own their breaks; an OpenMP body cannot break out */
  }
}

/* The mention of an outer loop's variable (other than `except`) that comes first in e's source. */
static const OfeExpr *earliest_outer_mention(const OfeOmpLoopNest *nest, const OfeExpr *e, const OfeDecl *except,
                                             const OfeDecl **var) {
  const OfeExpr *first = NULL;
  for (size_t i = 0; i < nest->loops.len; i++) {
    const OfeDecl *outer = nest->loops.items[i].var;
    const OfeExpr *m = outer == except ? NULL : first_mention(e, outer);
    if (m && (!first || m->loc.offset < first->loc.offset)) first = m, *var = outer;
  }
  return first;
}

/* OpenMP's non-rectangular loops: both bounds of a loop may depend on one loop around it
 * ('a2 * var-outer + a1'), not on two; clang-19 and gcc-12 refuse the second one too. */
static bool bounds_follow_one_outer_loop(OfeCtx *ctx, const OfeOmpLoopNest *nest, const OfeOmpLoop *l) {
  const OfeDecl *dep = NULL, *other = NULL;
  if (!earliest_outer_mention(nest, l->lb, NULL, &dep)) earliest_outer_mention(nest, l->ub, NULL, &dep);
  if (!dep) return true;
  const OfeExpr *m = earliest_outer_mention(nest, l->lb, dep, &other);
  if (!m) m = earliest_outer_mention(nest, l->ub, dep, &other);
  if (!m) return true;
  ofe_error(&ctx->diag, m->loc, "expected loop invariant expression or '<invariant1> * %s + <invariant2>' kind of expression",
            dep->name);
  return false;
}

OfeOmpLoopNest *ofe_omp_loop_nest(OfeCtx *ctx, OfeStmt *body, OfeLoc at, int64_t collapse, const char *dn) {
  OfeOmpLoopNest *nest = ofe_arena_alloc(&ctx->arena, sizeof *nest);
  OfeStmt *s = body;
  for (int64_t level = 0; level < collapse; level++) {
    if (level > 0) {
      /* a collapsed loop is the whole body of the one around it */
      while (s && s->kind == S_COMPOUND && s->compound.items.len == 1 && !s->compound.generated && !s->compound.no_loop)
        s = s->compound.items.items[0];
    }
    s = ofe_omp_generated_loop(s); /* a transformed loop: the loop the transformation made */
    OfeOmpLoop l;
    if (!canonical_loop(ctx, s, at, dn, &l, &s)) return NULL;
    for (size_t i = 0; i < nest->loops.len; i++) {
      const OfeDecl *outer = nest->loops.items[i].var;
      if (!mentions(l.lb, outer) && !mentions(l.ub, outer) && !mentions(l.step, outer)) continue;
      /* OpenMP 5.0's non-rectangular nests: the innermost loop's bounds may depend on the
       * loops around it (its step may not) */
      if (mentions(l.step, outer)) {
        ofe_error(&ctx->diag, l.loc, "the step of an OpenMP loop must not depend on '%s'", outer->name);
        return NULL;
      }
      if (level + 1 < collapse) { /* lowering numbers the outer loops' iterations as a rectangle */
        ofe_error(&ctx->diag, l.loc,
                  "collapsed loop %lld of %lld with bounds that depend on '%s' is not supported by ompfe "
                  "(only the innermost collapsed loop's bounds may depend on the loops around it)",
                  (long long)level + 1, (long long)collapse, outer->name);
        return NULL;
      }
      nest->nonrect = true;
    }
    if (nest->nonrect && !bounds_follow_one_outer_loop(ctx, nest, &l)) return NULL;
    ofe_vec_push(&ctx->arena, &nest->loops, l);
  }
  nest->body = s;
  check_no_break(ctx, s, dn);
  return nest;
}

static bool is_loop_leaf(OfeOmpDirKind k) {
  return k == OMPD_FOR || k == OMPD_DISTRIBUTE || k == OMPD_SIMD || k == OMPD_TASKLOOP;
}

bool ofe_omp_has_leaf(const OfeOmpDirective *first, OfeOmpDirKind k) {
  for (const OfeOmpDirective *d = first; d; d = d->inner)
    if (d->kind == k) return true;
  return false;
}

/* ---- atomic --------------------------------------------------------------------------------- */

/* Whether two expressions are the same one, compared structurally as clang-19 compares them,
 * over the kinds free of side effects (a call is not the same as another call: evaluated once,
 * f() could not stand for two of its calls): two lvalues that name the same storage (the x of
 * `x = x + e`), the two exprs of `if (x < expr) { x = expr; }` (which is evaluated once). */
static bool same_expr(const OfeExpr *a, const OfeExpr *b) {
  a = ofe_expr_peel_implicit_casts(a);
  b = ofe_expr_peel_implicit_casts(b);
  if (!a || !b || a->kind != b->kind) return false;
  switch (a->kind) {
  case E_VAR: return a->var.decl && b->var.decl && a->var.decl->canonical == b->var.decl->canonical;
  case E_INT: return a->i.value == b->i.value;
  case E_FLOAT: return a->f.value == b->f.value;
  case E_MEMBER: return a->member.member == b->member.member && same_expr(a->member.base, b->member.base);
  case E_DEREF: case E_ADDR: return same_expr(a->unary_ptr.operand, b->unary_ptr.operand);
  case E_CAST: return a->type == b->type && same_expr(a->cast.operand, b->cast.operand); /* explicit ones */
  case E_UNARY: return a->unary.op == b->unary.op && same_expr(a->unary.operand, b->unary.operand);
  case E_BINARY:
    return a->binary.op == b->binary.op && same_expr(a->binary.lhs, b->binary.lhs) && same_expr(a->binary.rhs, b->binary.rhs);
  case E_LOGICAL:
    return a->logical.is_and == b->logical.is_and && same_expr(a->logical.lhs, b->logical.lhs) &&
           same_expr(a->logical.rhs, b->logical.rhs);
  case E_COND:
    return same_expr(a->cond.cond, b->cond.cond) && same_expr(a->cond.then, b->cond.then) && same_expr(a->cond.els, b->cond.els);
  default: return false;
  }
}

/* Atomic instructions serve scalars of 1 to 8 bytes (not long double, not bit-fields). */
static bool native_atomic_type(const OfeExpr *x) {
  const OfeType *t = x->type;
  bool ok = (ofe_type_is_integer(t) && t->kind != TY_BOOL && ofe_type_bits(t) <= 64) || t->kind == TY_PTR ||
            t->kind == TY_FLOAT || t->kind == TY_DOUBLE;
  const OfeExpr *p = ofe_expr_peel_implicit_casts(x);
  return ok && x->lvalue && !(p->kind == E_MEMBER && p->member.member && p->member.member->is_bitfield);
}

/* _Bool, _Float16 and integer bit-fields have no atomic instructions of their own but sit in
 * 1, 2, 4 or 8 bytes that do: compare-exchanged as that integer (the bit-field's unit), as
 * clang-19 does, rather than under the lock. A bit-field's unit must be as aligned as its size
 * in its record (not so in a packed one): decided by the member alone, so that every access to
 * it takes the same way. */
static bool unit_atomic_type(OfeCtx *ctx, const OfeExpr *x) {
  const OfeType *t = x->type;
  const OfeExpr *p = ofe_expr_peel_implicit_casts(x);
  if (!x->lvalue) return false;
  if (p->kind == E_MEMBER && p->member.member && p->member.member->is_bitfield) {
    /* the loop computes with a copy of x's value in a variable of x's declared type: where the
     * bit-field promotes otherwise (`unsigned b : 11` to int), `old < e` or `old / e` would
     * not be the construct's (b=5, e=-1: `if (b < e) b = e` stored 2047), so the lock keeps it */
    OfeType *promoted = ofe_sema_bitfield_promoted(ctx, p);
    if (promoted && !ofe_type_compatible(promoted, ofe_type_promote(&ctx->types, (OfeType *)t->unqual))) return false;
    unsigned unit = p->member.member->unit_size;
    const OfeType *rec = p->member.base->type;
    if (rec->kind == TY_PTR) rec = rec->base;
    return ofe_type_is_integer(t) && (unit == 1 || unit == 2 || unit == 4 || unit == 8) && p->member.offset % unit == 0 &&
           ofe_alignof(rec) >= unit;
  }
  return t->kind == TY_BOOL || (t->kind == TY_FLOAT16 && ofe_sizeof(t) == 2 && ofe_alignof(t) == 2);
}

/* How this x is updated: atomic instructions of its type, of its bytes, or the lock. */
static void choose_atomic_way(OfeCtx *ctx, OfeOmpAtomic *a) {
  a->in_unit = !native_atomic_type(a->x) && unit_atomic_type(ctx, a->x);
  a->locked = !native_atomic_type(a->x) && !a->in_unit;
}

/* A reference to a variable of the construct's own that the source does not name. */
static OfeExpr *hidden_ref(OfeCtx *ctx, OfeDecl **d, OfeType *t, const char *name, OfeLoc loc) {
  if (!*d) *d = ofe_sema_hidden_local(ctx, t, name, loc);
  OfeExpr *e = ofe_expr_new(&ctx->arena, E_VAR, t, loc);
  e->var.decl = *d;
  e->var.name = name;
  e->lvalue = true;
  return e;
}

/* The update x++, --x, x op= e, x = x op e or x = e op x as `updated` (of x's type) from the
 * hidden old value and operand; false when the expression has another shape. */
static bool atomic_update(OfeCtx *ctx, const OfeExpr *u, OfeOmpAtomic *a, bool *postfix) {
  *postfix = false;
  const OfeExpr *x = NULL, *operand = NULL;
  OfeBinOp op = OP_ADD;
  bool operand_first = false;
  if (u->kind == E_INCDEC) {
    x = u->incdec.operand;
    op = u->incdec.is_inc ? OP_ADD : OP_SUB;
    *postfix = !u->incdec.is_prefix;
  } else if (u->kind == E_COMPOUND_ASSIGN) {
    x = u->compound_assign.lhs;
    operand = u->compound_assign.rhs;
    op = u->compound_assign.op;
  } else if (u->kind == E_ASSIGN) {
    const OfeExpr *r = ofe_expr_peel_implicit_casts(u->assign.rhs);
    x = u->assign.lhs;
    if (r->kind != E_BINARY) return false;
    op = r->binary.op;
    /* OpenMP requires that e not name x: it is not checked, as in clang-19 */
    if (same_expr(r->binary.lhs, x)) {
      operand = r->binary.rhs;
    } else if (same_expr(r->binary.rhs, x)) {
      operand = r->binary.lhs;
      operand_first = true;
    } else {
      return false;
    }
  } else {
    return false;
  }
  /* a pointer's step (x += n, x = x - n, n + x: sema put the pointer first) is + or - again
   * over the old value below, which scales n by the pointee size as the source's did */
  if (op == OP_PTR_ADD || op == OP_PTR_SUB) op = op == OP_PTR_ADD ? OP_ADD : OP_SUB;
  if (op > OP_XOR || !x->lvalue) return false; /* an arithmetic or bitwise op, not a comparison or pointer difference */
  a->x = (OfeExpr *)x;
  choose_atomic_way(ctx, a);
  a->op = OMPA_UPDATE;
  if (a->locked) return true;
  OfeExpr *old = hidden_ref(ctx, &a->old, x->type, ".atomic.old", u->loc), *rhs;
  if (operand) {
    a->value = (OfeExpr *)operand;
    rhs = hidden_ref(ctx, &a->operand, operand->type, ".atomic.operand", u->loc);
  } else {
    rhs = ofe_expr_new(&ctx->arena, E_INT, TY->int_, u->loc);
    rhs->i.value = 1;
  }
  OfeExpr *r = operand_first ? ofe_sema_binary(ctx, op, rhs, old, u->loc) : ofe_sema_binary(ctx, op, old, rhs, u->loc);
  if (r->type->kind == TY_ERROR) return false;
  a->updated = ofe_sema_convert(ctx, r, x->type);
  return true;
}

/* ---- atomic compare (OpenMP 5.2 §15.8.4) ---- */

/* `x = c ? then : x` as its parts, or false. */
static bool conditional_assign(const OfeExpr *e, const OfeExpr **x, const OfeExpr **c, const OfeExpr **then) {
  if (e->kind != E_ASSIGN) return false;
  const OfeExpr *r = ofe_expr_peel_implicit_casts(e->assign.rhs);
  if (r->kind != E_COND || !same_expr(r->cond.els, e->assign.lhs)) return false;
  *x = e->assign.lhs;
  *c = r->cond.cond;
  *then = r->cond.then;
  return true;
}

/* The assignment `x = value;` that a statement (or a block of just it) is, or NULL. */
static const OfeExpr *lone_assignment(const OfeStmt *s) {
  if (s && s->kind == S_COMPOUND && s->compound.items.len == 1) s = s->compound.items.items[0];
  return s && s->kind == S_EXPR && s->expr.expr->kind == E_ASSIGN ? s->expr.expr : NULL;
}

/* cond-expr-stmt or cond-update-stmt: x = expr ordop x ? expr : x; x = x ordop expr ? expr : x;
 * x = x == e ? d : x; if (expr ordop x) x = expr; if (x ordop expr) x = expr; if (x == e) x = d;
 * (ordop < or >; e == x too) as `cond` and `updated` over the hidden old value and operands.
 * An if with an else is left to the caller (`els`). False when s has another shape. */
static bool conditional_update(OfeCtx *ctx, const OfeStmt *s, OfeOmpAtomic *a, const OfeStmt **els) {
  const OfeExpr *x, *c, *then;
  *els = NULL;
  if (s->kind == S_EXPR) {
    if (!conditional_assign(s->expr.expr, &x, &c, &then)) return false;
  } else if (s->kind == S_IF) {
    const OfeExpr *assign = lone_assignment(s->if_.then);
    if (!assign) return false;
    x = assign->assign.lhs;
    c = s->if_.cond;
    then = assign->assign.rhs;
    *els = s->if_.els;
  } else {
    return false;
  }
  c = ofe_expr_peel_implicit_casts(c);
  if (!x->lvalue || c->kind != E_BINARY) return false;
  OfeBinOp op = c->binary.op;
  bool x_first = same_expr(c->binary.lhs, x);
  if (!x_first && !same_expr(c->binary.rhs, x)) return false;
  const OfeExpr *other = x_first ? c->binary.rhs : c->binary.lhs;
  if (op == OP_LT || op == OP_GT) {
    if (!same_expr(other, then)) return false; /* x becomes the expr it was compared with */
  } else if (op != OP_EQ) {
    return false;
  }
  a->x = (OfeExpr *)x;
  a->op = OMPA_UPDATE;
  choose_atomic_way(ctx, a);
  if (a->locked) return true;
  OfeExpr *old = hidden_ref(ctx, &a->old, x->type, ".atomic.old", s->loc);
  a->value = (OfeExpr *)other;
  OfeExpr *operand = hidden_ref(ctx, &a->operand, other->type, ".atomic.operand", s->loc);
  a->cond = x_first ? ofe_sema_binary(ctx, op, old, operand, c->loc) : ofe_sema_binary(ctx, op, operand, old, c->loc);
  if (op == OP_EQ) {
    a->value2 = (OfeExpr *)then;
    a->updated = ofe_sema_convert(ctx, hidden_ref(ctx, &a->operand2, then->type, ".atomic.operand", s->loc), x->type);
  } else {
    a->updated = ofe_sema_convert(ctx, operand, x->type);
  }
  return a->cond->type->kind != TY_ERROR && a->updated->type->kind != TY_ERROR;
}

/* `v = x;` for this x: v, or NULL. */
static OfeExpr *capture_of(const OfeStmt *s, const OfeExpr *x) {
  const OfeExpr *e = lone_assignment(s);
  return e && same_expr(e->assign.rhs, x) ? e->assign.lhs : NULL;
}

/* atomic compare [capture]: the conditional update alone, or with a capture: { v = x; upd }
 * (old value), { upd v = x; } (new value), if (x == e) x = d; else v = x; (old value where it
 * failed), { r = x == e; if (r) x = d; [else v = x;] }. */
static OfeOmpAtomic *compare_form(OfeCtx *ctx, const OfeOmpDirective *d, const OfeStmt *s) {
  OfeOmpAtomic *a = ofe_arena_alloc(&ctx->arena, sizeof *a);
  *a = (OfeOmpAtomic){0};
  const OfeStmt *els;
  bool capture = d->atomic_clause == OMPA_CAPTURE;
  /* the conditional update braced alone, `{ x = x < e ? e : x; }` or `{ if (x == e) { x = d; }
   * else { v = x; } }`, is that statement, as clang-19 takes it (once, not `{ { ... } }`) */
  const OfeStmt *alone = s->kind == S_COMPOUND && s->compound.items.len == 1 ? s->compound.items.items[0] : s;
  if (conditional_update(ctx, alone, a, &els)) {
    if (!els) return capture ? NULL : a; /* compare capture without its v */
    /* if (x == e) x = d; else v = x; */
    if (!capture || (a->cond && ofe_expr_peel_implicit_casts(a->cond)->binary.op != OP_EQ) || !(a->v = capture_of(els, a->x))) return NULL;
    a->v_on_fail = true;
    return a;
  }
  if (!capture || s->kind != S_COMPOUND || s->compound.items.len != 2) return NULL;
  const OfeStmt *first = s->compound.items.items[0], *second = s->compound.items.items[1];
  *a = (OfeOmpAtomic){0};
  if (conditional_update(ctx, second, a, &els) && !els && (a->v = capture_of(first, a->x))) return a; /* v = x first */
  *a = (OfeOmpAtomic){0};
  if (conditional_update(ctx, first, a, &els) && !els && (a->v = capture_of(second, a->x))) {
    a->v_gets_new = true;
    return a;
  }
  /* { r = x == e; if (r) x = d; [else v = x;] } */
  *a = (OfeOmpAtomic){0};
  const OfeExpr *r = lone_assignment(first);
  if (!r || second->kind != S_IF || !same_expr(second->if_.cond, r->assign.lhs)) return NULL;
  const OfeExpr *assign = lone_assignment(second->if_.then);
  if (!assign) return NULL;
  OfeStmt *as_if = ofe_stmt_new(&ctx->arena, S_IF, second->loc);
  as_if->if_.cond = r->assign.rhs;
  as_if->if_.then = second->if_.then;
  if (!conditional_update(ctx, as_if, a, &els) || (a->cond && ofe_expr_peel_implicit_casts(a->cond)->binary.op != OP_EQ)) return NULL;
  a->r = r->assign.lhs;
  if (second->if_.els) {
    if (!(a->v = capture_of(second->if_.els, a->x))) return NULL;
    a->v_on_fail = true;
  }
  return a;
}

/* Whether e is a structure, union or array: not a scalar (complex and vectors are said apart). */
static bool record_or_array(const OfeExpr *e) {
  const OfeType *t = e->type->unqual;
  return !ofe_type_is_scalar(t) && t->kind != TY_COMPLEX && t->kind != TY_VECTOR;
}

/* The atomic form of the construct's statement, or NULL when it runs under the lock. */
static OfeOmpAtomic *atomic_form(OfeCtx *ctx, const OfeOmpDirective *d, const OfeStmt *s) {
  if (d->atomic_compare) return compare_form(ctx, d, s);
  OfeOmpAtomic *a = ofe_arena_alloc(&ctx->arena, sizeof *a);
  *a = (OfeOmpAtomic){0};
  bool postfix;
  if (s->kind == S_EXPR) {
    const OfeExpr *e = s->expr.expr;
    switch (d->atomic_clause) {
    case OMPA_READ: /* v = x */
      if (e->kind != E_ASSIGN || !ofe_expr_peel_implicit_casts(e->assign.rhs)->lvalue) return NULL;
      *a = (OfeOmpAtomic){.op = OMPA_READ, .x = (OfeExpr *)ofe_expr_peel_implicit_casts(e->assign.rhs), .v = e->assign.lhs};
      choose_atomic_way(ctx, a);
      return a;
    case OMPA_WRITE: /* x = e */
      if (e->kind != E_ASSIGN) return NULL;
      *a = (OfeOmpAtomic){.op = OMPA_WRITE, .x = e->assign.lhs, .value = e->assign.rhs};
      choose_atomic_way(ctx, a);
      return a;
    case OMPA_CAPTURE: /* v = update */
      if (e->kind != E_ASSIGN || !atomic_update(ctx, ofe_expr_peel_implicit_casts(e->assign.rhs), a, &postfix)) return NULL;
      a->v = e->assign.lhs;
      a->v_gets_new = !postfix;
      return a;
    default: return atomic_update(ctx, e, a, &postfix) ? a : NULL;
    }
  }
  /* capture: { v = x; update; }, { update; v = x; } or { v = x; x = expr; } */
  if (d->atomic_clause != OMPA_CAPTURE || s->kind != S_COMPOUND || s->compound.items.len != 2 ||
      s->compound.items.items[0]->kind != S_EXPR || s->compound.items.items[1]->kind != S_EXPR)
    return NULL;
  const OfeExpr *first = s->compound.items.items[0]->expr.expr, *second = s->compound.items.items[1]->expr.expr;
  bool read_first = first->kind == E_ASSIGN && atomic_update(ctx, second, a, &postfix) &&
                    same_expr(first->assign.rhs, a->x);
  if (read_first) {
    a->v = first->assign.lhs;
    a->v_gets_new = false;
    return a;
  }
  *a = (OfeOmpAtomic){0};
  if (second->kind == E_ASSIGN && atomic_update(ctx, first, a, &postfix) && same_expr(second->assign.rhs, a->x)) {
    a->v = second->assign.lhs;
    a->v_gets_new = true;
    return a;
  }
  /* capture-write { v = x; x = expr; }: an exchange, v gets the value x had */
  *a = (OfeOmpAtomic){0};
  if (first->kind == E_ASSIGN && second->kind == E_ASSIGN && second->assign.lhs->lvalue &&
      same_expr(first->assign.rhs, second->assign.lhs)) {
    *a = (OfeOmpAtomic){.op = OMPA_WRITE, .x = second->assign.lhs, .value = second->assign.rhs, .v = first->assign.lhs};
    choose_atomic_way(ctx, a);
    return a;
  }
  return NULL;
}

/* An atomic construct's statement: an expression statement (read, write, update, capture) or
 * a braced pair of them (the capture forms { v = x; x op= e; } and the reverse). */
static void check_atomic(OfeCtx *ctx, const OfeStmt *s, OfeLoc at) {
  bool ok = s && s->kind == S_EXPR;
  if (s && s->kind == S_COMPOUND && s->compound.items.len >= 1 && s->compound.items.len <= 2) {
    ok = true;
    for (size_t i = 0; i < s->compound.items.len; i++) ok &= s->compound.items.items[i]->kind == S_EXPR;
  }
  if (!ok)
    ofe_error(&ctx->diag, s ? s->loc : at,
              "the statement for '#pragma omp atomic' must be an expression statement of scalar type");
}

/* ---- threadprivate --------------------------------------------------------------------------- */

void ofe_omp_threadprivate(OfeCtx *ctx, OfeExprList *names, OfeLoc loc) {
  if (ofe_omp_skipping(ctx)) return; /* inside a begin declare variant that does not apply */
  for (size_t i = 0; names && i < names->len; i++) {
    const OfeExpr *e = names->items[i];
    OfeDecl *v = e->kind == E_VAR ? e->var.decl : NULL;
    if (!v || v->kind != D_VAR || !v->is_global) {
      ofe_error(&ctx->diag, e->loc, "arguments of '#pragma omp threadprivate' must have static storage duration");
      continue;
    }
    if (v->canonical->dt.device_type != DT_NONE) {
      ofe_error(&ctx->diag, e->loc, "a threadprivate variable that is also declare target is not supported by ompfe");
      continue;
    }
    v->is_thread_local = true;
    if (!v->canonical->threadprivate_loc.line) v->canonical->threadprivate_loc = e->loc;
    v->canonical->is_thread_local = true;
    if (v->canonical->def) v->canonical->def->is_thread_local = true;
  }
  if (!names || !names->len) ofe_error(&ctx->diag, loc, "expected a list of variables in '#pragma omp threadprivate'");
}

/* ---- sections ---------------------------------------------------------------------------------- */

void ofe_omp_check_section(OfeCtx *ctx, const OfeOmpDirective *section) {
  const OfeOmpDirective *top = ctx->func && ctx->func->constructs.len ? ctx->func->constructs.items[ctx->func->constructs.len - 1] : NULL;
  while (top && top->kind != OMPD_SECTIONS) top = top->inner;
  if (!top || ctx->scope_depth != top->scope_depth + 1)
    ofe_error(&ctx->diag, section->loc, "orphaned 'omp section' directives are prohibited; perhaps you forget to enclose the directive into a sections region?");
}

/* An ordered region binds to the innermost worksharing loop around it, which needs the
 * `ordered` clause; outside any construct (orphaned) it binds at run time. With the simd
 * clause it orders the iterations of the simd loop it is closely nested in (and the threads
 * too with the threads clause as well). */
void ofe_omp_check_ordered(OfeCtx *ctx, const OfeOmpDirective *ordered) {
  if (!ctx->func) return;
  bool simd = ofe_omp_find_clause(ordered, OMPC_SIMD) != NULL;
  bool threads = !simd || ofe_omp_find_clause(ordered, OMPC_THREADS);
  for (size_t i = ctx->func->constructs.len; i-- > 0;) {
    OfeOmpDirective *leaves[32];
    size_t n = 0;
    for (OfeOmpDirective *d = (OfeOmpDirective *)ctx->func->constructs.items[i]; d && n < 32; d = d->inner) leaves[n++] = d;
    while (n-- > 0) { /* innermost leaf first */
      OfeOmpDirKind k = leaves[n]->kind;
      if (k == OMPD_SIMD && simd) {
        leaves[n]->has_ordered_simd = true;
        if (!threads) return;
        simd = false; /* the threads: a worksharing loop of the same construct */
        continue;
      }
      if (simd && k != OMPD_ORDERED) {
        ofe_error(&ctx->diag, ordered->loc, "an 'ordered simd' region must be closely nested inside a simd region");
        return;
      }
      const OfeOmpClause *c = k == OMPD_FOR ? ofe_omp_find_clause(leaves[n], OMPC_ORDERED) : NULL;
      if (c && c->value) {
        ofe_error(&ctx->diag, ordered->loc, "'ordered' directive without any clauses cannot be closely nested inside ordered region with specified parameter");
        return;
      }
      if (c) return;
      if (k == OMPD_FOR || k == OMPD_PARALLEL || k == OMPD_TEAMS || k == OMPD_TASK || k == OMPD_TARGET ||
          k == OMPD_CRITICAL || k == OMPD_SIMD || k == OMPD_DISTRIBUTE || k == OMPD_SECTIONS || k == OMPD_SINGLE) {
        ofe_error(&ctx->diag, ordered->loc, "an ordered region must be closely nested inside a loop region with an 'ordered' clause");
        return;
      }
    }
  }
}

/* A cancel or cancellation point ends the innermost construct around it, which must be of the
 * kind it names: a parallel, worksharing-loop or sections region, or for taskgroup a task
 * (OpenMP 5.2 §16.1). That construct is marked: the lowering gives it an exit to jump to. */
void ofe_omp_check_cancel(OfeCtx *ctx, OfeOmpDirective *cancel) {
  const char *dn = ofe_omp_directive_name(cancel->kind);
  if (cancel->cancel_kind == OMPD_TARGET) {
    ofe_error(&ctx->diag, cancel->loc, "one of 'parallel', 'for', 'sections' or 'taskgroup' is expected in '#pragma omp %s'", dn);
    return;
  }
  size_t n = ctx->func ? ctx->func->constructs.len : 0;
  if (!n) {
    ofe_error(&ctx->diag, cancel->loc, "orphaned 'omp %s' directives are prohibited; perhaps you forget to enclose the directive into a region?", dn);
    return;
  }
  OfeOmpDirective *inner = (OfeOmpDirective *)ctx->func->constructs.items[n - 1];
  while (inner->inner) inner = inner->inner;
  if (inner->kind == OMPD_SECTION && n > 1) { /* a section's construct is its sections */
    inner = (OfeOmpDirective *)ctx->func->constructs.items[n - 2];
    while (inner->inner) inner = inner->inner;
  }
  OfeOmpDirKind want = cancel->cancel_kind;
  bool ok = want == OMPD_TASKGROUP ? inner->kind == OMPD_TASK || inner->kind == OMPD_TASKLOOP : inner->kind == want;
  if (!ok) {
    ofe_error(&ctx->diag, cancel->loc, "'#pragma omp %s %s' must be closely nested inside a%s region", dn,
              ofe_omp_directive_name(want),
              want == OMPD_PARALLEL ? " 'parallel'" : want == OMPD_FOR ? " worksharing-loop ('for')"
              : want == OMPD_SECTIONS ? " 'sections'" : " 'task' or 'taskloop'");
    return;
  }
  /* 5.2 §16.1: a canceled worksharing construct has no nowait clause (the threads that
   * finished would not wait for the cancellation to reach the others) */
  if (cancel->kind == OMPD_CANCEL && ofe_omp_find_clause(inner, OMPC_NOWAIT)) {
    ofe_error(&ctx->diag, cancel->loc, "parent region for 'omp %s' construct cannot be nowait", dn);
    return;
  }
  inner->has_cancel = true;
}

/* The body of sections: { [stmt] #pragma omp section stmt ... }, the first directive optional. */
static void collect_sections(OfeCtx *ctx, OfeOmpDirective *d, OfeStmt *body) {
  if (!body || body->kind != S_COMPOUND) {
    ofe_error(&ctx->diag, body ? body->loc : d->loc, "the statement for '#pragma omp sections' must be a compound statement");
    return;
  }
  for (size_t i = 0; i < body->compound.items.len; i++) {
    OfeStmt *s = body->compound.items.items[i];
    if (s->kind == S_OMP && s->omp.dir->kind == OMPD_SECTION) ofe_vec_push(&ctx->arena, &d->sections, s->omp.dir->body);
    else if (i == 0) ofe_vec_push(&ctx->arena, &d->sections, s);
    else ofe_error(&ctx->diag, s->loc, "statement in 'omp sections' must be preceded by '#pragma omp section'");
  }
}

/* ---- task reductions -------------------------------------------------------------------------- */

/* The innermost taskgroup around the construct (within the function) whose task_reduction
 * names v, or parallel or worksharing construct whose reduction(task, ...) does, and that item;
 * NULL when there is none in sight (orphaned tasks are found at run time). */
static const OfeOmpClause *enclosing_task_reduction(const OfeCtx *ctx, const OfeOmpDirective *self, const OfeDecl *v,
                                                    const OfeMapItem **item) {
  for (size_t i = ctx->func ? ctx->func->constructs.len : 0; i-- > 0;) {
    for (const OfeOmpDirective *d = ctx->func->constructs.items[i]; d; d = d->inner) {
      if (d == self) continue;
      for (size_t j = 0; j < d->clauses.len; j++) {
        const OfeOmpClause *c = d->clauses.items[j];
        if (c->kind != OMPC_TASK_REDUCTION && !(c->kind == OMPC_REDUCTION && (c->flags & REDMOD_TASK))) continue;
        for (size_t k = 0; k < c->items.len; k++)
          if (c->items.items[k].var->canonical == v->canonical) {
            *item = &c->items.items[k];
            return c;
          }
      }
    }
  }
  return NULL;
}

static void check_task_reductions(OfeCtx *ctx, const OfeOmpDirective *first) {
  for (const OfeOmpDirective *d = first; d; d = d->inner) {
    const OfeOmpClause *red = ofe_omp_find_clause(d, OMPC_REDUCTION), *nogroup = ofe_omp_find_clause(d, OMPC_NOGROUP);
    if (d->kind == OMPD_TASKLOOP && red && nogroup)
      ofe_error(&ctx->diag, red->loc, "'reduction' clause cannot be used with 'nogroup' clause");
    for (size_t i = 0; i < d->clauses.len; i++) {
      const OfeOmpClause *c = d->clauses.items[i];
      for (size_t j = 0; c->kind == OMPC_REDUCTION && d->kind == OMPD_TASKLOOP && j < c->items.len; j++)
        if (ofe_type_is_vla(c->items.items[j].var->type))
          ofe_error(&ctx->diag, c->items.items[j].loc, "a variable-length array in a taskloop's 'reduction' is not supported by ompfe");
        else if (!ofe_item_one_run(ctx, c->items.items[j].expr))
          ofe_error(&ctx->diag, c->items.items[j].loc, "a non-contiguous array section in a taskloop's 'reduction' is not supported by ompfe");
      for (size_t j = 0; c->kind == OMPC_IN_REDUCTION && d->kind == OMPD_TARGET && j < c->items.len; j++) {
        const OfeExpr *x = c->items.items[j].expr;
        if (x->kind != E_VAR)
          ofe_error(&ctx->diag, x->loc, "array sections and elements in 'in_reduction' on a 'target' construct are not supported by ompfe; reduce the whole array");
      }
      if (c->kind != OMPC_IN_REDUCTION) continue;
      for (size_t j = 0; j < c->items.len; j++) {
        const OfeMapItem *mine = &c->items.items[j], *theirs = NULL;
        const OfeOmpClause *tr = enclosing_task_reduction(ctx, first, mine->var, &theirs);
        if (tr && (tr->modifier != c->modifier || theirs->udr != mine->udr)) {
          ofe_error(&ctx->diag, mine->loc, "in_reduction variable must have the same reduction operation as in a task_reduction clause");
          ofe_note(&ctx->diag, theirs->loc, "previously marked as task_reduction with different reduction operation");
        }
      }
    }
  }
}

/* ---- worksharing data sharing --------------------------------------------------------------- */

/* A worksharing construct's reduction folds the team's copies into the variable the parallel
 * region shares, its lastprivate writes the last iteration's value there and its firstprivate
 * copies from there; a variable private in that region (named in its private, firstprivate,
 * lastprivate or reduction clause, or declared inside it) is a different variable for each
 * thread, and only the thread running the last iteration, or each thread into its own, would
 * get the value. OpenMP 5.2 §5.4.4, §5.4.5 and §5.5.8 forbid it; clang-19 reports each in
 * these words (gcc only a reduction's, and takes the others as each thread's own). */
static const char *must_be_shared(OfeOmpClauseKind k) {
  switch (k) {
  case OMPC_REDUCTION: return "reduction variable must be shared";
  case OMPC_LASTPRIVATE: return "lastprivate variable must be shared";
  case OMPC_FIRSTPRIVATE: return "firstprivate variable must be shared";
  default: return NULL;
  }
}

/* An element or section reached through a pointer variable (p[0], p[1:3] of `int *p`): the
 * item is the storage the pointer points to, which the team may share whatever the pointer
 * variable is (gcc-12 and clang-19 take it; a reduction through a parameter of an orphaned
 * `for` is the usual way to reduce into the caller's variable). */
static bool item_through_pointer(const OfeMapItem *it) {
  return it->expr && it->expr->kind != E_VAR && it->var->type->kind == TY_PTR;
}

static void check_worksharing_shared(OfeCtx *ctx, OfeOmpDirective *first) {
  const OfeOmpClauseSet privatizing = OFE_OMPC_SET(OMPC_PRIVATE, OMPC_FIRSTPRIVATE, OMPC_LASTPRIVATE, OMPC_REDUCTION);
  for (OfeOmpDirective *d = first; d; d = d->inner) {
    if (d->kind != OMPD_FOR && d->kind != OMPD_SECTIONS && d->kind != OMPD_SINGLE && d->kind != OMPD_SCOPE) continue;
    /* the parallel region it binds to: a leaf of the same construct, else the innermost open one */
    const OfeOmpDirective *par = NULL;
    bool own_leaf = false;
    unsigned depth = 0;
    for (const OfeOmpDirective *p = first; p != d; p = p->inner)
      if (p->kind == OMPD_PARALLEL) par = p, own_leaf = true;
    if (!par && ctx->outlines.len) {
      const OfeRegionState *os = ctx->outlines.items[ctx->outlines.len - 1];
      if (os->dir->kind == OMPD_PARALLEL) par = os->dir, depth = os->scope_depth;
    }
    /* an orphaned construct (no region of its own function encloses it): whatever parallel
     * region it binds to, the function's automatic variables are private there, one per thread
     * that calls it (OpenMP 5.2 §5.1.1); clang-19 reports them too. gcc-12 reports a
     * reduction's; taken, each thread would reduce into its own variable only. (clang-19
     * takes an orphaned scope's) */
    bool orphaned = !par && !ctx->outlines.len && d->kind != OMPD_SCOPE;
    if (!par && !orphaned) continue;
    for (size_t i = 0; i < d->clauses.len; i++) {
      const OfeOmpClause *c = d->clauses.items[i];
      const char *message = must_be_shared(c->kind);
      if (!message) continue;
      for (size_t j = 0; j < c->items.len; j++) {
        /* (an implicit item is the construct's own rule for its loop's variable: its value goes
         * to whichever variable the enclosing region has) */
        const OfeDecl *v = c->items.items[j].implicit ? NULL : c->items.items[j].var;
        if (!v || item_through_pointer(&c->items.items[j])) continue;
        if (orphaned) {
          if (v->is_global || v->is_thread_local) continue;
          ofe_error(&ctx->diag, c->items.items[j].loc, "%s", message); /* (clang-19 adds no note) */
          continue;
        }
        const OfeOmpClause *privatizer = NULL;
        const OfeMapItem *named = ofe_omp_clauses_item(par, privatizing, v, &privatizer);
        bool inside = !own_leaf && !v->is_global && v->scope_depth > depth;
        /* an enclosing region's default(private|firstprivate) is applied when it ends, after
         * this check: asked here (a leaf of the same construct has its implicit clause) */
        const OfeOmpClause *dflt = named || inside || own_leaf ? NULL : ofe_omp_default_privatizes(par, v);
        if (!inside && !named && !dflt) continue;
        ofe_error(&ctx->diag, c->items.items[j].loc, "%s", message);
        /* clang-19's notes: an implicit private copy of an automatic variable is said to be
         * predetermined, at its declaration */
        bool by_default = dflt || (named && named->implicit);
        bool firstprivate = dflt ? dflt->modifier == DEFAULT_FIRSTPRIVATE : named && privatizer->kind == OMPC_FIRSTPRIVATE;
        OfeLoc at = dflt ? dflt->loc : named ? named->loc : v->loc;
        if (by_default && firstprivate) ofe_note(&ctx->diag, at, "implicitly determined as firstprivate");
        else if (by_default && v->is_global) ofe_note(&ctx->diag, at, "implicitly determined as private");
        else if (named && !by_default) ofe_note(&ctx->diag, at, "defined as %s", ofe_omp_clause_kind_name(privatizer->kind));
        else ofe_note(&ctx->diag, v->loc, "variable with automatic storage duration is predetermined as private");
      }
    }
  }
}

/* copyprivate broadcasts the single thread's value into each thread's own variable: an item
 * the team shares (a variable from outside the parallel region, not privatized by it, or a
 * global) would be one variable copied into itself. OpenMP 5.2 §5.7.2 forbids it; clang-19
 * and gcc refuse it with its words. */
static void check_copyprivate_items(OfeCtx *ctx, const OfeOmpDirective *single) {
  const OfeOmpClause *c = ofe_omp_find_clause(single, OMPC_COPYPRIVATE);
  if (!c) return;
  const OfeOmpClauseSet privatizing = OFE_OMPC_SET(OMPC_PRIVATE, OMPC_FIRSTPRIVATE, OMPC_LASTPRIVATE, OMPC_REDUCTION);
  const OfeRegionState *os = ctx->outlines.len ? ctx->outlines.items[ctx->outlines.len - 1] : NULL;
  const OfeOmpDirective *par = os && os->dir->kind == OMPD_PARALLEL ? os->dir : NULL;
  for (size_t j = 0; j < c->items.len; j++) {
    const OfeDecl *v = c->items.items[j].var;
    if (!v || v->canonical->is_thread_local) continue;
    /* private in the region: by its clauses, or by its default(private|firstprivate) (applied
     * when the region ends, after this check) */
    bool private_there = par && (ofe_omp_clauses_name(par, privatizing, v) || ofe_omp_default_privatizes(par, v));
    bool shared = !private_there && (v->is_global || (par && v->scope_depth <= os->scope_depth));
    if (shared) ofe_error(&ctx->diag, c->items.items[j].loc, "copyprivate variable must be threadprivate or private in the enclosing context");
  }
}

/* Whether the bounds or steps of the nest's loops from the `from`th on read v. */
static bool bounds_mention(const OfeOmpLoopNest *nest, size_t from, const OfeDecl *v) {
  for (size_t k = from; k < nest->loops.len; k++) {
    const OfeOmpLoop *l = &nest->loops.items[k];
    if (mentions(l->lb, v) || mentions(l->ub, v) || mentions(l->step, v)) return true;
  }
  return false;
}

/* A taskloop's tasks compute their iterations from the loop bounds again, with the task's
 * data environment: a variable of the bounds that the tasks do not get the value of (private,
 * lastprivate without firstprivate, a reduction's copy) would give them garbage iterations. gcc
 * evaluates the bounds once, outside; clang-19 crashes. The nest's own variables are no such
 * variable: each task computes them from its iterations (`for (j = i; ...)` in a collapsed
 * nest with lastprivate(i)). */
static void check_taskloop_bounds(OfeCtx *ctx, const OfeOmpDirective *first) {
  for (const OfeOmpDirective *d = first; d; d = d->inner) {
    if (d->kind != OMPD_TASKLOOP || !d->loop) continue;
    for (size_t i = 0; i < d->clauses.len; i++) {
      const OfeOmpClause *c = d->clauses.items[i];
      if (c->kind != OMPC_PRIVATE && c->kind != OMPC_LASTPRIVATE && c->kind != OMPC_REDUCTION && c->kind != OMPC_IN_REDUCTION)
        continue;
      for (size_t j = 0; j < c->items.len; j++) {
        const OfeDecl *v = c->items.items[j].var;
        if (!v || ofe_omp_loop_nest_declares(d->loop, v) || (c->kind == OMPC_LASTPRIVATE && ofe_omp_clauses_name(d, OFE_OMPC_SET(OMPC_FIRSTPRIVATE), v)))
          continue;
        if (bounds_mention(d->loop, 0, v))
          ofe_error(&ctx->diag, c->items.items[j].loc,
                    "a private, lastprivate or reduction variable ('%s') in the loop bounds of '#pragma omp taskloop' is not supported by ompfe; make it firstprivate",
                    v->name);
      }
    }
  }
}

/* Whether the distribute leaf's loop bounds read v (not one of the nest's own variables). */
static bool distribute_bounds_read(const OfeOmpDirective *dist, const OfeDecl *v) {
  return !ofe_omp_loop_nest_declares(dist->loop, v) && bounds_mention(dist->loop, 0, v);
}

/* In teams distribute [parallel for], a lastprivate variable is not the teams' own (the clause
 * goes to the innermost leaf that privatizes): the team that runs the last iteration writes it
 * back as it ends, while the other teams may not have read the loop's bounds from it yet (some
 * iterations would run twice, some never). gcc-12 and clang-19 read the bounds from an
 * uninitialized private copy there (a step of it divides by zero in both); so an error, which
 * names the variable. (A reduction variable the teams get a copy of: teams_reduce_what_bounds_read.) */
static void check_distribute_reads_written_back(OfeCtx *ctx, const OfeOmpDirective *first) {
  bool teams = false;
  for (const OfeOmpDirective *d = first; d; d = d->inner) {
    if (d->kind == OMPD_TEAMS) teams = true;
    if (d->kind != OMPD_DISTRIBUTE || !teams || !d->loop) continue;
    for (const OfeOmpDirective *leaf = d; leaf; leaf = leaf->inner) {
      for (size_t i = 0; i < leaf->clauses.len; i++) {
        const OfeOmpClause *c = leaf->clauses.items[i];
        if (c->kind != OMPC_LASTPRIVATE) continue;
        for (size_t j = 0; j < c->items.len; j++) {
          const OfeDecl *v = c->items.items[j].var;
          if (!v || !distribute_bounds_read(d, v)) continue;
          ofe_error(&ctx->diag, c->items.items[j].loc,
                    "a lastprivate variable ('%s') in the loop bounds of a loop that teams share out is not "
                    "supported by ompfe; read a copy of it instead",
                    v->name);
        }
      }
    }
  }
}

/* Whether the teams leaf combines variable v already. */
static bool teams_reduces(const OfeOmpDirective *teams, const OfeDecl *v) {
  for (size_t i = 0; i < teams->clauses.len; i++) {
    const OfeOmpClause *c = teams->clauses.items[i];
    for (size_t j = 0; c->kind == OMPC_REDUCTION && j < c->items.len; j++)
      if (c->items.items[j].var && c->items.items[j].var->canonical == v->canonical) return true;
  }
  return false;
}

/* Whether distribute parallel for's worksharing loop reads v from the bounds of an inner loop
 * of the collapsed nest, once in each of the team's chunks: the loop's reduction combines
 * into the team's copy of v after each chunk, so a later chunk's inner loops would run other
 * iterations (gcc-12 reads the bounds once; clang-19 loses iterations too). */
static bool inner_bounds_reread(const OfeOmpDirective *dist, const OfeDecl *v) {
  const OfeOmpClause *chunk = ofe_omp_find_clause(dist, OMPC_DIST_SCHEDULE);
  return chunk && chunk->expr && dist->inner && dist->inner->kind == OMPD_PARALLEL && bounds_mention(dist->loop, 1, v);
}

/* `teams distribute parallel for reduction(+: n)` over `i < n`: the combined construct's
 * reduction is the teams' too (OpenMP 5.2 §17.2), so distribute's bounds read the team's own
 * copy, which starts at the reduction's identity (0 here: no iterations), as with gcc-12 and
 * clang-19. ompfe gives the clause to the innermost leaf that privatizes; where distribute's
 * bounds read an item of it, the teams leaf gets the item's reduction too (a combine more per
 * team, which nothing else would see). Without it every team read the one original while
 * others combined into it: iterations ran twice or never. */
static void teams_reduce_what_bounds_read(OfeCtx *ctx, OfeOmpDirective *teams, const OfeOmpDirective *dist) {
  if (!dist->loop) return;
  for (const OfeOmpDirective *leaf = dist; leaf; leaf = leaf->inner)
    for (size_t i = 0; i < leaf->clauses.len; i++) {
      const OfeOmpClause *c = leaf->clauses.items[i];
      if (c->kind != OMPC_REDUCTION) continue;
      OfeOmpClause *teams_copy = NULL;
      for (size_t j = 0; j < c->items.len; j++) {
        const OfeMapItem *it = &c->items.items[j];
        if (!it->var || !distribute_bounds_read(dist, it->var) || teams_reduces(teams, it->var)) continue;
        if (inner_bounds_reread(dist, it->var)) {
          ofe_error(&ctx->diag, it->loc,
                    "a reduction variable ('%s') in the bounds of an inner loop of a collapsed nest that teams share "
                    "out in chunks (dist_schedule with a chunk size) is not supported by ompfe; read a copy of it instead",
                    it->var->name);
          continue;
        }
        if (!teams_copy) {
          teams_copy = ofe_arena_alloc(&ctx->arena, sizeof *teams_copy);
          *teams_copy = *c;
          teams_copy->items.items = NULL;
          teams_copy->items.len = teams_copy->items.cap = 0;
          teams_copy->flags &= ~(unsigned)REDMOD_TASK; /* the tasks' reduction is the worksharing leaf's */
        }
        ofe_vec_push(&ctx->arena, &teams_copy->items, *it);
      }
      if (teams_copy) ofe_vec_push(&ctx->arena, &teams->clauses, teams_copy);
    }
}

/* ---- lastprivate(conditional: ...) ------------------------------------------------------------- */

/* A worksharing loop's (or sections') conditional lastprivate items compare, across the team,
 * the iterations (sections) that last assigned them: each item gets a hidden variable of the team, one the enclosing
 * parallel region (a leaf of the same construct, or the construct the loop is closely nested in)
 * shares with its threads. A loop outside any parallel region of its function could be run by
 * a team of a caller's, whose threads would each have their own: an error. A simd leaf runs its
 * iterations in order on one thread and needs none (in for simd the for leaf runs the loop). */
static void conditional_lastprivates(OfeCtx *ctx, OfeOmpDirective *first) {
  OfeOmpDirective *team = NULL;
  if (ctx->func && ctx->func->constructs.len >= 2) { /* the last one is `first` */
    OfeOmpDirective *around = (OfeOmpDirective *)ctx->func->constructs.items[ctx->func->constructs.len - 2];
    while (around->inner) around = around->inner;
    if (around->kind == OMPD_PARALLEL) team = around;
  }
  for (OfeOmpDirective *d = first; d; d = d->inner) {
    if (d->kind == OMPD_PARALLEL) team = d;
    if (d->kind != OMPD_FOR && d->kind != OMPD_SECTIONS) continue;
    for (size_t i = 0; i < d->clauses.len; i++) {
      OfeOmpClause *c = d->clauses.items[i];
      if (c->kind != OMPC_LASTPRIVATE || !(c->flags & LASTPRIVATE_CONDITIONAL)) continue;
      if (!team) {
        ofe_error(&ctx->diag, c->loc, "'lastprivate(conditional: ...)' on a worksharing construct not closely nested in a parallel region of the same function is not supported by ompfe");
        return;
      }
      for (size_t j = 0; j < c->items.len; j++) {
        OfeDecl *best = ofe_sema_hidden_local(ctx, TY->ullong, ".omp.lastprivate.best", c->items.items[j].loc);
        best->scope_depth = team->scope_depth; /* the region's encountering function's */
        c->items.items[j].best = best;
        ofe_vec_push(&ctx->arena, &team->uses, best);
      }
    }
  }
}

/* ---- the construct ------------------------------------------------------------------------------ */

/* The clauses of kind `kind` that may name only the loops' iteration variables: the loop
 * construct's lastprivate (OpenMP 5.2 §11.7) and, on a composite construct of distribute and
 * simd, linear (as in clang-19, gcc and Flang, the OpenMP 4.5 restriction of distribute simd);
 * clang-19's words, `where` naming the directives. */
static void check_only_iteration_variables(OfeCtx *ctx, const OfeOmpDirective *first, const OfeOmpLoopNest *nest,
                                           OfeOmpClauseKind kind, const char *where) {
  for (const OfeOmpDirective *d = first; d; d = d->inner)
    for (size_t i = 0; i < d->clauses.len; i++) {
      const OfeOmpClause *c = d->clauses.items[i];
      for (size_t j = 0; c->kind == kind && j < c->items.len; j++)
        if (!ofe_omp_loop_nest_declares(nest, c->items.items[j].var))
          ofe_error(&ctx->diag, c->items.items[j].loc, "only loop iteration variables are allowed in '%s' clause in %s",
                    ofe_omp_clause_kind_name(kind), where);
    }
}

/* The loops' iteration variables are predetermined private (linear in a simd loop of one,
 * lastprivate in one of more): shared, firstprivate, reduction and (but where predetermined
 * so) linear may not name them on any leaf
 * of the construct (OpenMP 5.2 §5.1.1); clang-19's words, at the variable where its loop sets
 * it, a note at the clause. */
static void check_iteration_variable_sharing(OfeCtx *ctx, const OfeOmpDirective *first, const OfeOmpLoopNest *nest,
                                             const char *dn) {
  const char *predetermined = "private";
  for (const OfeOmpDirective *d = first; d; d = d->inner)
    if (d->kind == OMPD_SIMD) predetermined = nest->loops.len == 1 ? "linear" : "lastprivate";
  for (const OfeOmpDirective *d = first; d; d = d->inner)
    for (size_t i = 0; i < d->clauses.len; i++) {
      const OfeOmpClause *c = d->clauses.items[i];
      bool named = c->kind == OMPC_SHARED || c->kind == OMPC_FIRSTPRIVATE || c->kind == OMPC_REDUCTION ||
                   (c->kind == OMPC_LINEAR && strcmp(predetermined, "linear") != 0);
      if (!named) continue;
      for (size_t j = 0; j < c->items.len; j++) {
        const OfeDecl *v = c->items.items[j].implicit ? NULL : c->items.items[j].var;
        for (size_t k = 0; v && k < nest->loops.len; k++) {
          const OfeOmpLoop *l = &nest->loops.items[k];
          if (l->var->canonical != v->canonical) continue;
          OfeLoc at = l->loc;
          if (l->init && l->init->kind == S_EXPR && l->init->expr.expr->kind == E_ASSIGN) at = l->init->expr.expr->assign.lhs->loc;
          const char *what = ofe_omp_clause_kind_name(c->kind);
          ofe_error(&ctx->diag, at, "loop iteration variable in the associated loop of 'omp %s' directive may not be %s, predetermined as %s",
                    dn, what, predetermined);
          ofe_note(&ctx->diag, c->items.items[j].loc, "defined as %s", what);
          return;
        }
      }
    }
}

/* A variable declared before a simd loop or a loop construct and set by its loop is linear (a
 * simd loop of one) or lastprivate (more, and the loop construct): after the construct it holds
 * what a sequential run leaves in it (OpenMP 5.2 §5.1.1; gcc and clang-19 alike), where a for,
 * distribute or taskloop's is private. An implicit lastprivate on the leaf that an explicit one
 * would go to (the innermost loop leaf that is not simd, sema_omp_clauses.c's split) gives it
 * that value; one named private keeps its own. Inside a target construct the variable is the
 * region's firstprivate copy, so its value stays there (as clang-19's). */
static void keep_loop_variables_last_values(OfeCtx *ctx, OfeOmpDirective *first, const OfeOmpLoopNest *nest) {
  OfeOmpDirective *simd = NULL, *leaf = NULL;
  for (OfeOmpDirective *d = first; d; d = d->inner) {
    if (d->kind == OMPD_SIMD) simd = d;
    else if (d->kind == OMPD_FOR || d->kind == OMPD_DISTRIBUTE || d->kind == OMPD_TASKLOOP) leaf = d;
  }
  if (!simd && !first->loop_construct) return;
  if (!leaf) leaf = simd;
  if (!leaf) return;
  const OfeOmpClauseSet own = OFE_OMPC_SET(OMPC_PRIVATE, OMPC_LASTPRIVATE);
  OfeOmpClause *c = NULL;
  for (size_t k = 0; k < nest->loops.len; k++) {
    const OfeOmpLoop *l = &nest->loops.items[k];
    if (!l->init || l->init->kind != S_EXPR) continue; /* declared by the loop: nothing outside to set */
    bool named = false;
    for (const OfeOmpDirective *d = first; d && !named; d = d->inner) named = ofe_omp_clauses_name(d, own, l->var);
    if (named) continue;
    if (!c) {
      c = ofe_arena_alloc(&ctx->arena, sizeof *c);
      *c = (OfeOmpClause){.kind = OMPC_LASTPRIVATE, .loc = l->loc};
      ofe_vec_push(&ctx->arena, &leaf->clauses, c);
    }
    OfeExpr *ref = ofe_sema_decl_ref(ctx, l->var, l->loc);
    ref->lvalue = true;
    OfeMapItem it = {.expr = ref, .var = l->var, .implicit = true, .loc = l->loc};
    ofe_item_shape(ctx, ref, &it.shape);
    ofe_vec_push(&ctx->arena, &c->items, it);
  }
}

/* `teams distribute reduction(+: c) dist_schedule(static, c)`: the chunk is read with the
 * original c, before the teams are forked, as clang-19 reads it. Every team read its private
 * copy (0: libomp aborted on a zero chunk; gcc-12's build never ends), or, with the reduction
 * on an inner leaf (`teams distribute parallel for`), the original after a team that had
 * finished combined into it (another schedule: lost iterations). So is the schedule chunk of
 * distribute's parallel for (clang-19 reads it there too). The teams leaf holds the value in a
 * hidden variable that it passes to each team (and the parallel leaf to its threads). */
static void chunk_before_teams(OfeCtx *ctx, OfeOmpDirective *teams, OfeOmpDirective *loop, OfeOmpDirective *parallel) {
  const OfeOmpClause *sched = ofe_omp_find_clause(loop, loop->kind == OMPD_DISTRIBUTE ? OMPC_DIST_SCHEDULE : OMPC_SCHEDULE);
  if (!sched || !sched->expr) return;
  bool reads_private = false;
  for (const OfeOmpDirective *d = teams; d && !reads_private; d = d->inner)
    reads_private = ofe_omp_clause_items_read_by(d, OFE_OMPC_SET(OMPC_PRIVATE, OMPC_REDUCTION, OMPC_LASTPRIVATE), sched->expr);
  if (!reads_private) return;
  loop->chunk_before_teams = ofe_sema_hidden_local(ctx, sched->expr->type,
                                                   loop->kind == OMPD_DISTRIBUTE ? ".omp.dist.chunk" : ".omp.ws.chunk", sched->loc);
  ofe_vec_push(&ctx->arena, &teams->uses, loop->chunk_before_teams);
  if (parallel) ofe_vec_push(&ctx->arena, &parallel->uses, loop->chunk_before_teams);
}

/* A simd leaf's if clause that another leaf of the construct also has (`parallel for simd
 * if(c)`): c is evaluated once, by that leaf. */
static void mark_shared_simd_if(OfeOmpDirective *first) {
  size_t ifs = 0;
  for (const OfeOmpDirective *d = first; d; d = d->inner) ifs += ofe_omp_find_clause(d, OMPC_IF) != NULL;
  for (OfeOmpDirective *d = first; d && ifs > 1; d = d->inner)
    for (size_t i = 0; d->kind == OMPD_SIMD && i < d->clauses.len; i++)
      if (d->clauses.items[i]->kind == OMPC_IF) d->clauses.items[i]->flags |= IF_EVALUATED_BY_OTHER_LEAF;
}

/* The order of an atomic construct that names none, from requires atomic_default_mem_order
 * (OpenMP 5.2 §15.8.4, as clang-19 makes it): acq_rel is acquire for a read, release for a
 * write or an update, acq_rel for a capture or a compare; 0 (relaxed) without the clause. */
static int default_atomic_order(const OfeCtx *ctx, const OfeOmpDirective *d) {
  if (ctx->atomic_default_order != OFE_ORDER_ACQ_REL) return ctx->atomic_default_order;
  if (d->atomic_compare || d->atomic_clause == OMPA_CAPTURE) return OFE_ORDER_ACQ_REL;
  return d->atomic_clause == OMPA_READ ? OFE_ORDER_ACQUIRE : OFE_ORDER_RELEASE;
}

/* Whether s is a block-associated ordered construct (not `ordered simd` alone, not doacross's
 * standalone ones). */
static bool ordered_threads_region(const OfeStmt *s) {
  if (s->kind != S_OMP || s->omp.dir->kind != OMPD_ORDERED || !s->omp.dir->body) return false;
  const OfeOmpDirective *d = s->omp.dir;
  return !ofe_omp_find_clause(d, OMPC_SIMD) || ofe_omp_find_clause(d, OMPC_THREADS);
}

/* The second of the ordered regions every iteration runs, *first the first: those among the
 * statements of the loop body and of the plain blocks in it, not under an if, a loop, a switch
 * or another construct. */
static const OfeStmt *second_unconditional_ordered(const OfeStmt *s, const OfeStmt **first) {
  if (!s) return NULL;
  if (ordered_threads_region(s)) {
    if (*first) return s;
    *first = s;
    return NULL;
  }
  if (s->kind == S_LABEL) return second_unconditional_ordered(s->label.body, first);
  if (s->kind != S_COMPOUND) return NULL;
  for (size_t i = 0; i < s->compound.items.len; i++) {
    const OfeStmt *second = second_unconditional_ordered(s->compound.items.items[i], first);
    if (second) return second;
  }
  return NULL;
}

/* An iteration runs at most one ordered region (OpenMP 5.2 §15.10.1). Two that every
 * iteration runs are an error in clang-19's words (libomp would let the second run out of
 * order); two under conditions that exclude each other are a correct program, which clang-19
 * refuses too and ompfe takes (the Examples' ordered.3). */
static void check_ordered_regions(OfeCtx *ctx, const OfeOmpDirective *d, const OfeOmpLoopNest *nest) {
  const OfeOmpClause *c = ofe_omp_find_clause(d, OMPC_ORDERED);
  if (!c || c->value) return;
  const OfeStmt *first = NULL, *second = second_unconditional_ordered(nest->body, &first);
  if (!second) return;
  ofe_error(&ctx->diag, second->loc, "exactly one 'ordered' directive must appear in the loop body of an enclosing directive");
  ofe_note(&ctx->diag, first->loc, "previous 'ordered' directive used here");
}

void ofe_omp_check_construct(OfeCtx *ctx, OfeOmpDirective *first, OfeStmt *body) {
  int64_t collapse = 1;
  bool loops = false;
  for (OfeOmpDirective *d = first; d; d = d->inner) {
    const OfeOmpClause *c = ofe_omp_find_clause(d, OMPC_COLLAPSE);
    if (c) collapse = c->value;
    loops |= is_loop_leaf(d->kind);
  }
  if (loops) {
    const char *dn = first->spelled;
    OfeOmpLoopNest *nest = ofe_omp_loop_nest(ctx, body, first->loc, collapse, dn);
    for (OfeOmpDirective *d = first; d; d = d->inner)
      if (is_loop_leaf(d->kind)) d->loop = nest;
    if (!nest) return;
    if (first->loop_construct)
      check_only_iteration_variables(ctx, first, nest, OMPC_LASTPRIVATE, ofe_arena_printf(&ctx->arena, "'omp %s' directives", dn));
    if (ofe_omp_has_leaf(first, OMPD_DISTRIBUTE) && ofe_omp_has_leaf(first, OMPD_SIMD))
      check_only_iteration_variables(ctx, first, nest, OMPC_LINEAR, "distribute directives");
    check_iteration_variable_sharing(ctx, first, nest, dn);
    keep_loop_variables_last_values(ctx, first, nest);
    for (OfeOmpDirective *d = first; d; d = d->inner) ofe_omp_check_scan_loop(ctx, d);
    for (OfeOmpDirective *d = first; d; d = d->inner)
      if (d->kind == OMPD_FOR) {
        ofe_omp_check_doacross_loop(ctx, d, body, dn);
        check_ordered_regions(ctx, d, nest);
      }
  }
  for (OfeOmpDirective *d = first; d; d = d->inner) {
    if (d->kind == OMPD_ATOMIC) {
      if (!d->atomic_order && !ctx->unordered_atomic) ctx->unordered_atomic = d;
      if (!d->atomic_order) d->atomic_order = default_atomic_order(ctx, d);
      if (!d->atomic_compare) check_atomic(ctx, body, d->loc);
      if (body) d->atomic = atomic_form(ctx, d, body);
      /* weak: OpenMP 5.2 allows it only on a comparison for equality */
      if (d->atomic && d->atomic_weak && d->atomic->cond && ofe_expr_peel_implicit_casts(d->atomic->cond)->binary.op != OP_EQ)
        ofe_error(&ctx->diag, d->atomic->cond->loc, "expected '==' operator for 'weak' clause");
      /* OpenMP 5.2 §15.8.4: v and x must not access the same storage location ({ x = x; x = 1; }) */
      if (d->atomic && d->atomic->v && same_expr(d->atomic->v, d->atomic->x))
        ofe_error(&ctx->diag, d->atomic->v->loc, "in '#pragma omp atomic capture', v and x must not access the same storage location");
      /* atomic read and write move a scalar (a structure, which the lock would serve, both
       * compilers refuse); clang-19's words, at the '=' */
      const OfeExpr *not_scalar = d->atomic && (d->atomic_clause == OMPA_READ || d->atomic_clause == OMPA_WRITE)
                                      ? record_or_array(d->atomic->x) ? d->atomic->x
                                        : d->atomic_clause == OMPA_READ && record_or_array(d->atomic->v) ? d->atomic->v : NULL
                                      : NULL;
      if (not_scalar && !d->atomic_compare) {
        ofe_error(&ctx->diag, body->expr.expr->loc,
                  d->atomic_clause == OMPA_READ
                      ? "the statement for 'atomic read' must be an expression statement of form 'v = x;', where v and x are both lvalue expressions with scalar type"
                      : "the statement for 'atomic write' must be an expression statement of form 'x = expr;', where x is a lvalue expression with scalar type");
        ofe_note(&ctx->diag, not_scalar->loc, "expected expression of scalar type");
        d->atomic = NULL;
        continue;
      }
      if (d->atomic && d->atomic->x->type->unqual->kind == TY_VECTOR) /* both compilers refuse it: not a scalar */
        ofe_error(&ctx->diag, d->atomic->x->loc, "the statement for '#pragma omp atomic' needs an object of scalar type, not a vector");
      if (body && !d->atomic && d->atomic_compare)
        ofe_error(&ctx->diag, body->loc, "the statement for '#pragma omp atomic compare%s' must be of the form %s",
                  d->atomic_clause == OMPA_CAPTURE ? " capture" : "",
                  d->atomic_clause == OMPA_CAPTURE
                      ? "'{ v = x; cond-update }', '{ cond-update v = x; }', 'if (x == e) { x = d; } else { v = x; }' or "
                        "'{ r = x == e; if (r) { x = d; } [else { v = x; }] }'"
                      : "'x = expr ordop x ? expr : x;', 'x = x ordop expr ? expr : x;', 'x = x == e ? d : x;', "
                        "'if (expr ordop x) { x = expr; }', 'if (x ordop expr) { x = expr; }' or 'if (x == e) { x = d; }' "
                        "(ordop: '<' or '>')");
      else if (body && !d->atomic)
        ofe_error(&ctx->diag, body->loc, "the statement for '#pragma omp atomic%s' must be of the form %s",
                  d->atomic_clause == OMPA_READ ? " read" : d->atomic_clause == OMPA_WRITE ? " write"
                  : d->atomic_clause == OMPA_CAPTURE ? " capture" : "",
                  d->atomic_clause == OMPA_READ ? "'v = x;'" : d->atomic_clause == OMPA_WRITE ? "'x = expr;'"
                  : d->atomic_clause == OMPA_CAPTURE ? "'v = x binop= expr;', 'v = x++;', '{v = x; x binop= expr;}', '{v = x; x = expr;}' or the like"
                  : "'++x;', 'x++;', 'x binop= expr;', 'x = x binop expr;' or 'x = expr binop x;'");
    }
    if (d->kind == OMPD_SECTIONS) collect_sections(ctx, d, body);
    if (d->kind == OMPD_DISTRIBUTE && d->inner && d->inner->kind == OMPD_PARALLEL) {
      /* the team's first and last iteration, from distribute to the worksharing loop */
      OfeOmpDirective *ws = d->inner->inner;
      d->dist_lb = ws->dist_lb = ofe_sema_hidden_local(ctx, TY->ullong, ".omp.dist.lb", d->loc);
      d->dist_ub = ws->dist_ub = ofe_sema_hidden_local(ctx, TY->ullong, ".omp.dist.ub", d->loc);
      ofe_vec_push(&ctx->arena, &d->inner->uses, d->dist_lb);
      ofe_vec_push(&ctx->arena, &d->inner->uses, d->dist_ub);
    }
  }
  for (OfeOmpDirective *d = first; d && d->inner; d = d->inner)
    if (d->kind == OMPD_TEAMS && d->inner->kind == OMPD_DISTRIBUTE) {
      OfeOmpDirective *dist = d->inner, *par = dist->inner, *ws = par && par->kind == OMPD_PARALLEL ? par->inner : NULL;
      teams_reduce_what_bounds_read(ctx, d, dist);
      chunk_before_teams(ctx, d, dist, NULL);
      if (ws && ws->kind == OMPD_FOR) chunk_before_teams(ctx, d, ws, par);
    }
  ofe_omp_apply_default(ctx, first);
  mark_shared_simd_if(first);
  conditional_lastprivates(ctx, first);
  check_task_reductions(ctx, first);
  check_worksharing_shared(ctx, first);
  for (OfeOmpDirective *d = first; d; d = d->inner)
    if (d->kind == OMPD_SINGLE) check_copyprivate_items(ctx, d);
  check_taskloop_bounds(ctx, first);
  check_distribute_reads_written_back(ctx, first);
}
