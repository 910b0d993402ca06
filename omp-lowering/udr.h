/* udr: a declare reduction's combiner and initializer as internal functions of the two
 * variables' addresses, as clang-19 makes them (`.omp_combiner.` void(ptr omp_out, ptr omp_in),
 * `.omp_initializer.` void(ptr omp_priv, ptr omp_orig)), and one element's combine or
 * initialization through them, for every reduction that reduces a list item with one. */
#ifndef OFE_OMP_UDR_H
#define OFE_OMP_UDR_H

#include "emit/emit.h"

/* *out = the combiner applied to the elements at out and in. */
void ofe_omp_udr_combine(OfeEmit *e, OfeOmpUdr *u, MlirValue out, MlirValue in);
/* The private element at priv set up from the original at orig: the initializer, or (none)
 * zero bytes, as clang-19 initializes it (OpenMP 5.2 §5.5.11: as an object with static
 * storage duration). */
void ofe_omp_udr_init(OfeEmit *e, OfeOmpUdr *u, MlirValue priv, MlirValue orig);

#endif
