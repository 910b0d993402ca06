/* conditional_lastprivate: lastprivate(conditional: list) on a worksharing loop or simd: the
 * value of the sequentially last iteration that assigned each item. */
#ifndef OFE_OMP_CONDITIONAL_LASTPRIVATE_H
#define OFE_OMP_CONDITIONAL_LASTPRIVATE_H

#include "emit/emit.h"
#include "omp-lowering/parallel.h"

/* Loop leaf d's conditional items, whose copies env made: their slots (and, for a worksharing
 * loop, the team's variables reset between two barriers); NULL when d has none. While the run
 * is e->conditional_run, the loop tells it each iteration's logical number before its body, and
 * the emitter each assignment (ofe_omp_note_assignment, emit.h); end, after the thread's last
 * chunk and before env ends, stores the latest assigned value into each item. */
struct OfeOmpConditionalRun *ofe_omp_conditional_begin(OfeEmit *e, const OfeOmpDirective *d, OfeOmpDataEnv *env);
void ofe_omp_conditional_iteration(OfeEmit *e, const struct OfeOmpConditionalRun *run, MlirValue iv);
void ofe_omp_conditional_end(OfeEmit *e, const struct OfeOmpConditionalRun *run);

#endif
