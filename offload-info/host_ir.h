/* host_ir: !omp_offload.info in the host module, and its reading and checking in the device
 * compile against the host IR file named by -fopenmp-host-ir-file-path. */
#ifndef OFE_HOST_IR_H
#define OFE_HOST_IR_H

#include "llvm-c/Types.h"
#include "offload-info/registry.h"

/* Writes !omp_offload.info (both sides) and the openmp module flags. */
void ofe_offload_info_write(const OfeOffloadRegistry *r, LLVMModuleRef m, unsigned omp_version);
/* Reads the host IR's !omp_offload.info into `host`; errors name the file. */
bool ofe_offload_info_read(const char *path, OfeOffloadRegistry *host, OfeDiag *diag);
/* The same from a host module already in memory (the C API's); `path` names it in errors. */
bool ofe_offload_info_read_module(LLVMModuleRef m, const char *path, OfeOffloadRegistry *host, OfeDiag *diag);
/* Checks that host and device agree entry by entry and gives the device entries the host's
 * orders (sorting them so). Every disagreement is an error naming the entry and the file. */
bool ofe_offload_info_match(OfeOffloadRegistry *device, const OfeOffloadRegistry *host, const char *path, OfeDiag *diag);

#endif
