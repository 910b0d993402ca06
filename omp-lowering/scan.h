/* scan: the loops with inscan reductions (OpenMP 5.2 §5.6), whose scan directive divides each
 * iteration into an input phase and a scan phase; worksharing.c runs the loop through it. */
#ifndef OFE_OMP_SCAN_H
#define OFE_OMP_SCAN_H

#include "emit/emit.h"
#include "omp-lowering/parallel.h"

typedef struct OfeOmpScanRun OfeOmpScanRun;

/* Runs iterations lb..ub (i64) of the loop's body, calling the iteration hooks below. */
typedef void (*OfeOmpScanChunkFn)(OfeEmit *e, MlirValue lb, MlirValue ub, bool final_pass, const void *arg);

/* The scan run of loop leaf d (NULL: d has no scan directive), over the inscan copies env made. */
OfeOmpScanRun *ofe_omp_scan_begin(OfeEmit *e, const OfeOmpDirective *d, const OfeOmpDataEnv *env);
/* Runs iterations lo..hi: a worksharing loop shares them among the team (static schedule, the
 * body in two passes), a simd loop runs them all in one. */
void ofe_omp_scan_run(OfeEmit *e, OfeOmpScanRun *s, MlirValue lo, MlirValue hi, OfeOmpScanChunkFn run, const void *arg);
/* Around the body of iteration iv: `cont` is where the iteration ends (`continue` goes there),
 * after which ofe_omp_scan_iteration_end is emitted. */
void ofe_omp_scan_iteration_begin(OfeEmit *e, OfeOmpScanRun *s, MlirValue iv, MlirBlock cont);
void ofe_omp_scan_iteration_end(OfeEmit *e, OfeOmpScanRun *s, MlirValue iv);
/* The scan directive where the body is emitted. */
void ofe_omp_emit_scan(OfeEmit *e, const OfeOmpDirective *d);

#endif
