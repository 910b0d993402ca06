/* asm_fixup: the asm statements MLIR 19 cannot translate, made in the LLVM module. Its
 * llvm.inline_asm puts operand_attrs entry i on LLVM attribute index i when the asm has no
 * results (0 is the result), so an indirect operand's elementtype would land on the wrong
 * operand. Such an asm is emitted as a call of `ompfe.asm.<id>` (OfeAsm.id) with its operands,
 * which this replaces by the asm itself, each indirect operand typed by elementtype. */
#ifndef OFE_ASM_FIXUP_H
#define OFE_ASM_FIXUP_H

#include <stddef.h>

#include "sema/ast.h"
#include "llvm-c/Types.h"

#define OFE_ASM_MARKER "ompfe.asm."

/* How an operand is typed in memory (elementtype): as the emitter types the object. */
typedef enum {
  OFE_ASM_MEM_DIRECT, /* not indirect: no elementtype */
  OFE_ASM_MEM_FLOAT, OFE_ASM_MEM_DOUBLE, OFE_ASM_MEM_X86_FP80, OFE_ASM_MEM_FP128, OFE_ASM_MEM_PTR,
  OFE_ASM_MEM_INT,   /* an integer of `size` bytes */
  OFE_ASM_MEM_BYTES, /* an array of `size` bytes */
} OfeAsmMemKind;

typedef struct OfeAsmMem {
  OfeAsmMemKind kind;
  uint64_t size;
} OfeAsmMem;

/* What the fixup needs of one asm statement (OfeAsm), taken out of the AST before the AST is
 * freed (compile.c frees it once the MLIR module is emitted, before translation). */
typedef struct OfeAsmPlan {
  const char *templ, *constraints;
  bool side_effects, is_goto;
  size_t noperands;
  OfeAsmMem *operands;
} OfeAsmPlan;

/* The plans of asms[0..n), in `arena` (which must outlive the AST). */
OfeAsmPlan *ofe_asm_plan(OfeArena *arena, OfeAsm *const *asms, size_t n);
void ofe_asm_fixup(LLVMModuleRef m, const OfeAsmPlan *asms, size_t n);

#endif
