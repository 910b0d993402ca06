/* omp_attrs: the OpenMP attributes ompfe puts on MLIR: `omp.declare_target` (the omp
 * dialect's #omp.declaretarget, interned once per context so reading one back is a pointer
 * compare), `ompfe.indirect` on indirect functions (the 19 dialect has no field for it),
 * `ompfe.static_entry` on static declare target variables,
 * `ompfe.kernel` on outlined target regions, and the module's omp.is_target_device /
 * omp.host_ir_filepath. Shared by the emitter, the passes and offload-info. */
#ifndef OFE_OMP_ATTRS_H
#define OFE_OMP_ATTRS_H

#include <stdbool.h>

#include "sema/ast.h"
#include "mlir-c/IR.h"

typedef struct OfeOmpAttrs {
  MlirContext ctx;
  MlirAttribute table[4][3]; /* [device type][capture clause]; row 0 unused */
} OfeOmpAttrs;

/* What an `ompfe.kernel` attribute records: the target region's identity (docs/offload-abi.md §1). */
typedef struct OfeKernelInfo {
  const char *name, *parent;
  unsigned dev_id, file_id, line, count;
  bool one_team; /* target parallel...: one team, which a GPU kernel's environment states */
} OfeKernelInfo;

void ofe_omp_attrs_init(OfeOmpAttrs *a, MlirContext ctx);
MlirAttribute ofe_omp_declare_target_attr(const OfeOmpAttrs *a, OfeDeviceType dt, OfeCapture cap);
/* Reads omp.declare_target from op; false if it has none. */
bool ofe_omp_get_declare_target(const OfeOmpAttrs *a, MlirOperation op, OfeDeviceType *dt, OfeCapture *cap);
void ofe_omp_set_declare_target(const OfeOmpAttrs *a, MlirOperation op, OfeDeviceType dt, OfeCapture cap);
void ofe_omp_remove_declare_target(MlirOperation op);
/* Indirect functions carry their offload entry name (__omp_offloading_<dev>_<file>_<f>_l<line>). */
const char *ofe_omp_get_indirect(MlirOperation op, OfeArena *arena); /* NULL if not indirect */
void ofe_omp_set_indirect(MlirOperation op, const char *entry_name);
/* Static to/enter variables carry the name their entry and device copy go by. */
const char *ofe_omp_get_static_entry(MlirOperation op, OfeArena *arena); /* NULL if none */
void ofe_omp_set_static_entry(MlirOperation op, const char *entry_name);
/* The source position of an op, from its FileLineColLoc (NULL file if it has none). */
void ofe_omp_op_position(MlirOperation op, OfeArena *arena, const char **file, unsigned *line, unsigned *col);
void ofe_omp_set_kernel(MlirOperation op, const OfeKernelInfo *k);
bool ofe_omp_get_kernel(MlirOperation op, OfeKernelInfo *k, OfeArena *arena); /* strings copied to arena */
MlirStringRef ofe_omp_op_name(MlirOperation op);   /* sym_name of a func or global */

#endif
