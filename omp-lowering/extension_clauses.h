/* extension_clauses: where the lowering calls the `lower` hooks of ompx_ clauses
 * (options/clause_extensions.h): at the start of the region of the construct they are on,
 * in each function that region becomes. */
#ifndef OFE_EXTENSION_CLAUSES_H
#define OFE_EXTENSION_CLAUSES_H

#include "emit/emit.h"

/* Runs the hooks of d's extension clauses at the end of the block being built. */
void ofe_omp_lower_extension_clauses(OfeEmit *e, const OfeOmpDirective *d);

#endif
