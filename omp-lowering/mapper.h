/* mapper: a declare mapper as the host function libomptarget 19 calls for each range of its
 * type that a construct maps (the offload mappers array names it):
 *   void .omp_mapper.<_ZTS type>.<id>(ptr handle, ptr base, ptr begin, i64 bytes, i64 type, ptr name)
 * It pushes, per element, the components the mapper's clauses give that element, as
 * clang-19's emitUserDefinedMapper does: MEMBER_OF shifted past the components pushed before,
 * the map type decayed by the caller's (OpenMP 5.2 §5.8.8's table), a nested mapper called
 * for a member of a type with one; arrays are allocated before and deleted after. */
#ifndef OFE_OMP_MAPPER_H
#define OFE_OMP_MAPPER_H

#include "emit/emit.h"

/* The mapper's function, emitted at the first use; returns its symbol. */
const char *ofe_omp_mapper_function(OfeEmit *e, OfeOmpMapper *m);

#endif
