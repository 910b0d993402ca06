/* asm_fixup: see asm_fixup.h. */
#include "frontend/asm_fixup.h"

#include <stdlib.h>
#include <string.h>

#include "llvm-c/Core.h"

/* The LLVM type of an object of type t in memory, as the emitter types it. */
static LLVMTypeRef memory_type(LLVMContextRef c, const OfeType *t) {
  switch (t->kind) {
  case TY_FLOAT: return LLVMFloatTypeInContext(c);
  case TY_DOUBLE: return LLVMDoubleTypeInContext(c);
  case TY_LDOUBLE: return LLVMX86FP80TypeInContext(c);
  case TY_FLOAT128: return LLVMFP128TypeInContext(c);
  case TY_PTR: return LLVMPointerTypeInContext(c, 0);
  default: break;
  }
  if (ofe_type_is_integer(t)) return LLVMIntTypeInContext(c, (unsigned)(ofe_sizeof(t) * 8));
  return LLVMArrayType2(LLVMInt8TypeInContext(c), ofe_sizeof(t));
}

/* Replaces each call of the marker f by the asm it stands for. */
static void make_asm(LLVMModuleRef m, LLVMBuilderRef b, LLVMValueRef f, const OfeAsm *a) {
  LLVMContextRef c = LLVMGetModuleContext(m);
  unsigned elementtype = LLVMGetEnumAttributeKindForName("elementtype", strlen("elementtype"));
  LLVMTypeRef fty = LLVMGlobalGetValueType(f);
  LLVMValueRef code = LLVMGetInlineAsm(fty, (char *)a->templ, strlen(a->templ), (char *)a->constraints,
                                       strlen(a->constraints), a->side_effects, false, LLVMInlineAsmDialectATT, false);
  for (LLVMUseRef u = LLVMGetFirstUse(f); u;) {
    LLVMUseRef next = LLVMGetNextUse(u);
    LLVMValueRef marker = LLVMGetUser(u);
    unsigned n = LLVMGetNumArgOperands(marker);
    LLVMValueRef *args = malloc((n + 1) * sizeof *args);
    for (unsigned i = 0; i < n; i++) args[i] = LLVMGetOperand(marker, i);
    LLVMPositionBuilderBefore(b, marker);
    LLVMValueRef call = LLVMBuildCall2(b, fty, code, args, n, "");
    free(args);
    for (unsigned i = 0; i < n && i < a->operands.len; i++)
      if (a->operands.items[i].indirect)
        LLVMAddCallSiteAttribute(call, i + 1, LLVMCreateTypeAttribute(c, elementtype, memory_type(c, a->operands.items[i].expr->type)));
    LLVMInstructionEraseFromParent(marker);
    u = next;
  }
  LLVMDeleteFunction(f);
}

void ofe_asm_fixup(LLVMModuleRef m, OfeAsm *const *asms, size_t n) {
  LLVMBuilderRef b = NULL;
  size_t plen = strlen(OFE_ASM_MARKER);
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f;) {
    LLVMValueRef next = LLVMGetNextFunction(f);
    size_t len;
    const char *name = LLVMGetValueName2(f, &len);
    if (len > plen && strncmp(name, OFE_ASM_MARKER, plen) == 0) {
      unsigned long id = strtoul(name + plen, NULL, 10);
      if (id < n) {
        if (!b) b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
        make_asm(m, b, f, asms[id]);
      }
    }
    f = next;
  }
  if (b) LLVMDisposeBuilder(b);
}
