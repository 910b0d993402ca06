/* task: explicit tasks (`task` and `taskloop`, with if, final, untied, mergeable, priority, depend, the
 * data-sharing clauses) as libomp tasks made with __kmpc_omp_task_alloc, whose privates hold
 * the addresses of shared variables and the copies of firstprivate ones; `taskgroup`,
 * `taskyield` and `taskwait`. */
#ifndef OFE_OMP_TASK_H
#define OFE_OMP_TASK_H

#include "emit/emit.h"
#include "omp-lowering/parallel.h"

void ofe_omp_emit_task(OfeEmit *e, const OfeOmpDirective *d);
void ofe_omp_emit_taskgroup(OfeEmit *e, const OfeOmpDirective *d);
void ofe_omp_emit_taskyield(OfeEmit *e);
/* The calling thread's copy of a task-reduction variable at addr, found in the innermost
 * taskgroup that reduces it (__kmpc_task_reduction_get_th_data with a null taskgroup: the
 * current task's own). */
MlirValue ofe_omp_task_reduction_copy(OfeEmit *e, MlirValue gtid, MlirValue addr);
/* An over-aligned variable's copy (its alignment from ofe_task_reduction_align, 0 for none)
 * starts at the first multiple of that alignment in what libomp hands out. */
int64_t ofe_task_reduction_align(const OfeDecl *v);
MlirValue ofe_task_reduction_aligned(OfeEmit *e, MlirValue copy, int64_t align);
/* reduction(task, ...) on d, a parallel or (worksharing) a worksharing construct whose copies env
 * has just made:
 * libomp gets each thread's copy as the variable its tasks reduce into (one set of task copies
 * for the team, __kmpc_taskred_modifier_init); false when d has none. The end, before the copies
 * are combined, folds the tasks' copies into them. */
bool ofe_omp_begin_reduction_tasks(OfeEmit *e, const OfeOmpDirective *d, const OfeOmpDataEnv *env, bool worksharing);
void ofe_omp_end_reduction_tasks(OfeEmit *e, bool worksharing);

#endif
