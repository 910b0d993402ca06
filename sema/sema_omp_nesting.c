/* sema_omp_nesting: which regions OpenMP lets be closely nested in which (5.2 §17.1), checked
 * as clang-19 checks them. A program that breaks one is not conforming and would not do what it
 * says: a worksharing loop inside another one's iteration splits its work among a team of one
 * thread per iteration that libomp thinks is the whole team, a barrier inside a single waits
 * for threads that never come, critical sections of one name nested deadlock, teams outside a
 * target region forks a league where the region expects threads. Both gcc and clang-19 refuse
 * such programs at compile time; ompfe did not, and built something. The lexical nesting in
 * one function is what is checked (an orphaned construct binds at run time). */
#include "sema/sema.h"
#include "sema/sema_omp.h"

#include <string.h>

static const OfeOmpDirective *open_construct(OfeCtx *ctx) {
  return ctx->func && ctx->func->constructs.len ? ctx->func->constructs.items[ctx->func->constructs.len - 1] : NULL;
}

/* The innermost leaf of the innermost construct open in the function, or NULL; *name gets
 * that construct's name, its leaves' names joined ('parallel for'), as clang-19 names it (a
 * loop construct by its own name, not by the leaves its binding made of it). */
static const OfeOmpDirective *innermost_open_leaf(OfeCtx *ctx, const char **name) {
  const OfeOmpDirective *top = open_construct(ctx), *d = top;
  if (!d) return NULL;
  *name = ofe_omp_directive_name(d->kind);
  for (; d->inner; d = d->inner) *name = ofe_arena_printf(&ctx->arena, "%s %s", *name, ofe_omp_directive_name(d->inner->kind));
  if (top->loop_construct) *name = top->spelled;
  return d;
}

/* scope is a worksharing construct too, but counts so only as the inner one: clang-19 lets any
 * region be closely nested in a scope region (the whole team runs it, so a worksharing region
 * or a barrier there meets all the threads). */
static bool is_worksharing(OfeOmpDirKind k) { return k == OMPD_FOR || k == OMPD_SECTIONS || k == OMPD_SINGLE; }

/* A section region is a part of its sections region, closely nested in it the same way. */
static bool is_worksharing_region(OfeOmpDirKind p) { return is_worksharing(p) || p == OMPD_SECTION; }

/* Regions a worksharing construct or a barrier may not be closely nested in. */
static bool excludes_worksharing(OfeOmpDirKind p) {
  return is_worksharing_region(p) || p == OMPD_TASK || p == OMPD_TASKLOOP || p == OMPD_CRITICAL || p == OMPD_ORDERED ||
         p == OMPD_ATOMIC || p == OMPD_MASTER || p == OMPD_MASKED;
}

/* Regions masked (master) may not be closely nested in. */
static bool excludes_masked(OfeOmpDirKind p) {
  return is_worksharing_region(p) || p == OMPD_TASK || p == OMPD_TASKLOOP || p == OMPD_ATOMIC;
}

/* An ordered region (not the stand-alone ordered depend/doacross) orders the iterations of
 * the loop construct it is closely nested in, which has the ordered clause or is a simd loop,
 * and is no tasking construct (5.2 §15.10.2, clang-19's rule; an ordered region in another
 * waits for its own iteration's turn again, one in a task runs apart from its iteration).
 * construct: the one around it, p its innermost leaf. */
static bool excludes_ordered(const OfeOmpDirective *construct, OfeOmpDirKind p) {
  bool ordered = false, tasking = false;
  for (const OfeOmpDirective *l = construct; l; l = l->inner) {
    ordered |= ofe_omp_find_clause(l, OMPC_ORDERED) != NULL;
    tasking |= l->kind == OMPD_TASK || l->kind == OMPD_TASKLOOP;
  }
  return p == OMPD_CRITICAL || tasking || !(p == OMPD_SIMD || ordered);
}

/* What may be strictly nested in a teams region (5.2 §10.2). */
static bool allowed_in_teams(OfeOmpDirKind k) { return k == OMPD_DISTRIBUTE || k == OMPD_PARALLEL || k == OMPD_ATOMIC; }

/* The region a construct of kind k is missing around it, for the hint; NULL for none. */
static const char *enclose_hint(OfeOmpDirKind k) {
  if (is_worksharing(k)) return "a parallel region";
  if (k == OMPD_TEAMS) return "a target region";
  if (k == OMPD_DISTRIBUTE) return "a teams region";
  if (k == OMPD_ORDERED) return "a for or a parallel for region with 'ordered' clause";
  return NULL;
}

static void not_nested(OfeCtx *ctx, const char *parent_name, const OfeOmpDirective *d, const char *hint) {
  if (hint)
    ofe_error(&ctx->diag, d->loc, "region cannot be closely nested inside '%s' region; perhaps you forget to enclose 'omp %s' directive into %s?",
              parent_name, ofe_omp_directive_name(d->kind), hint);
  else
    ofe_error(&ctx->diag, d->loc, "region cannot be closely nested inside '%s' region", parent_name);
}

/* d (a leaf) closely nested in parent (a leaf named parent_name; none outside any construct,
 * where everything may stand: an orphaned construct binds at run time). */
static bool check_pair(OfeCtx *ctx, const OfeOmpDirective *parent, const char *parent_name, const OfeOmpDirective *d) {
  OfeOmpDirKind k = d->kind;
  if (!parent) return true;
  OfeOmpDirKind p = parent->kind;
  /* scan has its own checks; of ordered regions only ordered simd (a plain one is the threads') */
  bool ordered_simd = k == OMPD_ORDERED && ofe_omp_find_clause(d, OMPC_SIMD);
  if (p == OMPD_SIMD && k != OMPD_SIMD && k != OMPD_ATOMIC && !ordered_simd && k != OMPD_SCAN) {
    ofe_error(&ctx->diag, d->loc, "OpenMP constructs may not be nested inside a simd region except for ordered simd, simd, scan, or atomic directive");
    return false;
  }
  bool bad = false;
  if (p == OMPD_TEAMS) bad = !allowed_in_teams(k);
  else if (k == OMPD_TEAMS) bad = p != OMPD_TARGET;
  else if (k == OMPD_DISTRIBUTE) bad = true; /* parent is no teams region */
  else if (is_worksharing(k) || k == OMPD_SCOPE || k == OMPD_BARRIER) bad = excludes_worksharing(p);
  else if (k == OMPD_MASTER || k == OMPD_MASKED) bad = excludes_masked(p);
  else if (k == OMPD_ORDERED) bad = excludes_ordered(open_construct(ctx), p); /* never a leaf of a combined one */
  /* what stands in a teams region without a parallel one around it runs once per team */
  const char *hint = p == OMPD_TEAMS && k != OMPD_ORDERED ? "a parallel region" : enclose_hint(k);
  if (bad) not_nested(ctx, parent_name, d, hint);
  return !bad;
}

/* A critical section inside one of the same name (any depth in the function): the thread
 * would wait for itself. */
static void check_critical_names(OfeCtx *ctx, const OfeOmpDirective *critical) {
  if (!ctx->func) return;
  for (size_t i = 0; i < ctx->func->constructs.len; i++)
    for (const OfeOmpDirective *d = ctx->func->constructs.items[i]; d; d = d->inner)
      if (d->kind == OMPD_CRITICAL && d->critical_name && strcmp(d->critical_name, critical->critical_name) == 0) {
        if (*critical->critical_name)
          ofe_error(&ctx->diag, critical->loc, "cannot nest 'critical' regions having the same name '%s'", critical->critical_name);
        else
          ofe_error(&ctx->diag, critical->loc, "cannot nest 'critical' regions having the same name");
        ofe_note(&ctx->diag, d->loc, "previous 'critical' region starts here");
        return;
      }
}

bool ofe_omp_check_nesting(OfeCtx *ctx, const OfeOmpDirective *first) {
  const char *parent_name = NULL;
  const OfeOmpDirective *parent = innermost_open_leaf(ctx, &parent_name);
  for (const OfeOmpDirective *d = first; d; parent = d, parent_name = ofe_omp_directive_name(d->kind), d = d->inner)
    if (!check_pair(ctx, parent, parent_name, d)) return false;
  if (first->kind == OMPD_TEAMS && (parent = innermost_open_leaf(ctx, &parent_name)) && parent->kind == OMPD_TARGET) {
    /* the open construct's leaf, which ofe_omp_check_target_teams reads when it ends */
    OfeOmpDirective *target = (OfeOmpDirective *)parent;
    target->has_nested_teams = true;
    target->nested_teams_at = first->loc;
  }
  if (first->kind == OMPD_CRITICAL && first->critical_name) check_critical_names(ctx, first);
  return true;
}

/* A target region with a teams region closely nested in it holds that teams construct and
 * nothing else (OpenMP 5.2 §10.2: the league is the region; a statement beside it would run
 * in no defined thread), checked as clang-19 checks it: the body, less braces around a single
 * statement, is one teams construct; else the first statement that is not one is reported
 * (the first teams construct when there are only several). gcc-12 accepts such a region. */
void ofe_omp_check_target_teams(OfeCtx *ctx, const OfeOmpDirective *target, const OfeStmt *body) {
  if (target->kind != OMPD_TARGET || target->inner || !target->has_nested_teams || !body) return;
  while (body->kind == S_COMPOUND && body->compound.items.len == 1) body = body->compound.items.items[0];
  const OfeStmt *outside = NULL;
  if (body->kind == S_COMPOUND) {
    /* the first statement that is no teams construct; of several teams constructs alone, the first */
    for (size_t i = 0; i < body->compound.items.len && !outside; i++) {
      const OfeStmt *s = body->compound.items.items[i];
      if (s->kind != S_OMP || s->omp.dir->kind != OMPD_TEAMS) outside = s;
    }
    if (!outside && body->compound.items.len) outside = body->compound.items.items[0];
  } else if (body->kind != S_OMP || body->omp.dir->kind != OMPD_TEAMS) {
    outside = body;
  }
  if (!outside) return;
  ofe_error(&ctx->diag, target->loc, "target construct with nested teams region contains statements outside of the teams construct");
  ofe_note(&ctx->diag, target->nested_teams_at, "nested teams construct here");
  ofe_note(&ctx->diag, outside->loc, "%s outside teams construct here", outside->kind == S_OMP ? "directive" : "statement");
}
