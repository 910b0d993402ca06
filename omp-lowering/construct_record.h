/* construct_record: what the lowering tells the construct-facts model (facts/construct_facts.h)
 * about each offload construct it lowers. */
#ifndef OFE_CONSTRUCT_RECORD_H
#define OFE_CONSTRUCT_RECORD_H

#include "omp-lowering/offload_arrays.h"

/* Records target construct or data directive `d` (every leaf of a combined construct), with
 * the map entries its offload arrays hold. */
void ofe_record_construct(OfeEmit *e, const OfeOmpDirective *d, const OfeMapEntries *entries);

#endif
