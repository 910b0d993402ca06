/* asm_fixup: the asm statements MLIR 19 cannot translate, made in the LLVM module. Its
 * llvm.inline_asm puts operand_attrs entry i on LLVM attribute index i when the asm has no
 * results (0 is the result), so an indirect operand's elementtype would land on the wrong
 * operand. Such an asm is emitted as a call of `ompfe.asm.<id>` (OfeAsm.id) with its operands,
 * which this replaces by the asm itself, each indirect operand typed by elementtype. */
#ifndef OFE_ASM_FIXUP_H
#define OFE_ASM_FIXUP_H

#include <stddef.h>

#include "frontend/ast.h"
#include "llvm-c/Types.h"

#define OFE_ASM_MARKER "ompfe.asm."

void ofe_asm_fixup(LLVMModuleRef m, OfeAsm *const *asms, size_t n);

#endif
