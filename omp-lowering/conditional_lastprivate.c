/* conditional_lastprivate: lastprivate(conditional: x) on a worksharing loop, sections or simd
 * (OpenMP 5.2 §5.4.5): after the loop x has the value of the sequentially last iteration (a
 * section: in the order they are written) that assigned it, or its old value when none did.
 *
 * Each thread's copy of x comes with two slots: `best`, the number of the latest iteration (in
 * the nest's logical order) that assigned the copy, plus one (0: none), and `saved`, the copy's
 * value then. The emitter reports each assignment to a variable while a run is active
 * (ofe_omp_note_assignment, after the store): a thread's chunks may come out of order, so the
 * slots change only for an iteration at least as late as `best`. At the end a simd (one thread,
 * in order) stores `saved` if anything was assigned; a worksharing loop's threads each compare
 * their `best` with the team's (a hidden variable of the enclosing parallel region, sema's
 * conditional_lastprivates) under a lock, and the latest one stores its `saved` into x. The
 * team's variable is set to 0 by the primary thread between two barriers where the loop starts:
 * a previous run of the same loop (nowait) may still be comparing before the first. */
#include "omp-lowering/conditional_lastprivate.h"

#include "omp-lowering/parallel.h"
#include "omp-lowering/rtl.h"
#include "runtime-abi/abi.h"

#define MB (&e->mb)

/* the lock of every such comparison (critical sections' naming) */
#define LOCK_NAME ".omp.lastprivate.conditional"

typedef struct ConditionalItem {
  const OfeDecl *var; /* canonical */
  MlirValue copy, outer, best, saved;
  OfeDecl *team_best; /* a worksharing loop's; NULL for simd */
} ConditionalItem;

typedef struct OfeOmpConditionalRun {
  OFE_VEC(ConditionalItem) items;
  MlirValue iteration; /* slot: the logical number of the iteration being run (i64) */
  const OfeFuncEmit *fn; /* the function the loop's body is emitted in */
} OfeOmpConditionalRun;

static MlirValue i64(OfeEmit *e, int64_t v) { return ofe_mb_const_int(MB, MB->i64, v); }

OfeOmpConditionalRun *ofe_omp_conditional_begin(OfeEmit *e, const OfeOmpDirective *d, OfeOmpDataEnv *env) {
  OfeOmpConditionalRun *run = NULL;
  bool team = false;
  for (size_t i = 0; i < d->clauses.len; i++) {
    const OfeOmpClause *c = d->clauses.items[i];
    if (c->kind != OMPC_LASTPRIVATE || !(c->flags & LASTPRIVATE_CONDITIONAL)) continue;
    if (!run) {
      run = ofe_arena_alloc(&e->ctx->arena, sizeof *run);
      *run = (OfeOmpConditionalRun){.iteration = ofe_mb_alloca(MB, MB->i64, 8), .fn = e->fn};
      ofe_mb_store(MB, i64(e, 0), run->iteration, 8, false);
    }
    for (size_t j = 0; j < c->items.len; j++) {
      const OfeMapItem *m = &c->items.items[j];
      for (size_t k = 0; k < env->vars.len; k++) {
        OfeOmpPrivate *p = &env->vars.items[k];
        if (p->var != m->var->canonical) continue;
        p->kind = OMPC_PRIVATE; /* written back here, not by the thread with the last iteration */
        ConditionalItem it = {.var = p->var, .copy = *p->copy, .outer = p->outer, .team_best = m->best};
        it.best = ofe_mb_alloca(MB, MB->i64, 8);
        it.saved = ofe_emit_temp(e, m->var->type);
        ofe_mb_store(MB, i64(e, 0), it.best, 8, false);
        ofe_vec_push(&e->ctx->arena, &run->items, it);
        team |= m->best != NULL;
      }
    }
  }
  if (team) {
    ofe_omp_barrier(e, OFE_KMP_IDENT_BARRIER_IMPL);
    MlirValue gtid = ofe_omp_gtid(e);
    MlirValue primary = ofe_omp_call(e, OFE_RTL_MASTER, MB->i32, gtid, (MlirValue){NULL});
    MlirBlock reset = ofe_mb_new_block(MB), done = ofe_mb_new_block(MB);
    ofe_mb_cond_br(MB, ofe_mb_icmp(MB, ICMP_NE, primary, ofe_mb_const_int(MB, MB->i32, 0)), reset, done);
    ofe_mb_set_block(MB, reset);
    for (size_t i = 0; i < run->items.len; i++)
      if (run->items.items[i].team_best)
        ofe_mb_store(MB, i64(e, 0), ofe_emit_var_addr(e, run->items.items[i].team_best), 8, false);
    ofe_omp_call(e, OFE_RTL_END_MASTER, MB->void_, gtid, (MlirValue){NULL});
    ofe_mb_br(MB, done);
    ofe_mb_set_block(MB, done);
    ofe_omp_barrier(e, OFE_KMP_IDENT_BARRIER_IMPL);
  }
  return run;
}

void ofe_omp_conditional_iteration(OfeEmit *e, const OfeOmpConditionalRun *run, MlirValue iv) {
  ofe_mb_store(MB, iv, run->iteration, 8, false);
}

void ofe_omp_note_assignment(OfeEmit *e, const OfeDecl *var, OfeLoc at) {
  const OfeOmpConditionalRun *run = e->conditional_run;
  if (!run) return;
  for (size_t i = 0; i < run->items.len; i++) {
    const ConditionalItem *it = &run->items.items[i];
    if (it->var != var->canonical) continue;
    if (run->fn != e->fn) {
      /* in a function made inside the body (a task's, a nested region's): the variable may be
       * the loop's copy, reached by address, where this iteration's note cannot be made */
      ofe_error(&e->ctx->diag, at, "an assignment to '%s', a lastprivate(conditional:) variable, inside a construct nested in its loop is not supported by ompfe",
                var->name);
      return;
    }
    MlirValue now = ofe_mb_binop(MB, "llvm.add", ofe_mb_load(MB, MB->i64, run->iteration, 8, false), i64(e, 1));
    MlirValue best = ofe_mb_load(MB, MB->i64, it->best, 8, false);
    MlirValue later = ofe_mb_icmp(MB, ICMP_UGE, now, best);
    ofe_mb_store(MB, ofe_mb_select(MB, later, now, best), it->best, 8, false);
    const OfeType *t = var->type;
    MlirValue value = ofe_mb_select(MB, later, ofe_emit_load_scalar(e, it->copy, t), ofe_emit_load_scalar(e, it->saved, t));
    ofe_emit_store_scalar(e, value, it->saved, t);
  }
}

void ofe_omp_conditional_end(OfeEmit *e, const OfeOmpConditionalRun *run) {
  bool team = false;
  for (size_t i = 0; i < run->items.len; i++) team |= run->items.items[i].team_best != NULL;
  MlirValue gtid = {NULL}, lock = {NULL};
  if (team) {
    gtid = ofe_omp_gtid(e);
    lock = ofe_omp_critical_lock(e, LOCK_NAME);
    ofe_omp_call(e, OFE_RTL_CRITICAL, MB->void_, gtid, lock);
  }
  for (size_t i = 0; i < run->items.len; i++) {
    const ConditionalItem *it = &run->items.items[i];
    MlirValue best = ofe_mb_load(MB, MB->i64, it->best, 8, false);
    MlirValue team_best = it->team_best ? ofe_emit_var_addr(e, it->team_best) : (MlirValue){NULL};
    MlirValue latest = it->team_best ? ofe_mb_icmp(MB, ICMP_UGT, best, ofe_mb_load(MB, MB->i64, team_best, 8, false))
                                     : ofe_mb_icmp(MB, ICMP_NE, best, i64(e, 0));
    MlirBlock store = ofe_mb_new_block(MB), done = ofe_mb_new_block(MB);
    ofe_mb_cond_br(MB, latest, store, done);
    ofe_mb_set_block(MB, store);
    if (it->team_best) ofe_mb_store(MB, best, team_best, 8, false);
    ofe_emit_copy(e, it->outer, it->saved, it->var->type);
    ofe_mb_br(MB, done);
    ofe_mb_set_block(MB, done);
  }
  if (team) ofe_omp_call(e, OFE_RTL_END_CRITICAL, MB->void_, gtid, lock);
}
