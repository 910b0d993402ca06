/* label_addr: GNU labels as values (&&label, goto *p) on MLIR 19, whose llvm dialect has no
 * blockaddress and no indirectbr. The emitter leaves marks that this module turns into them in
 * the translated LLVM module, so the code is what clang-19 makes:
 *  - &&label is the address of a placeholder global `ompfe.label.<id>` (an i8 declaration), so
 *    it is an ordinary pointer constant everywhere, static initializers included;
 *  - a function that takes label addresses starts with `switch (ompfe.label.anchor())` whose
 *    case <id> goes to the label's block: it names each label's block and keeps it alive
 *    through the MLIR passes; it becomes a branch to its default;
 *  - `goto *p` is `switch (ompfe.indirect.goto(p))` over the function's labels, default
 *    unreachable; it becomes `indirectbr ptr p, [those labels]`.
 * Each placeholder is replaced by blockaddress(function, block) and deleted. */
#ifndef OFE_LABEL_ADDR_H
#define OFE_LABEL_ADDR_H

#include "sema/ast.h" /* the marks' names */
#include "llvm-c/Types.h"

void ofe_label_addr_fixup(LLVMModuleRef m);

#endif
