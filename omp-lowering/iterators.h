/* iterators: the iterations of a clause's iterator modifier (OpenMP 5.2 §3.2.6), over which a
 * depend or affinity clause makes one entry per list item and iteration, counted and filled at
 * run time as clang-19 does. */
#ifndef OFE_OMP_ITERATORS_H
#define OFE_OMP_ITERATORS_H

#include "emit/emit.h"

/* A clause's iterations, their ranges evaluated once, here. */
typedef struct OfeOmpIterations {
  const OfeOmpClause *clause;
  MlirValue *begin, *step, *count; /* per iterator, i64 */
  MlirValue *slot;                 /* per iterator: its variable's storage, bound to it */
  MlirValue total;                 /* i64: the number of iterations (1 without iterators) */
} OfeOmpIterations;

OfeOmpIterations ofe_omp_iterations(OfeEmit *e, const OfeOmpClause *c);
/* body(e, arg) once per iteration, the iterators' variables holding its values (once, with no
 * iterator, where it is). */
void ofe_omp_each_iteration(OfeEmit *e, const OfeOmpIterations *it, void (*body)(OfeEmit *e, const void *arg),
                            const void *arg);

#endif
