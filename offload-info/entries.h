/* entries: the __tgt_offload_entry table of a module (runtime-abi owns the offload ABI). */
#ifndef OFE_ENTRIES_H
#define OFE_ENTRIES_H

#include "llvm-c/Types.h"
#include "offload-info/registry.h"

/* Emits one entry per registry entry, in registry order, and the globals they point to;
 * records the variables' sizes in r. */
bool ofe_entries_emit(OfeOffloadRegistry *r, LLVMModuleRef m, OfeDiag *diag);

#endif
