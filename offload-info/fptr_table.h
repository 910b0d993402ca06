/* fptr_table: the device half of __kmpc_target_translate_fptr and the globals its table lives
 * in (runtime-abi/ompfe_rt.c is the host half that fills it). */
#ifndef OFE_FPTR_TABLE_H
#define OFE_FPTR_TABLE_H

#include <stdbool.h>

#include "llvm-c/Types.h"
#include "mlir-c/IR.h"
#include "offload-info/registry.h"
#include "emit/omp_attrs.h"

/* Whether the module has indirect functions or indirect calls in device code (read before
 * the attributes are stripped; the answer is the same in the host and device compiles). */
bool ofe_fptr_table_needed(const OfeOmpAttrs *attrs, MlirModule module);
/* Appends the entries of the two table globals. */
void ofe_fptr_table_add_entries(OfeOffloadRegistry *r);
void ofe_fptr_table_host(LLVMModuleRef m);
/* The device's lookup, `ptr (ptr fp, ptr call_site)`; where the device shares the host's
 * address space (x86_64), a host function it cannot translate is an error at the call site. */
void ofe_fptr_table_device(LLVMModuleRef m, bool shares_host_addresses);

#endif
