/* abi_fixup: the ABI details MLIR 19 cannot state, applied to the translated LLVM module:
 * `byval` on call-site arguments (calls through pointers and variadic struct arguments),
 * which the emitter marks with calls to ompfe.byval.<size>.<align>. */
#ifndef OFE_ABI_FIXUP_H
#define OFE_ABI_FIXUP_H

#include "llvm-c/Types.h"

void ofe_abi_fixup(LLVMModuleRef m);

#endif
