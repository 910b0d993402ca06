/* abi_fixup: the ABI details MLIR 19 cannot state, applied to the translated LLVM module:
 * argument and result attributes on calls. A direct call takes its callee's; the emitter marks
 * the others: a call through a pointer calls the result of
 * `ompfe.abi.callee(fnptr, @ompfe.abi.sig.<n>)`, a declaration carrying the attributes of
 * the pointer's type, and a variadic struct argument passed in memory is the result of
 * `ompfe.byval.<size>.<align>(object)`. */
#ifndef OFE_ABI_FIXUP_H
#define OFE_ABI_FIXUP_H

#include "llvm-c/Types.h"

#define OFE_ABI_BYVAL_MARKER "ompfe.byval."
#define OFE_ABI_CALLEE_MARKER "ompfe.abi.callee"
#define OFE_ABI_TEMPLATE_PREFIX "ompfe.abi.sig."

void ofe_abi_fixup(LLVMModuleRef m);

#endif
