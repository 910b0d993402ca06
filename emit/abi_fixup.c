/* abi_fixup: puts on every call the ABI attributes of its arguments and result (byval, sret,
 * align, signext, zeroext, inreg), as clang-19 does. LLVM's code generator also finds them on
 * a direct callee, but its optimizers read the call's own: a byval argument missing there is
 * taken for the caller's object itself, which the call then seems to leave unread, and -O2
 * deleted the stores that filled it. */
#include "emit/abi_fixup.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "llvm-c/Core.h"

static bool has_prefix(LLVMValueRef f, const char *prefix) {
  size_t len;
  const char *name = LLVMGetValueName2(f, &len);
  return len > strlen(prefix) && strncmp(name, prefix, strlen(prefix)) == 0;
}

/* The attribute kinds copied, looked up once. */
enum { K_BYVAL, K_SRET, K_ALIGN, K_SIGNEXT, K_ZEROEXT, K_INREG, NKINDS };
typedef struct AbiKinds {
  unsigned ids[NKINDS];
} AbiKinds;

/* Copies the ABI attributes of from's result and first nparams parameters onto call. */
static void copy_abi_attrs(const AbiKinds *k, LLVMValueRef call, LLVMValueRef from, unsigned nparams) {
  for (unsigned idx = LLVMAttributeReturnIndex; idx <= nparams; idx++) {
    if (!LLVMGetAttributeCountAtIndex(from, idx)) continue;
    for (int i = 0; i < NKINDS; i++) {
      LLVMAttributeRef a = LLVMGetEnumAttributeAtIndex(from, idx, k->ids[i]);
      if (a) LLVMAddCallSiteAttribute(call, idx, a);
    }
  }
}

/* `%p = ompfe.byval.<size>.<align>(%obj)`: every call passing %p passes %obj byval. */
static void fix_byval_marker(const AbiKinds *k, LLVMValueRef marker_call) {
  unsigned byval = k->ids[K_BYVAL], al = k->ids[K_ALIGN];
  char *end;
  const char *name = LLVMGetValueName2(LLVMGetCalledValue(marker_call), &(size_t){0});
  unsigned long long size = strtoull(name + strlen(OFE_ABI_BYVAL_MARKER), &end, 10);
  unsigned align = (unsigned)strtoul(end + 1, NULL, 10);
  LLVMContextRef c = LLVMGetTypeContext(LLVMTypeOf(marker_call));
  LLVMValueRef obj = LLVMGetOperand(marker_call, 0);
  LLVMTypeRef bytes = LLVMArrayType2(LLVMInt8TypeInContext(c), size);
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

/* `%f = ompfe.abi.callee(%fnptr, @template)`: calls of %f call %fnptr with the template's
 * attributes. */
static void fix_callee_marker(const AbiKinds *k, LLVMValueRef marker_call) {
  LLVMValueRef fnptr = LLVMGetOperand(marker_call, 0), tmpl = LLVMGetOperand(marker_call, 1);
  for (LLVMUseRef u = LLVMGetFirstUse(marker_call); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (LLVMIsACallInst(user) && LLVMGetCalledValue(user) == marker_call)
      copy_abi_attrs(k, user, tmpl, LLVMCountParams(tmpl));
  }
  LLVMReplaceAllUsesWith(marker_call, fnptr);
  LLVMInstructionEraseFromParent(marker_call);
}

/* Fixes (and erases) every call of the marker f, then f. */
static void fix_marker(const AbiKinds *k, LLVMValueRef f, void (*fix)(const AbiKinds *, LLVMValueRef)) {
  for (LLVMUseRef u = LLVMGetFirstUse(f); u;) {
    LLVMUseRef next = LLVMGetNextUse(u);
    fix(k, LLVMGetUser(u));
    u = next;
  }
  LLVMDeleteFunction(f);
}

/* A direct call whose type is its callee's gets the callee's attributes (one with another
 * type, the callee declared under two C names, was marked as a call through a pointer). */
static void fix_direct_calls(const AbiKinds *k, LLVMValueRef fn) {
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
    for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
      if (!LLVMIsACallInst(i)) continue;
      LLVMValueRef callee = LLVMGetCalledValue(i);
      if (!LLVMIsAFunction(callee) || LLVMGetIntrinsicID(callee)) continue;
      if (LLVMGetCalledFunctionType(i) == LLVMGlobalGetValueType(callee))
        copy_abi_attrs(k, i, callee, LLVMCountParams(callee));
    }
}

void ofe_abi_fixup(LLVMModuleRef m) {
  static const char *const names[NKINDS] = {
    [K_BYVAL] = "byval", [K_SRET] = "sret", [K_ALIGN] = "align", [K_SIGNEXT] = "signext", [K_ZEROEXT] = "zeroext", [K_INREG] = "inreg"};
  AbiKinds k;
  for (int i = 0; i < NKINDS; i++) k.ids[i] = LLVMGetEnumAttributeKindForName(names[i], strlen(names[i]));
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f;) {
    LLVMValueRef next = LLVMGetNextFunction(f);
    if (has_prefix(f, OFE_ABI_BYVAL_MARKER)) fix_marker(&k, f, fix_byval_marker);
    else if (strcmp(LLVMGetValueName2(f, &(size_t){0}), OFE_ABI_CALLEE_MARKER) == 0) fix_marker(&k, f, fix_callee_marker);
    f = next;
  }
  /* the templates are unused once their markers are gone */
  for (LLVMValueRef f = LLVMGetFirstFunction(m); f;) {
    LLVMValueRef next = LLVMGetNextFunction(f);
    if (has_prefix(f, OFE_ABI_TEMPLATE_PREFIX) && !LLVMGetFirstUse(f)) LLVMDeleteFunction(f);
    else if (!LLVMIsDeclaration(f)) fix_direct_calls(&k, f);
    f = next;
  }
}
