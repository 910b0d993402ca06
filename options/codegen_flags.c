/* codegen_flags: see the header. The names of the attributes and module flags are clang-19's,
 * so that a function compiled by ompfe and one by clang-19 with the same flags get the same
 * code (checked side by side in test/driver/codegen-flags.c). */
#include "options/codegen_flags.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "options/isa_flags.h"
#include "llvm-c/TargetMachine.h"

static void add_feature(OfeCodegenFlags *f, OfeArena *arena, const char *feature) {
  f->target_features = f->target_features ? ofe_arena_printf(arena, "%s,%s", f->target_features, feature)
                                          : ofe_arena_strdup(arena, feature);
}

static bool isa_flag(OfeCodegenFlags *f, OfeArena *arena, const char *name) {
  bool off = strncmp(name, "no-", 3) == 0;
  const char *isa = off ? name + 3 : name;
  const OfeIsaFlag *known = ofe_isa_flag(isa);
  if (known) add_feature(f, arena, ofe_arena_printf(arena, "%c%s", off ? '-' : '+', known->llvm));
  /* as clang-19 (and gcc-12) take -msse4.2: crc32 and popcnt too, which LLVM's sse4.2 lacks */
  if (known && !off && !strcmp(known->llvm, "sse4.2")) add_feature(f, arena, "+crc32,+popcnt");
  return known != NULL;
}

bool ofe_codegen_flag(OfeCodegenFlags *f, OfeArena *arena, const char *flag, bool *for_cpp) {
  *for_cpp = true;
  if (!strcmp(flag, "-march=") || !strcmp(flag, "-mtune=")) return false; /* no processor named */
  if (!strncmp(flag, "-march=", 7)) {
    const char *cpu = flag + 7;
    if (!strcmp(cpu, "native")) {
      char *host = LLVMGetHostCPUName(), *features = LLVMGetHostCPUFeatures();
      f->target_cpu = ofe_arena_strdup(arena, host);
      f->target_features = ofe_arena_strdup(arena, features); /* -m flags after it refine it */
      f->target_cpu_native = true;
      LLVMDisposeMessage(host);
      LLVMDisposeMessage(features);
    } else {
      f->target_cpu = cpu;
      f->target_cpu_native = false;
    }
    return true;
  }
  if (!strncmp(flag, "-mtune=", 7)) {
    f->tune_cpu = strcmp(flag + 7, "native") ? flag + 7 : "generic";
    return true;
  }
  if (!strncmp(flag, "-m", 2) && isa_flag(f, arena, flag + 2)) return true;
  if (!strcmp(flag, "-fstack-protector")) f->stack_protector = OFE_SSP_ON;
  else if (!strcmp(flag, "-fstack-protector-strong")) f->stack_protector = OFE_SSP_STRONG;
  else if (!strcmp(flag, "-fstack-protector-all")) f->stack_protector = OFE_SSP_ALL;
  else if (!strcmp(flag, "-fno-stack-protector")) f->stack_protector = OFE_SSP_NONE;
  else if (!strcmp(flag, "-fstack-clash-protection")) f->stack_clash_protection = true;
  else if (!strcmp(flag, "-fno-stack-clash-protection")) f->stack_clash_protection = false;
  else if (!strcmp(flag, "-fcf-protection") || !strcmp(flag, "-fcf-protection=full")) f->cf_branch = f->cf_return = true;
  else if (!strcmp(flag, "-fcf-protection=branch")) f->cf_branch = true, f->cf_return = false;
  else if (!strcmp(flag, "-fcf-protection=return")) f->cf_branch = false, f->cf_return = true;
  else if (!strcmp(flag, "-fcf-protection=none")) f->cf_branch = f->cf_return = false;
  else if (!strcmp(flag, "-fno-omit-frame-pointer") || !strcmp(flag, "-fomit-frame-pointer")) {
    f->frame_pointer_set = true;
    f->keep_frame_pointer = flag[3] == 'o';
    *for_cpp = false;
  } else if (!strcmp(flag, "-ffreestanding")) f->no_builtins = true; /* and __STDC_HOSTED__ is 0 */
  else if (!strncmp(flag, "-fno-builtin", 12)) {
    f->no_builtins = true; /* -fno-builtin-<name> too: fewer builtins is always right */
    *for_cpp = false;
  } else if (!strcmp(flag, "-fno-inline")) {
    f->no_inline = true;
    *for_cpp = false;
  } else if (!strcmp(flag, "-ffunction-sections") || !strcmp(flag, "-fno-function-sections")) {
    f->function_sections = flag[2] != 'n';
    *for_cpp = false;
  } else if (!strcmp(flag, "-fdata-sections") || !strcmp(flag, "-fno-data-sections")) {
    f->data_sections = flag[2] != 'n';
    *for_cpp = false;
  } else if (!strncmp(flag, "-ffp-contract=", 14)) {
    const char *v = flag + 14;
    if (!strcmp(v, "on")) f->fp_contract = OFE_FP_CONTRACT_ON;
    else if (!strcmp(v, "off")) f->fp_contract = OFE_FP_CONTRACT_OFF;
    else if (!strcmp(v, "fast") || !strcmp(v, "fast-honor-pragmas")) f->fp_contract = OFE_FP_CONTRACT_FAST;
    else return false;
    f->fp_contract_over_pragmas = !strcmp(v, "fast");
    *for_cpp = false;
  } else if (!strcmp(flag, "-mno-red-zone") || !strcmp(flag, "-mred-zone")) {
    f->no_red_zone = flag[2] == 'n';
    *for_cpp = false;
  } else return false;
  return true;
}

static void add_string_attribute(LLVMContextRef c, LLVMValueRef fn, const char *name, const char *value) {
  LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                             LLVMCreateStringAttribute(c, name, (unsigned)strlen(name), value, (unsigned)strlen(value)));
}

static void add_enum_attribute(LLVMContextRef c, LLVMValueRef fn, const char *name) {
  unsigned kind = LLVMGetEnumAttributeKindForName(name, strlen(name));
  LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(c, kind, 0));
}

static bool has_enum_attribute(LLVMValueRef fn, const char *name) {
  unsigned kind = LLVMGetEnumAttributeKindForName(name, strlen(name));
  return LLVMGetEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex, kind) != NULL;
}

static void add_module_flag(LLVMModuleRef m, LLVMModuleFlagBehavior behavior, const char *name, LLVMMetadataRef value) {
  LLVMAddModuleFlag(m, behavior, name, strlen(name), value);
}

/* Whether a constant refers to an address: in a section of its own it must then be writable
   at load time (.data.rel.ro), as the linker relocates it. Each constant is looked at once
   per use, and initializers are trees but for shared constants: linear in practice. */
static bool has_relocations(LLVMValueRef c) {
  if (LLVMIsAGlobalValue(c) || LLVMIsABlockAddress(c)) return true;
  if (!LLVMIsAConstantExpr(c) && !LLVMIsAConstantStruct(c) && !LLVMIsAConstantArray(c) && !LLVMIsAConstantVector(c))
    return false;
  int n = LLVMGetNumOperands(c);
  for (int i = 0; i < n; i++)
    if (has_relocations(LLVMGetOperand(c, (unsigned)i))) return true;
  return false;
}

static bool has_section(LLVMValueRef v) {
  const char *section = LLVMGetSection(v);
  return section && *section;
}

/* The section -fdata-sections gives a definition, by the prefix from which LLVM (and gcc)
   take its kind; NULL for what stays where it is (declarations, common symbols, sections
   the source or the offloading ABI chose, LLVM's own globals). */
static const char *data_section_prefix(LLVMValueRef g) {
  LLVMValueRef init = LLVMGetInitializer(g);
  size_t len;
  const char *name = LLVMGetValueName2(g, &len);
  if (!init || has_section(g) || LLVMGetLinkage(g) == LLVMCommonLinkage || !strncmp(name, "llvm.", 5)) return NULL;
  bool zero = LLVMIsNull(init);
  if (LLVMIsThreadLocal(g)) return zero ? ".tbss." : ".tdata.";
  if (LLVMIsGlobalConstant(g)) return has_relocations(init) ? ".data.rel.ro." : ".rodata.";
  return zero ? ".bss." : ".data.";
}

static void set_own_section(LLVMValueRef v, const char *prefix) {
  size_t len;
  const char *name = LLVMGetValueName2(v, &len);
  size_t plen = strlen(prefix);
  char *section = malloc(plen + len + 1);
  if (!section) return; /* the default section, as without the flag */
  memcpy(section, prefix, plen);
  memcpy(section + plen, name, len + 1);
  LLVMSetSection(v, section);
  free(section);
}

/* LLVM's attribute for a level; a switch, so that a new level without one does not compile */
static const char *stack_protector_attribute(OfeStackProtector level) {
  switch (level) {
  case OFE_SSP_NONE: return NULL;
  case OFE_SSP_ON: return "ssp";
  case OFE_SSP_STRONG: return "sspstrong";
  case OFE_SSP_ALL: return "sspreq";
  }
  return NULL;
}

void ofe_codegen_apply(const OfeCodegenFlags *f, LLVMModuleRef m) {
  LLVMContextRef c = LLVMGetModuleContext(m);
  for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn)) {
    if (LLVMIsDeclaration(fn)) continue;
    if (f->target_cpu) add_string_attribute(c, fn, "target-cpu", f->target_cpu);
    if (f->tune_cpu) add_string_attribute(c, fn, "tune-cpu", f->tune_cpu);
    if (f->target_features) {
      /* a function's own (__attribute__((target))) come after the command line's */
      LLVMAttributeRef own = LLVMGetStringAttributeAtIndex(fn, LLVMAttributeFunctionIndex, "target-features", 15);
      unsigned len = 0;
      const char *own_text = own ? LLVMGetStringAttributeValue(own, &len) : NULL;
      size_t n = strlen(f->target_features);
      char *both = own_text && len ? malloc(n + len + 2) : NULL;
      if (both) {
        memcpy(both, f->target_features, n);
        both[n] = ',';
        memcpy(both + n + 1, own_text, len);
        both[n + 1 + len] = 0;
      }
      add_string_attribute(c, fn, "target-features", both ? both : f->target_features);
      free(both);
    }
    if (f->stack_protector != OFE_SSP_NONE) add_enum_attribute(c, fn, stack_protector_attribute(f->stack_protector));
    if (f->stack_clash_protection) add_string_attribute(c, fn, "probe-stack", "inline-asm");
    if (f->frame_pointer_set) add_string_attribute(c, fn, "frame-pointer", f->keep_frame_pointer ? "all" : "none");
    if (f->no_builtins) add_string_attribute(c, fn, "no-builtins", "");
    if (f->no_inline && !has_enum_attribute(fn, "alwaysinline")) add_enum_attribute(c, fn, "noinline");
    if (f->no_red_zone) add_enum_attribute(c, fn, "noredzone");
    if (f->function_sections && !has_section(fn)) set_own_section(fn, ".text.");
  }
  if (f->data_sections)
    for (LLVMValueRef g = LLVMGetFirstGlobal(m); g; g = LLVMGetNextGlobal(g)) {
      const char *prefix = data_section_prefix(g);
      if (prefix) set_own_section(g, prefix);
    }
  LLVMTypeRef i32 = LLVMInt32TypeInContext(c);
  LLVMMetadataRef one = LLVMValueAsMetadata(LLVMConstInt(i32, 1, 0));
  /* clang-19's behaviour for these is Min, which the C API cannot name; Override is the one
     it has that links with Min */
  if (f->cf_branch) add_module_flag(m, LLVMModuleFlagBehaviorOverride, "cf-protection-branch", one);
  if (f->cf_return) add_module_flag(m, LLVMModuleFlagBehaviorOverride, "cf-protection-return", one);
  if (f->stack_clash_protection)
    add_module_flag(m, LLVMModuleFlagBehaviorOverride, "probe-stack", LLVMMDStringInContext2(c, "inline-asm", 10));
}
