/* sema_omp_default: what the default(...) clause of a construct (and the defaultmap(none) of a
 * target construct) makes of a variable its region uses from outside with no clause naming it,
 * by OpenMP 5.2 §5.1.1. The rules they leave alone come first: a variable with a predetermined
 * data-sharing attribute (threadprivate, or of static storage and declared inside the
 * construct) is none of default's business, nor is one the region uses only inside nested
 * constructs that make it private (their private clause, the iteration variables of their loops),
 * where it is another variable. */
#include "sema/sema.h"
#include "sema/sema_omp.h"

/* ---- predetermined attributes ------------------------------------------------------------------- */

/* v's data-sharing attribute in the region of leaf d is predetermined: threadprivate (also a
 * _Thread_local variable, as clang-19 and gcc take it), or shared, being of static storage and
 * declared in a scope inside the construct. (A const variable is no longer predetermined
 * shared: OpenMP 3.1 said so, 4.0 to 5.2 do not.) */
static bool predetermined(const OfeOmpDirective *d, const OfeDecl *v) {
  return v->canonical->is_thread_local || (v->is_global && v->scope_depth > d->scope_depth);
}

/* ---- references outside nested private copies ------------------------------------------------------ */

typedef struct RefWalk {
  const OfeDecl *v;
  bool direct;     /* a reference to the variable the region itself makes */
  bool privatized; /* a nested construct made it private where it was referred to */
  OfeLoc at;       /* the first such reference, once direct */
  bool implicit;   /* an implicit item of a nested construct names it (a reference too) */
  OfeLoc implicit_at;
  const OfeOmpDirective *combined_inner; /* the leaf after the region's own in its combined construct */
} RefWalk;

/* e, where it mentions the variable, is the region's own reference */
static void note_mention(RefWalk *w, const OfeExpr *e) {
  const OfeExpr *m = w->direct ? NULL : ofe_omp_first_mention(e, w->v);
  if (!m) return;
  w->direct = true;
  w->at = m->loc;
}

static void note_reference(RefWalk *w, OfeLoc at) {
  if (w->direct) return;
  w->direct = true;
  w->at = at;
}

static void walk_stmt(RefWalk *w, const OfeStmt *s);

static void walk_part_stmt(void *w, const OfeStmt *s) { walk_stmt(w, s); }

static void walk_part_expr(void *walk, const OfeExpr *e, bool value_used) {
  (void)value_used;
  note_mention(walk, e);
}

/* a declaration's initializer, and the lengths of its variably modified type */
static void walk_part_decl(void *walk, OfeDecl *d) {
  RefWalk *w = walk;
  for (const OfeType *t = d->type; t && (t->kind == TY_PTR || t->kind == TY_ARRAY); t = t->base)
    if (t->vla_var && t->vla_var->canonical == w->v->canonical) note_reference(w, d->loc);
  for (size_t k = 0; d->kind == D_VAR && d->init && k < d->init->elems.len; k++) note_mention(w, d->init->elems.items[k].expr);
}

static const OfeStmtParts ref_parts = {walk_part_stmt, walk_part_expr, walk_part_decl};

/* The iteration variables of d's loops are private in its region when no simd leaf is part of
 * its construct and it is not written with the loop directive: a simd loop's variable is linear
 * or lastprivate, a loop construct's lastprivate, its last value copied out (gcc-12 then wants
 * the enclosing region to list it; clang-19 too, but for the loop construct's). */
static bool privatizes_loop_variable(const OfeOmpDirective *d, bool loop_construct, const OfeDecl *v) {
  return !loop_construct && d->loop && ofe_omp_loop_nest_declares(d->loop, v) && !ofe_omp_has_leaf(d, OMPD_SIMD);
}

/* The clause expressions of a combined construct's leaf that clang-19 evaluates where the
 * nearest outlined leaf around that leaf is met, not where the leaf itself is: a linear step, a
 * filter, an allocator, a simd leaf's if, nontemporal's names (`parallel for simd default(none) if(simd: c)
 * linear(x: s)` wants neither c nor s listed; a nested simd construct's do). */
static bool evaluated_before_outlined_leaf(const OfeOmpDirective *d, const OfeOmpClause *c) {
  return c->kind == OMPC_LINEAR || c->kind == OMPC_FILTER || c->kind == OMPC_NONTEMPORAL || c->kind == OMPC_ALLOCATE ||
         (c->kind == OMPC_IF && d->kind == OMPD_SIMD);
}

static bool outlined(OfeOmpDirKind k) {
  return k == OMPD_PARALLEL || k == OMPD_TEAMS || k == OMPD_TASK || k == OMPD_TASKLOOP;
}

/* The expressions of clause c of leaf d, in the walk's region. */
static void walk_clause(RefWalk *w, const OfeOmpClause *c, bool privatizing_items) {
  if (c->extension || c->iterators.len) { /* not looked into */
    note_reference(w, c->loc);
    return;
  }
  note_mention(w, c->expr);
  if (privatizing_items) return;
  for (size_t j = 0; j < c->items.len; j++) {
    const OfeMapItem *item = &c->items.items[j];
    if (!item->implicit) note_mention(w, item->expr);
    else if (!w->implicit && ofe_omp_mentions(item->expr, w->v)) {
      /* reported at the use in the body that made it, where the body has one */
      w->implicit = true;
      w->implicit_at = c->loc;
    }
  }
}

/* One leaf of a nested construct (its body: the next leaf's statement, or the construct's). Its
 * clauses are evaluated where the construct is met, but for the items of the private clause
 * that makes v private, and of an allocate clause beside it; an implicit private item (from a
 * default(private) of that construct) counts as a reference, as clang-19 takes it. A leaf of
 * the region's own combined construct with no outlined leaf between (`before_outlined`) has
 * some clauses evaluated outside the region. */
static void walk_leaf(RefWalk *w, const OfeOmpDirective *d, bool loop_construct, bool before_outlined) {
  const OfeOmpClause *how = NULL;
  const OfeMapItem *it = ofe_omp_clauses_item(d, OFE_OMPC_SET(OMPC_PRIVATE), w->v, &how);
  loop_construct |= d->loop_construct; /* said on the first leaf */
  bool mine = (it && !it->implicit) || privatizes_loop_variable(d, loop_construct, w->v);
  for (size_t i = 0; i < d->clauses.len; i++) {
    const OfeOmpClause *c = d->clauses.items[i];
    if (before_outlined && evaluated_before_outlined_leaf(d, c)) continue;
    walk_clause(w, c, mine && (c->kind == OMPC_PRIVATE || c->kind == OMPC_ALLOCATE));
  }
  for (size_t i = 0; i < d->simd_hints.len; i++)
    if (!before_outlined || !evaluated_before_outlined_leaf(d, d->simd_hints.items[i])) walk_clause(w, d->simd_hints.items[i], false);
  note_mention(w, d->depobj);
  note_mention(w, d->message);
  if (mine) w->privatized = true;
  else if (d->inner && d->body && d->body->kind == S_OMP && d->body->omp.dir == d->inner)
    walk_leaf(w, d->inner, loop_construct, before_outlined && !outlined(d->kind));
  else walk_stmt(w, d->body);
}

static void walk_stmt(RefWalk *w, const OfeStmt *s) {
  if (!s || w->direct) return;
  if (s->kind == S_OMP) walk_leaf(w, s->omp.dir, false, s->omp.dir == w->combined_inner);
  else if (s->kind == S_ASM) note_reference(w, s->loc); /* its operands are not looked into */
  else ofe_stmt_parts(s, &ref_parts, w);
}

/* v is referred to in the region of leaf `region` (or the statement `body`, when NULL) where no
 * nested construct made it private */
static bool used_unprivatized(const OfeOmpDirective *region, const OfeStmt *body, const OfeDecl *v, OfeLoc *at) {
  RefWalk w = {.v = v, .combined_inner = region ? region->inner : NULL};
  walk_stmt(&w, region ? region->body : body);
  if (!w.direct && w.implicit) note_reference(&w, w.implicit_at);
  if (w.direct) *at = w.at;
  /* found nowhere: a reference not looked into (a length in a cast's type), which counts */
  return w.direct || !w.privatized;
}

bool ofe_omp_used_unprivatized(const OfeStmt *body, const OfeDecl *v, OfeLoc *at) {
  return used_unprivatized(NULL, body, v, at);
}

/* ---- default(none), default(private), default(firstprivate) ------------------------------------------ */

/* v is named by a clause of the construct (map clauses count only when `maps`) or is one of its
 * loop variables */
static bool listed(const OfeOmpDirective *first, const OfeDecl *v, bool maps) {
  OfeOmpClauseSet kinds = ofe_omp_clause_set_others(maps ? OFE_OMPC_SET(OMPC_DEFAULT, OMPC_DEPEND)
                                                         : OFE_OMPC_SET(OMPC_DEFAULT, OMPC_DEPEND, OMPC_MAP));
  for (const OfeOmpDirective *d = first; d; d = d->inner) {
    if (ofe_omp_clauses_name(d, kinds, v) || ofe_omp_loop_nest_declares(d->loop, v)) return true;
  }
  return false;
}

const OfeOmpClause *ofe_omp_default_privatizes(const OfeOmpDirective *par, const OfeDecl *v) {
  const OfeOmpClause *c = ofe_omp_find_clause(par, OMPC_DEFAULT);
  if (!c || (c->modifier != DEFAULT_PRIVATE && c->modifier != DEFAULT_FIRSTPRIVATE)) return NULL;
  if (v->is_artificial || predetermined(par, v) || (v->is_global && v->scope_depth == 0) || v->scope_depth > par->scope_depth)
    return NULL;
  return ofe_omp_clauses_name(par, ofe_omp_clause_set_others(OFE_OMPC_SET(OMPC_DEFAULT, OMPC_DEPEND)), v) ? NULL : c;
}

/* default(private) and default(firstprivate) make each variable from outside the region that
 * no clause names a private or firstprivate one, as if listed in an implicit clause (which the
 * lowering then treats as any other). File-scope variables must be listed (OpenMP 5.2 §5.4.1;
 * clang-19 and gcc check it), threadprivate ones aside. default(none): every variable from
 * outside is listed. Those predetermined, and those used only where nested constructs make them
 * private, are left alone (a static variable declared inside keeps its one copy). */
void ofe_omp_apply_default(OfeCtx *ctx, OfeOmpDirective *first) {
  for (OfeOmpDirective *d = first; d; d = d->inner) {
    const OfeOmpClause *c = ofe_omp_find_clause(d, OMPC_DEFAULT);
    if (!c || c->modifier == DEFAULT_SHARED) continue;
    bool privatizes = c->modifier != DEFAULT_NONE;
    OfeOmpClause *implicit = NULL;
    for (size_t i = 0; i < d->uses.len; i++) {
      OfeDecl *v = d->uses.items[i];
      /* the compiler's own variables (VLA lengths, distribute's bounds) are no one's to list */
      /* a mapped variable is still made private by default(firstprivate) on the teams or
       * parallel leaf (clang-19 and gcc) */
      if (v->is_artificial || listed(first, v, !privatizes) || predetermined(d, v)) continue;
      bool refused = !privatizes || (v->is_global && v->scope_depth == 0) ||
                     (c->modifier == DEFAULT_PRIVATE && (v->type->quals & OFE_QUAL_CONST)) ||
                     (ofe_type_is_vla(v->type) && (d->kind == OMPD_TASK || d->kind == OMPD_TASKLOOP));
      /* (the walk only where an error would follow: privatizing a variable the region does not
       * use itself costs a copy, no more) */
      OfeLoc use = c->loc;
      if (refused && !used_unprivatized(d, NULL, v, &use)) continue;
      if (!privatizes || (v->is_global && v->scope_depth == 0)) {
        /* at the region's first reference, as clang-19 says it */
        ofe_error(&ctx->diag, use, "variable '%s' must have explicitly specified data sharing attributes", v->name);
        ofe_note(&ctx->diag, c->loc, "explicit data sharing attribute requested here");
        continue;
      }
      if (c->modifier == DEFAULT_PRIVATE && (v->type->quals & OFE_QUAL_CONST)) {
        ofe_error(&ctx->diag, c->loc, "const-qualified variable '%s' cannot be private", v->name);
        continue;
      }
      if (ofe_type_is_vla(v->type) && (d->kind == OMPD_TASK || d->kind == OMPD_TASKLOOP)) {
        /* a task's copies live in the task, of a size fixed where it is compiled */
        ofe_error(&ctx->diag, c->loc, "a variable-length array ('%s') made %s by 'default' is not supported by ompfe; name it in a shared clause",
                  v->name, c->modifier == DEFAULT_PRIVATE ? "private" : "firstprivate");
        continue;
      }
      if (!implicit) {
        implicit = ofe_arena_alloc(&ctx->arena, sizeof *implicit);
        *implicit = (OfeOmpClause){.kind = c->modifier == DEFAULT_PRIVATE ? OMPC_PRIVATE : OMPC_FIRSTPRIVATE, .loc = c->loc};
        ofe_vec_push(&ctx->arena, &d->clauses, implicit);
      }
      OfeMapItem it = {.expr = ofe_sema_decl_ref(ctx, v, c->loc), .var = v, .implicit = true, .loc = c->loc};
      ofe_vec_push(&ctx->arena, &implicit->items, it);
    }
  }
}

/* default(none) for the variables a combined construct's region meets only in the clauses of
 * its leaves inside (`parallel for default(none) schedule(static, n)`, a section's bounds in
 * the for leaf's reduction clause, aligned's pointer): those are evaluated in the region (OpenMP
 * 5.2 §5.1.1, as clang-19 and gcc take it). They became uses of the region after the checks
 * of the body's (ofe_omp_apply_default), but for the simd hints', which become no one's use.
 * The outermost leaf with default(none) reports every one that another would. */
void ofe_omp_default_none_inner_clauses(OfeCtx *ctx, OfeOmpDirective *first) {
  OfeOmpDirective *d = first;
  const OfeOmpClause *c = NULL;
  for (; d; d = d->inner)
    if ((c = ofe_omp_find_clause(d, OMPC_DEFAULT)) && c->modifier == DEFAULT_NONE) break;
  if (!d || !d->inner) return;
  OFE_VEC(OfeDecl *) candidates = {0};
  for (size_t i = d->body_uses; i < d->uses.len; i++) ofe_vec_push(&ctx->arena, &candidates, d->uses.items[i]);
  for (const OfeOmpDirective *leaf = d->inner; leaf; leaf = leaf->inner)
    for (size_t i = 0; i < leaf->simd_hints.len; i++)
      for (size_t j = 0; j < leaf->simd_hints.items[i]->items.len; j++)
        ofe_vec_push(&ctx->arena, &candidates, leaf->simd_hints.items[i]->items.items[j].var);
  for (size_t i = 0; i < candidates.len; i++) {
    OfeDecl *v = candidates.items[i];
    if (v->is_artificial || listed(first, v, true) || predetermined(d, v)) continue;
    RefWalk w = {.v = v, .combined_inner = d->inner};
    walk_stmt(&w, d->body);
    if (!w.direct) continue; /* its own clauses' (evaluated before the region), or a hoisted one */
    ofe_error(&ctx->diag, w.at, "variable '%s' must have explicitly specified data sharing attributes", v->name);
    ofe_note(&ctx->diag, c->loc, "explicit data sharing attribute requested here");
  }
}
