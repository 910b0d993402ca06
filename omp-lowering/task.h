/* task: explicit tasks (`task` and `taskloop`, with if, final, untied, mergeable, priority, depend, the
 * data-sharing clauses) as libomp tasks made with __kmpc_omp_task_alloc, whose privates hold
 * the addresses of shared variables and the copies of firstprivate ones; `taskgroup`,
 * `taskyield` and `taskwait`. */
#ifndef OFE_OMP_TASK_H
#define OFE_OMP_TASK_H

#include "frontend/emit.h"

void ofe_omp_emit_task(OfeEmit *e, const OfeOmpDirective *d);
void ofe_omp_emit_taskgroup(OfeEmit *e, const OfeOmpDirective *d);
void ofe_omp_emit_taskyield(OfeEmit *e);

#endif
