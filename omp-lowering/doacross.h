/* doacross: a doacross loop's ordered directives (depend/doacross source and sink) as libomp's
 * __kmpc_doacross_* calls over logical iteration numbers. */
#ifndef OFE_OMP_DOACROSS_H
#define OFE_OMP_DOACROSS_H

#include "emit/emit.h"
#include "omp-lowering/worksharing.h"

/* Loop leaf d with a doacross nest (d->doacross): __kmpc_doacross_init with its dimensions,
 * from the workshared loops' values (d->loop's, evaluated already) and the other loops'
 * (evaluated here). The run serves the ordered directives of the body while it is
 * e->doacross_run; end calls __kmpc_doacross_fini after the thread's last chunk. */
struct OfeOmpDoacrossRun *ofe_omp_doacross_begin(OfeEmit *e, const OfeOmpDirective *d, const OfeOmpLoopValues *workshared);
void ofe_omp_doacross_end(OfeEmit *e, const struct OfeOmpDoacrossRun *run);
/* An ordered directive with depend or doacross clauses: a wait per sink vector, or a post. */
void ofe_omp_emit_doacross_point(OfeEmit *e, const OfeOmpDirective *d);

#endif
