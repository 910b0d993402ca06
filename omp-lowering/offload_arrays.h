/* offload_arrays: map clauses and captures to the runtime's offload arrays: one entry per
 * mapped object (base pointer, begin pointer, size, map-type bits), in clang-19's order so
 * kernels stay interchangeable (captured variables in order of first use, each a kernel
 * parameter; then variables mapped but unused), stored into the baseptr/ptr/size arrays that
 * __tgt_target_kernel and the __tgt_target_data_* entry points read. */
#ifndef OFE_OFFLOAD_ARRAYS_H
#define OFE_OFFLOAD_ARRAYS_H

#include "frontend/emit.h"

typedef struct OfeMapEntry {
  MlirValue base, begin, size; /* size: an i64 */
  int64_t size_const;          /* when known at compile time (else -1) */
  uint64_t maptype;
  bool is_param;               /* a kernel parameter (TARGET_PARAM) */
  bool literal;                /* passed by value as an i64 (LITERAL) */
  MlirValue arg;               /* the kernel argument: base, or the i64 value */
  const OfeCaptureInfo *capture;
  bool param_is_value;         /* the kernel receives the variable's value (pointers), not its address */
} OfeMapEntry;

typedef OFE_VEC(OfeMapEntry) OfeMapEntries;

typedef struct OfeOffloadArrays {
  MlirValue baseptrs, ptrs, sizes, maptypes; /* null pointers when there are no entries */
  size_t n;
} OfeOffloadArrays;

/* Entries for a target construct: its captures, then the mapped-but-unused variables. */
void ofe_map_entries_for_target(OfeEmit *e, const OfeOmpDirective *d, OfeMapEntries *out);
/* Entries for the map (or to/from) clauses of a data directive. */
void ofe_map_entries_for_data(OfeEmit *e, const OfeOmpDirective *d, OfeMapEntries *out);
void ofe_offload_arrays_build(OfeEmit *e, const OfeMapEntries *entries, OfeOffloadArrays *out);
/* The map-type bits of a map item (type and modifiers). */
uint64_t ofe_map_type_bits(const OfeMapItem *m);

#endif
