/* label_addr: turns the emitter's marks for labels as values into LLVM's blockaddress and
 * indirectbr (see label_addr.h for the marks). */
#include "emit/label_addr.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "llvm-c/Core.h"

/* The switch that follows a marker call and switches on its result. */
static LLVMValueRef marker_switch(LLVMValueRef call) {
  LLVMUseRef u = LLVMGetFirstUse(call);
  LLVMValueRef sw = u ? LLVMGetUser(u) : NULL;
  return sw && LLVMIsASwitchInst(sw) ? sw : NULL;
}

/* A switch's case i: operands are (condition, default, value0, dest0, value1, dest1 ...). */
static unsigned long long case_value(LLVMValueRef sw, unsigned i) {
  return LLVMConstIntGetZExtValue(LLVMGetOperand(sw, 2 + 2 * i));
}
static unsigned case_count(LLVMValueRef sw) { return LLVMGetNumSuccessors(sw) - 1; }
static LLVMBasicBlockRef case_dest(LLVMValueRef sw, unsigned i) { return LLVMGetSuccessor(sw, i + 1); }

/* The anchor: each label's placeholder becomes its block's address; the switch a branch. */
static void fix_anchor(LLVMModuleRef m, LLVMBuilderRef b, LLVMValueRef call) {
  LLVMValueRef sw = marker_switch(call);
  if (!sw) return;
  LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(sw));
  for (unsigned i = 0; i < case_count(sw); i++) {
    char name[64];
    snprintf(name, sizeof name, OFE_LABEL_ADDR_PREFIX "%llu", case_value(sw, i));
    LLVMValueRef placeholder = LLVMGetNamedGlobal(m, name);
    if (!placeholder) continue;
    LLVMReplaceAllUsesWith(placeholder, LLVMBlockAddress(fn, case_dest(sw, i)));
    LLVMDeleteGlobal(placeholder);
  }
  LLVMPositionBuilderBefore(b, sw);
  LLVMBuildBr(b, LLVMGetSwitchDefaultDest(sw));
  LLVMInstructionEraseFromParent(sw);
  LLVMInstructionEraseFromParent(call);
}

/* goto *p: an indirectbr to the switch's label blocks, each once. */
static void fix_indirect_goto(LLVMBuilderRef b, LLVMValueRef call) {
  LLVMValueRef sw = marker_switch(call);
  if (!sw) return;
  unsigned n = case_count(sw);
  LLVMBasicBlockRef nowhere = LLVMGetSwitchDefaultDest(sw);
  LLVMPositionBuilderBefore(b, sw);
  LLVMValueRef br = LLVMBuildIndirectBr(b, LLVMGetOperand(call, 0), n);
  for (unsigned i = 0; i < n; i++) {
    bool seen = false;
    for (unsigned j = 0; j < i && !seen; j++) seen = case_dest(sw, j) == case_dest(sw, i);
    if (!seen) LLVMAddDestination(br, case_dest(sw, i));
  }
  LLVMInstructionEraseFromParent(sw);
  LLVMInstructionEraseFromParent(call);
  /* the switch's unreachable default, which nothing else reaches */
  if (!LLVMGetFirstUse(LLVMBasicBlockAsValue(nowhere))) LLVMDeleteBasicBlock(nowhere);
}

/* Calls each use of the marker function f with fix, then deletes f. */
static void fix_calls(LLVMModuleRef m, LLVMBuilderRef b, LLVMValueRef f, bool anchor) {
  for (LLVMUseRef u = LLVMGetFirstUse(f); u;) {
    LLVMUseRef next = LLVMGetNextUse(u);
    LLVMValueRef call = LLVMGetUser(u);
    if (anchor) fix_anchor(m, b, call);
    else fix_indirect_goto(b, call);
    u = next;
  }
  if (!LLVMGetFirstUse(f)) LLVMDeleteFunction(f);
}

void ofe_label_addr_fixup(LLVMModuleRef m) {
  LLVMValueRef anchor = LLVMGetNamedFunction(m, OFE_LABEL_ANCHOR);
  LLVMValueRef indirect = LLVMGetNamedFunction(m, OFE_LABEL_INDIRECT_GOTO);
  if (!anchor && !indirect) return;
  LLVMBuilderRef b = LLVMCreateBuilderInContext(LLVMGetModuleContext(m));
  if (indirect) fix_calls(m, b, indirect, false);
  if (anchor) fix_calls(m, b, anchor, true);
  /* a placeholder whose function was not emitted (a static table of an unused inline
   * function): no code can jump there, its value only has to be a pointer */
  for (LLVMValueRef g = LLVMGetFirstGlobal(m); g;) {
    LLVMValueRef next = LLVMGetNextGlobal(g);
    size_t len;
    const char *n = LLVMGetValueName2(g, &len);
    if (len > strlen(OFE_LABEL_ADDR_PREFIX) && strncmp(n, OFE_LABEL_ADDR_PREFIX, strlen(OFE_LABEL_ADDR_PREFIX)) == 0 &&
        LLVMIsDeclaration(g)) {
      LLVMReplaceAllUsesWith(g, LLVMConstNull(LLVMTypeOf(g)));
      LLVMDeleteGlobal(g);
    }
    g = next;
  }
  LLVMDisposeBuilder(b);
}
