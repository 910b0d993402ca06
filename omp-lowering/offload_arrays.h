/* offload_arrays: map clauses and captures to the runtime's offload arrays: one entry per
 * mapped piece of storage (base pointer, begin pointer, size, map-type bits), in clang-19's
 * order so kernels stay interchangeable (test/e2e/data/MAPTYPES.md): the captures in order of
 * first use, each one or more entries of which the first is a kernel parameter; then the
 * variables mapped but unused. A structure mapped in parts gets a parent entry spanning the
 * parts, which follow it as MEMBER_OF(parent). The entries go into the baseptr/ptr/size
 * arrays that __tgt_target_kernel and the __tgt_target_data_* entry points read. */
#ifndef OFE_OFFLOAD_ARRAYS_H
#define OFE_OFFLOAD_ARRAYS_H

#include "emit/emit.h"
#include "omp-lowering/map_names.h"

/* How a kernel receives what one entry passes (PARAM_NONE: the entry is no parameter). */
typedef enum OfeParamBinding {
  PARAM_NONE,
  PARAM_ADDRESS,       /* the variable's storage: the kernel uses it in place */
  PARAM_PRIVATE_COPY,  /* a copy of the variable that the kernel copies again (firstprivate) */
  PARAM_POINTER_VALUE, /* the pointer variable's value, translated to the device */
  PARAM_LITERAL,       /* the variable's value, its bits in an i64 */
  PARAM_VLA_LENGTH,    /* the length of one dimension of a variable-length array, an i64 */
} OfeParamBinding;

typedef struct OfeMapEntry {
  MlirValue base, begin, size; /* size: an i64 */
  int64_t size_const;          /* the size when known at compile time, else -1 */
  uint64_t maptype;
  OfeParamBinding binding;
  OfeDecl *var;                /* the variable a parameter stands for */
  OfeOmpMapper *mapper;        /* the declare mapper the runtime maps the entry's range with */
  OfeMapName name;             /* what the runtime's messages call it (-g) */
} OfeMapEntry;

typedef OFE_VEC(OfeMapEntry) OfeMapEntries;

/* A use_device_ptr / use_device_addr list item and the entry whose base pointer the runtime
 * replaces with the device address (RETURN_PARAM). */
typedef struct OfeDeviceAddrUse {
  OfeDecl *var;
  OfeOmpClauseKind clause; /* OMPC_USE_DEVICE_PTR or OMPC_USE_DEVICE_ADDR */
  bool pointer_value; /* the device address becomes the pointer's value (use_device_ptr(p),
                         use_device_addr(p[lo:n])); else the variable's address */
  size_t entry;
} OfeDeviceAddrUse;

typedef OFE_VEC(OfeDeviceAddrUse) OfeDeviceAddrUses;

typedef struct OfeOffloadArrays {
  MlirValue baseptrs, ptrs;      /* allocas, valid anywhere in the function */
  MlirValue sizes_local;         /* an alloca when some size is known only at run time */
  const char *sizes, *maptypes;  /* the constant arrays' symbols */
  const char *mappers;           /* a constant array of mapper functions, when some entry has one */
  const char *mapnames;          /* a constant array of the entries' names, under -g */
  size_t n;
} OfeOffloadArrays;

/* Entries for a target construct. */
void ofe_map_entries_for_target(OfeEmit *e, const OfeOmpDirective *d, OfeMapEntries *out);
/* The use_device_ptr / use_device_addr items of a data directive, in clause order; their
 * entries are set by ofe_map_entries_for_data. */
void ofe_device_addr_uses(OfeEmit *e, const OfeOmpDirective *d, OfeDeviceAddrUses *uses);
/* Entries for the map (or to/from) clauses of a data directive, then for the listed uses. */
void ofe_map_entries_for_data(OfeEmit *e, const OfeOmpDirective *d, OfeMapEntries *out, OfeDeviceAddrUses *uses);
/* The components a declare mapper's clauses give one element of its type, with the mapper's
 * variable bound to that element's address (in e->kernel_vars) by the caller. */
void ofe_map_entries_for_mapper(OfeEmit *e, const OfeOmpMapper *m, OfeMapEntries *out);
void ofe_offload_arrays_build(OfeEmit *e, const OfeMapEntries *entries, OfeOffloadArrays *out);
/* A map-type array for the same entries with `bits` cleared in every entry (target data's
 * end takes no `present` check); the symbol of the existing one when no entry has them. */
const char *ofe_offload_maptypes_without(OfeEmit *e, const OfeMapEntries *entries, const OfeOffloadArrays *a,
                                         uint64_t bits);
/* The arrays' pointers at the current insertion point. */
MlirValue ofe_offload_sizes_ptr(OfeEmit *e, const OfeOffloadArrays *a);
MlirValue ofe_offload_maptypes_ptr(OfeEmit *e, const OfeOffloadArrays *a);
MlirValue ofe_offload_mappers_ptr(OfeEmit *e, const OfeOffloadArrays *a); /* null when none */
MlirValue ofe_offload_mapnames_ptr(OfeEmit *e, const OfeOffloadArrays *a); /* null when none */
/* The host fallback's argument for a kernel parameter, read now. */
MlirValue ofe_offload_param_arg(OfeEmit *e, const OfeMapEntry *en);
/* The host address of a variable as code here sees it (through use_device_addr too). */
MlirValue ofe_offload_var_address(OfeEmit *e, OfeDecl *v);

#endif
