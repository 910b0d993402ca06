/* worksharing: the loop constructs (`for`, `distribute`, `simd`, and their composites) over a
 * loop nest in canonical form, run on libomp's 64-bit unsigned iteration space with clang-19's
 * schedule numbers; and the constructs that synchronize a team (single, master, masked,
 * critical, atomic, barrier, flush). */
#ifndef OFE_OMP_WORKSHARING_H
#define OFE_OMP_WORKSHARING_H

#include "emit/emit.h"

void ofe_omp_emit_loop(OfeEmit *e, const OfeOmpDirective *d);

/* A loop's lower bound, step and trip count, evaluated here: the trip count as a 64-bit value,
 * the bound and step as 64-bit values (a value of its iteration type widened in that type's
 * signedness: ofe_omp_loop_widen), or 128-bit ones for a 128-bit iteration type. */
typedef struct OfeOmpLoopValues {
  MlirValue lb, step, trips;
} OfeOmpLoopValues;
OfeOmpLoopValues ofe_omp_loop_values(OfeEmit *e, const OfeOmpLoop *l);
/* lb + idx * step in the width of lb, idx a 64-bit logical iteration number */
MlirValue ofe_omp_loop_value_at(OfeEmit *e, const OfeOmpLoopValues *v, MlirValue idx);
MlirValue ofe_omp_loop_widen(OfeEmit *e, MlirValue v, const OfeType *t);

/* for (iv = lb; iv <= ub; iv++) each(iv), iv an i64 counted in unsigned arithmetic; `continue`
 * in it goes to `next`; an ordered loop ends each iteration with __kmpc_dispatch_fini. */
typedef void (*OfeOmpIterationFn)(OfeEmit *e, MlirValue iv, MlirBlock next, MlirBlock done, const void *arg);
void ofe_omp_count_up(OfeEmit *e, MlirValue lb, MlirValue ub, bool ordered, OfeOmpIterationFn each, const void *arg);
/* __kmpc_for_static_init_8u over [lo, hi] with schedule `sched` and `chunk` (NULL: 1), its
 * ident flagged with `work` (OFE_KMP_IDENT_WORK_*): the calling thread's first bounds, the
 * stride to its next chunk and the last-iteration flag, each in a slot. */
typedef struct OfeOmpStaticShare {
  MlirValue gtid, last, lb, ub, stride;
} OfeOmpStaticShare;
OfeOmpStaticShare ofe_omp_static_init(OfeEmit *e, int32_t work, int64_t sched, MlirValue chunk, MlirValue lo, MlirValue hi);

/* The loop nest of d run by hand (taskloop [simd]): its values evaluated here and private
 * copies of its variables in env; its trip count (an i64); iterations lb..ub of its body
 * (vectorized when a simd leaf is inside d); the variables' values after the last iteration. */
typedef struct OfeOmpNestRun OfeOmpNestRun;
struct OfeOmpDataEnv;
OfeOmpNestRun *ofe_omp_nest_begin(OfeEmit *e, const OfeOmpDirective *d, struct OfeOmpDataEnv *env);
MlirValue ofe_omp_nest_total(const OfeOmpNestRun *n);
MlirValue ofe_omp_nest_trip_count(OfeEmit *e, const OfeOmpLoopNest *nest); /* evaluated here, no copies made */
void ofe_omp_nest_run(OfeEmit *e, OfeOmpNestRun *n, MlirValue lb, MlirValue ub);
void ofe_omp_nest_final(OfeEmit *e, OfeOmpNestRun *n);
void ofe_omp_emit_sync(OfeEmit *e, const OfeOmpDirective *d);
/* error at(execution): __kmpc_error(ident with the place, 1 warning / 2 fatal, message or null) */
void ofe_omp_emit_error(OfeEmit *e, const OfeOmpDirective *d);
/* sections: a static worksharing loop over the sections, each iteration one section. */
void ofe_omp_emit_sections(OfeEmit *e, const OfeOmpDirective *d);

#endif
