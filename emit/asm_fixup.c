/* asm_fixup: see asm_fixup.h. */
#include "emit/asm_fixup.h"

#include <stdlib.h>
#include <string.h>

#include "llvm-c/Core.h"

/* How the emitter types an object of type t in memory. */
static OfeAsmMem memory_kind(const OfeType *t) {
  switch (t->kind) {
  case TY_FLOAT: return (OfeAsmMem){OFE_ASM_MEM_FLOAT, 0};
  case TY_DOUBLE: return (OfeAsmMem){OFE_ASM_MEM_DOUBLE, 0};
  case TY_LDOUBLE: return (OfeAsmMem){OFE_ASM_MEM_X86_FP80, 0};
  case TY_FLOAT128: return (OfeAsmMem){OFE_ASM_MEM_FP128, 0};
  case TY_PTR: return (OfeAsmMem){OFE_ASM_MEM_PTR, 0};
  default: break;
  }
  return (OfeAsmMem){ofe_type_is_integer(t) ? OFE_ASM_MEM_INT : OFE_ASM_MEM_BYTES, ofe_sizeof(t)};
}

OfeAsmPlan *ofe_asm_plan(OfeArena *arena, OfeAsm *const *asms, size_t n) {
  OfeAsmPlan *plans = ofe_arena_alloc(arena, (n + 1) * sizeof *plans);
  for (size_t i = 0; i < n; i++) {
    const OfeAsm *a = asms[i];
    OfeAsmPlan *p = &plans[i];
    p->templ = a->templ ? ofe_arena_strdup(arena, a->templ) : NULL;
    p->constraints = a->constraints ? ofe_arena_strdup(arena, a->constraints) : NULL;
    p->side_effects = a->side_effects;
    p->is_goto = a->gotos.len != 0;
    p->noperands = a->operands.len;
    p->operands = ofe_arena_alloc(arena, (p->noperands + 1) * sizeof *p->operands);
    for (size_t j = 0; j < p->noperands; j++)
      if (a->operands.items[j].indirect) p->operands[j] = memory_kind(a->operands.items[j].expr->type);
  }
  return plans;
}

/* The LLVM type of an indirect operand's object. */
static LLVMTypeRef memory_type(LLVMContextRef c, OfeAsmMem mem) {
  switch (mem.kind) {
  case OFE_ASM_MEM_FLOAT: return LLVMFloatTypeInContext(c);
  case OFE_ASM_MEM_DOUBLE: return LLVMDoubleTypeInContext(c);
  case OFE_ASM_MEM_X86_FP80: return LLVMX86FP80TypeInContext(c);
  case OFE_ASM_MEM_FP128: return LLVMFP128TypeInContext(c);
  case OFE_ASM_MEM_PTR: return LLVMPointerTypeInContext(c, 0);
  case OFE_ASM_MEM_INT: return LLVMIntTypeInContext(c, (unsigned)(mem.size * 8));
  case OFE_ASM_MEM_DIRECT: case OFE_ASM_MEM_BYTES: break;
  }
  return LLVMArrayType2(LLVMInt8TypeInContext(c), mem.size);
}

/* asm goto: the marker's switch (case i+1: label i, default: the fallthrough) becomes a
 * callbr of the asm with those destinations. */
static LLVMValueRef make_callbr(LLVMBuilderRef b, LLVMValueRef marker, LLVMTypeRef fty, LLVMValueRef code,
                                LLVMValueRef *args, unsigned n) {
  LLVMValueRef selector = marker; /* with outputs: field 0 of the marker's { selector, outputs... } */
  for (LLVMUseRef u = LLVMGetFirstUse(marker); u && LLVMGetTypeKind(LLVMTypeOf(marker)) == LLVMStructTypeKind; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (LLVMGetInstructionOpcode(user) == LLVMExtractValue && LLVMGetIndices(user)[0] == 0) selector = user;
  }
  LLVMUseRef u = LLVMGetFirstUse(selector);
  LLVMValueRef sw = u ? LLVMGetUser(u) : NULL;
  if (!sw || !LLVMIsASwitchInst(sw)) return NULL;
  unsigned ndests = LLVMGetNumSuccessors(sw) - 1;
  LLVMBasicBlockRef *dests = malloc((ndests + 1) * sizeof *dests);
  for (unsigned i = 0; i < ndests; i++) dests[i] = LLVMGetSuccessor(sw, i + 1);
  LLVMPositionBuilderBefore(b, sw);
  LLVMValueRef call = LLVMBuildCallBr(b, fty, code, LLVMGetSwitchDefaultDest(sw), dests, ndests, args, n, NULL, 0, "");
  free(dests);
  LLVMInstructionEraseFromParent(sw);
  return call;
}

/* An asm goto with outputs: the marker's fields read (extractvalue k) become the callbr's
 * outputs (k - 1); the selector's read, whose switch the callbr replaced, goes. */
static void replace_outputs(LLVMBuilderRef b, LLVMValueRef marker, LLVMValueRef call) {
  if (LLVMGetTypeKind(LLVMTypeOf(marker)) != LLVMStructTypeKind) return;
  unsigned nres = LLVMCountStructElementTypes(LLVMTypeOf(marker)) - 1;
  LLVMUseRef u = LLVMGetFirstUse(marker);
  while (u) {
    LLVMValueRef read = LLVMGetUser(u);
    u = LLVMGetNextUse(u); /* before the read goes */
    unsigned k = LLVMGetIndices(read)[0];
    if (k > 0) {
      LLVMPositionBuilderBefore(b, read);
      LLVMReplaceAllUsesWith(read, nres == 1 ? call : LLVMBuildExtractValue(b, call, k - 1, ""));
    }
    LLVMInstructionEraseFromParent(read);
  }
}

/* Replaces each call of the marker f by the asm it stands for. */
static void make_asm(LLVMModuleRef m, LLVMBuilderRef b, LLVMValueRef f, const OfeAsmPlan *a) {
  LLVMContextRef c = LLVMGetModuleContext(m);
  unsigned elementtype = LLVMGetEnumAttributeKindForName("elementtype", strlen("elementtype"));
  LLVMTypeRef fty = LLVMGlobalGetValueType(f);
  if (a->is_goto) { /* the marker returns the switch's selector (and the outputs); the asm the outputs */
    unsigned np = LLVMCountParamTypes(fty);
    LLVMTypeRef *params = malloc((np + 1) * sizeof *params);
    LLVMGetParamTypes(fty, params);
    LLVMTypeRef rt = LLVMGetReturnType(fty), asm_rt = LLVMVoidTypeInContext(c);
    if (LLVMGetTypeKind(rt) == LLVMStructTypeKind) {
      unsigned nres = LLVMCountStructElementTypes(rt) - 1;
      LLVMTypeRef *fields = malloc((nres + 2) * sizeof *fields);
      LLVMGetStructElementTypes(rt, fields);
      asm_rt = nres == 1 ? fields[1] : LLVMStructTypeInContext(c, fields + 1, nres, false);
      free(fields);
    }
    fty = LLVMFunctionType(asm_rt, params, np, false);
    free(params);
  }
  LLVMValueRef code = LLVMGetInlineAsm(fty, (char *)a->templ, strlen(a->templ), (char *)a->constraints,
                                       strlen(a->constraints), a->side_effects, false, LLVMInlineAsmDialectATT, false);
  for (LLVMUseRef u = LLVMGetFirstUse(f); u;) {
    LLVMUseRef next = LLVMGetNextUse(u);
    LLVMValueRef marker = LLVMGetUser(u);
    unsigned n = LLVMGetNumArgOperands(marker);
    LLVMValueRef *args = malloc((n + 1) * sizeof *args);
    for (unsigned i = 0; i < n; i++) args[i] = LLVMGetOperand(marker, i);
    LLVMValueRef call;
    if (a->is_goto) {
      call = make_callbr(b, marker, fty, code, args, n);
    } else {
      LLVMPositionBuilderBefore(b, marker);
      call = LLVMBuildCall2(b, fty, code, args, n, "");
    }
    free(args);
    if (!call) { /* not the marker's shape: leave it for the verifier to report */
      u = next;
      continue;
    }
    for (unsigned i = 0; i < n && i < a->noperands; i++)
      if (a->operands[i].kind != OFE_ASM_MEM_DIRECT)
        LLVMAddCallSiteAttribute(call, i + 1, LLVMCreateTypeAttribute(c, elementtype, memory_type(c, a->operands[i])));
    if (a->is_goto) replace_outputs(b, marker, call);
    LLVMInstructionEraseFromParent(marker);
    u = next;
  }
  if (!LLVMGetFirstUse(f)) LLVMDeleteFunction(f);
}

void ofe_asm_fixup(LLVMModuleRef m, const OfeAsmPlan *asms, size_t n) {
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
        make_asm(m, b, f, &asms[id]);
      }
    }
    f = next;
  }
  if (b) LLVMDisposeBuilder(b);
}
