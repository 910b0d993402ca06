/* abi_fixup: for each marker call `%p = ompfe.byval.<size>.<align>(%obj)`, every call that
 * passes %p gets byval([size x i8]) align(align) on that argument, takes %obj instead, and
 * the marker goes. */
#include "frontend/abi_fixup.h"

#include <stdlib.h>
#include <string.h>

#include "llvm-c/Core.h"

static void fix_marker_call(LLVMValueRef marker_call, unsigned long long size, unsigned align) {
  LLVMContextRef c = LLVMGetModuleContext(LLVMGetGlobalParent(LLVMGetBasicBlockParent(LLVMGetInstructionParent(marker_call))));
  LLVMValueRef obj = LLVMGetOperand(marker_call, 0);
  LLVMTypeRef bytes = LLVMArrayType2(LLVMInt8TypeInContext(c), size);
  unsigned byval = LLVMGetEnumAttributeKindForName("byval", 5), al = LLVMGetEnumAttributeKindForName("align", 5);
  for (LLVMUseRef u = LLVMGetFirstUse(marker_call); u;) {
    LLVMUseRef next = LLVMGetNextUse(u);
    LLVMValueRef call = LLVMGetUser(u);
    unsigned n = LLVMGetNumArgOperands(call);
    for (unsigned i = 0; i < n; i++) {
      if (LLVMGetOperand(call, i) != marker_call) continue;
      LLVMAddCallSiteAttribute(call, i + 1, LLVMCreateTypeAttribute(c, byval, bytes));
      LLVMAddCallSiteAttribute(call, i + 1, LLVMCreateEnumAttribute(c, al, align));
      LLVMSetOperand(call, i, obj);
    }
    u = next;
  }
  LLVMInstructionEraseFromParent(marker_call);
}

void ofe_abi_fixup(LLVMModuleRef m) {
  const size_t plen = strlen("ompfe.byval.");
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f;) {
    LLVMValueRef next = LLVMGetNextFunction(f);
    size_t len;
    const char *name = LLVMGetValueName2(f, &len);
    if (len > plen && strncmp(name, "ompfe.byval.", plen) == 0) {
      char *end;
      unsigned long long size = strtoull(name + plen, &end, 10);
      unsigned align = (unsigned)strtoul(end + 1, NULL, 10);
      for (LLVMUseRef u = LLVMGetFirstUse(f); u;) {
        LLVMUseRef nu = LLVMGetNextUse(u);
        fix_marker_call(LLVMGetUser(u), size, align);
        u = nu;
      }
      LLVMDeleteFunction(f);
    }
    f = next;
  }
}
