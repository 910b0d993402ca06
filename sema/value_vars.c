/* value_vars: which variables of a function the emitter may keep out of memory.
 * - A parameter the body only reads is its argument (OfeDecl.value_only): no slot stored once
 *   and loaded at every use.
 * - A local, or a parameter the body assigns, that is only read and assigned by name (x,
 *   x = v, x += v, ++x) is an SSA value (OfeDecl.ssa_value; emit/ssa_vars.c): no slot, no
 *   load or store at each use; a parameter's argument is its value at the entry.
 * At -O0 those loads and stores were a quarter of the instructions, and each costs in
 * emission, translation and writing.
 *
 * One walk over the checked body, as warn_unused.c's: a variable qualifies only when the walk
 * accounts for every place the source names it (OfeDecl.ref_count) and each of those reads it
 * or (a local) assigns it as a whole. A name the walk does not see (sizeof, an asm operand, a
 * VLA bound, a built-in's operand) or whose address is taken keeps the slot; so does one named
 * anywhere in an OpenMP construct, its clauses or its body (the walk does not enter them:
 * captures, clauses and outlined functions reach variables by address), and so does every
 * local of a function whose control flow its MLIR branches do not show whole (hidden_flow). */
#include "sema/sema.h"
#include "support/stack_guard.h"
#include "support/strmap.h"

typedef struct VarUse {
  OfeDecl *var;
  unsigned seen, reads, stores;
} VarUse;

typedef struct VarWalk {
  OfeCtx *ctx;
  OfeStrMap index; /* decl -> its VarUse */
  OFE_VEC(VarUse *) uses;
  bool locals; /* locals may become values (not hidden_flow) */
} VarWalk;

static VarUse *var_use(VarWalk *w, const OfeDecl *d) { return ofe_ptrmap_get(&w->index, d); }

static void track(VarWalk *w, OfeDecl *d) {
  VarUse *u = ofe_arena_alloc(&w->ctx->decl_scratch, sizeof *u);
  u->var = d;
  ofe_ptrmap_put(&w->index, d, u);
  ofe_vec_push(&w->ctx->decl_scratch, &w->uses, u);
}

/* A local the emitter can hold as a value: scalar, not volatile or _Atomic, and nothing that
 * needs its storage (a cleanup's &v, a named register, the allocate directive's memory). */
static bool local_candidate(const OfeDecl *d) {
  return d->kind == D_VAR && !d->is_global && !d->is_param && d->name && d->storage != SC_EXTERN &&
         !d->is_thread_local && !d->cleanup_fn && !d->reg_name && !d->omp_allocate && ofe_type_is_plain_value(d->type);
}

static void walk_stmt(VarWalk *w, const OfeStmt *s);
static void walk_expr(VarWalk *w, const OfeExpr *e, bool read);

/* The target of an assignment, compound assignment or ++/--: a variable named directly is
 * stored as a whole (its read, if any, is part of the store); anything else is walked as an
 * lvalue. */
static void walk_store_target(VarWalk *w, const OfeExpr *lhs) {
  if (lhs && lhs->kind == E_VAR) {
    VarUse *u = lhs->var.decl ? var_use(w, lhs->var.decl) : NULL;
    if (u) {
      u->seen++;
      u->stores++;
    }
    return;
  }
  walk_expr(w, lhs, false);
}

/* Built-ins whose operands the emitter only evaluates (emit_builtin.c's common path): a
 * variable named there is read. __builtin_expect is SQLite's likely(), NEVER() and ALWAYS(). */
static bool builtin_reads_operands(OfeBuiltin id) {
  switch (id) {
  case BI_EXPECT: case BI_ASSUME_ALIGNED: case BI_ABS: case BI_LABS: case BI_FABS: case BI_FABSF: case BI_FABSL:
  case BI_BSWAP16: case BI_BSWAP32: case BI_BSWAP64: case BI_CLZ: case BI_CLZL: case BI_CTZ: case BI_CTZL:
  case BI_POPCOUNT: case BI_POPCOUNTL: case BI_PARITY: case BI_PARITYL: case BI_CLRSB: case BI_CLRSBL:
    return true;
  default: return false;
  }
}

/* read: the expression's value is what its context uses (not its address, not a store) */
static void walk_expr(VarWalk *w, const OfeExpr *e, bool read) {
  if (!e || ofe_stack_exhausted(&w->ctx->stack, &w->ctx->diag, e->loc)) return;
  switch (e->kind) {
  case E_VAR: {
    VarUse *u = e->var.decl ? var_use(w, e->var.decl) : NULL;
    if (u) {
      u->seen++;
      u->reads += read;
    }
    return;
  }
  case E_ASSIGN:
    walk_store_target(w, e->assign.lhs);
    walk_expr(w, e->assign.rhs, true);
    return;
  case E_COMPOUND_ASSIGN:
    walk_store_target(w, e->compound_assign.lhs);
    walk_expr(w, e->compound_assign.rhs, true);
    return;
  case E_INCDEC: walk_store_target(w, e->incdec.operand); return;
  case E_COMMA:
    walk_expr(w, e->comma.lhs, true);
    walk_expr(w, e->comma.rhs, read);
    return;
  case E_CAST: walk_expr(w, e->cast.operand, read); return;
  case E_STMT_EXPR:
    walk_stmt(w, e->stmt_expr.body);
    walk_expr(w, e->stmt_expr.result, read);
    return;
  case E_CALL:
    walk_expr(w, e->call.callee, true);
    for (size_t i = 0; i < e->call.args.len; i++) walk_expr(w, e->call.args.items[i], true);
    return;
  case E_DEREF: walk_expr(w, e->unary_ptr.operand, true); return; /* *p reads p */
  case E_ADDR: walk_expr(w, e->unary_ptr.operand, false); return;
  case E_MEMBER: walk_expr(w, e->member.base, false); return;
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
    walk_expr(w, e->cond.then, read);
    walk_expr(w, e->cond.els, read);
    return;
  case E_BUILTIN:
    if (!builtin_reads_operands(e->builtin->id)) return;
    for (size_t i = 0; i < e->builtin->args.len; i++) walk_expr(w, e->builtin->args.items[i], true);
    return;
  default:
    /* other built-ins and va_* may take their operands as lvalues; compound literals,
     * sections and run-time sizeof are not walked: a variable named there keeps its slot */
    return;
  }
}

static void walk_part_stmt(void *w, const OfeStmt *s) { walk_stmt(w, s); }
static void walk_part_expr(void *w, const OfeExpr *e, bool value_used) {
  (void)value_used; /* whether the value is used or not, the variables named are read */
  walk_expr(w, e, true);
}

static void walk_decl(void *walk, OfeDecl *d) {
  VarWalk *w = walk;
  if (d->kind != D_VAR || d->is_global) return;
  d->ssa_value = false;
  /* a scalar's initializer is one element (none for `= {}`) */
  if (w->locals && local_candidate(d) && (!d->init || d->init->elems.len <= 1)) track(w, d);
  if (d->init)
    for (size_t k = 0; k < d->init->elems.len; k++) walk_expr(w, d->init->elems.items[k].expr, true);
}

/* OpenMP constructs and asm operands have no parts: the variables they name are not walked */
static const OfeStmtParts value_var_parts = {walk_part_stmt, walk_part_expr, walk_decl};

static void walk_stmt(VarWalk *w, const OfeStmt *s) {
  if (!s || ofe_stack_exhausted(&w->ctx->stack, &w->ctx->diag, s->loc)) return;
  ofe_stmt_parts(s, &value_var_parts, w);
}

void ofe_sema_value_vars(OfeCtx *ctx, OfeDecl *fn, const OfeStmt *body, bool hidden_flow) {
  VarWalk w = {.ctx = ctx, .locals = !hidden_flow};
  fn->has_value_locals = false;
  ofe_strmap_init(&w.index, &ctx->decl_scratch);
  for (size_t i = 0; i < fn->params.len; i++) {
    OfeDecl *p = fn->params.items[i];
    p->value_only = p->ssa_value = false;
    if (p->kind == D_VAR && p->name && !p->reg_name && ofe_type_is_plain_value(p->type)) track(&w, p);
  }
  walk_stmt(&w, body);
  for (size_t i = 0; i < w.uses.len; i++) {
    const VarUse *u = w.uses.items[i];
    bool whole = u->seen == u->var->ref_count;
    if (u->var->is_param && whole && u->reads == u->seen) u->var->value_only = true;
    else if (w.locals && whole && u->reads + u->stores == u->seen) fn->has_value_locals |= u->var->ssa_value = true;
  }
}
