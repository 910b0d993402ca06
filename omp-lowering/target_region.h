/* target_region: outlining of `#pragma omp target` regions into kernels and, on the host,
 * the launch through libomptarget with a host fallback; plus the OpenMP attributes that the
 * emitter puts on the module, functions and globals. */
#ifndef OFE_TARGET_REGION_H
#define OFE_TARGET_REGION_H

#include "emit/emit.h"

/* ofe_omp_mark_module and ofe_omp_mark_decl are declared in emit/emit.h */
void ofe_omp_emit_target(OfeEmit *e, const OfeOmpDirective *d);

#endif
