/* entries: the __tgt_offload_entry table in section omp_offloading_entries, one weak
 * constant per entry, in order (docs/offload-abi.md §3.1), plus the globals the entries point to
 * that the emitted code does not define: link reference pointers (`<var>_decl_tgt_ref_ptr`)
 * and, on the device, the pointer globals named by indirect entries. The linker-wrapped
 * host section is what libomptarget registers; the device's copy is informational. */
#include "offload-info/entries.h"

#include <string.h>

#include "llvm-c/Core.h"
#include "llvm-c/Target.h"
#include "runtime-abi/abi.h"

static LLVMTypeRef entry_type(LLVMModuleRef m) {
  LLVMContextRef c = LLVMGetModuleContext(m);
  LLVMTypeRef t = LLVMGetTypeByName2(c, "struct.__tgt_offload_entry");
  if (t) return t;
  t = LLVMStructCreateNamed(c, "struct.__tgt_offload_entry");
  LLVMTypeRef ptr = LLVMPointerTypeInContext(c, 0);
  LLVMTypeRef f[] = {ptr, ptr, LLVMInt64TypeInContext(c), LLVMInt32TypeInContext(c), LLVMInt32TypeInContext(c)};
  LLVMStructSetBody(t, f, 5, false);
  return t;
}

static LLVMValueRef name_string(LLVMModuleRef m, const char *s, unsigned *counter) {
  LLVMContextRef c = LLVMGetModuleContext(m);
  LLVMValueRef init = LLVMConstStringInContext(c, s, (unsigned)strlen(s), false);
  char gname[64];
  if (*counter) snprintf(gname, sizeof gname, ".offloading.entry_name.%u", *counter);
  else snprintf(gname, sizeof gname, ".offloading.entry_name");
  (*counter)++;
  LLVMValueRef g = LLVMAddGlobal(m, LLVMTypeOf(init), gname);
  LLVMSetInitializer(g, init);
  LLVMSetLinkage(g, LLVMInternalLinkage);
  LLVMSetGlobalConstant(g, true);
  LLVMSetUnnamedAddress(g, LLVMGlobalUnnamedAddr);
  return g;
}

/* The link variable's reference pointer: the host's points at the variable, the device's is
 * filled in by the runtime when the variable is mapped. */
static LLVMValueRef link_ref_ptr(LLVMModuleRef m, const OfeOffloadEntry *e, bool device) {
  LLVMContextRef c = LLVMGetModuleContext(m);
  LLVMTypeRef ptr = LLVMPointerTypeInContext(c, 0);
  LLVMValueRef g = LLVMGetNamedGlobal(m, e->name);
  if (!g) g = LLVMAddGlobal(m, ptr, e->name);
  if (!LLVMGetInitializer(g)) {
    LLVMValueRef var = device ? NULL : LLVMGetNamedGlobal(m, e->target);
    LLVMSetInitializer(g, var ? var : LLVMConstNull(ptr));
  }
  LLVMSetLinkage(g, LLVMWeakAnyLinkage);
  LLVMSetAlignment(g, 8);
  return g;
}

/* Device side of an indirect entry: `<entry> = protected constant ptr @fn`. */
static LLVMValueRef indirect_global(LLVMModuleRef m, const OfeOffloadEntry *e) {
  LLVMContextRef c = LLVMGetModuleContext(m);
  LLVMValueRef fn = LLVMGetNamedFunction(m, e->target);
  if (!fn) return NULL;
  LLVMValueRef g = LLVMGetNamedGlobal(m, e->name);
  if (!g) {
    g = LLVMAddGlobal(m, LLVMPointerTypeInContext(c, 0), e->name);
    LLVMSetInitializer(g, fn);
    LLVMSetGlobalConstant(g, true);
    LLVMSetVisibility(g, LLVMProtectedVisibility);
    LLVMSetAlignment(g, 8);
  }
  return g;
}

static LLVMValueRef entry_addr(LLVMModuleRef m, const OfeOffloadEntry *e, bool device) {
  if (e->kind == OFE_ENTRY_REGION) {
    return device ? LLVMGetNamedFunction(m, e->symbol) : LLVMGetNamedGlobal(m, e->symbol);
  }
  if (e->flags == OFE_ENTRY_LINK) return link_ref_ptr(m, e, device);
  if (e->flags == OFE_ENTRY_INDIRECT) return device ? indirect_global(m, e) : LLVMGetNamedFunction(m, e->target);
  return LLVMGetNamedGlobal(m, e->symbol);
}

bool ofe_entries_emit(OfeOffloadRegistry *r, LLVMModuleRef m, OfeDiag *diag) {
  LLVMContextRef c = LLVMGetModuleContext(m);
  LLVMTypeRef et = entry_type(m);
  LLVMTypeRef i64 = LLVMInt64TypeInContext(c), i32 = LLVMInt32TypeInContext(c);
  unsigned counter = 0;
  bool device = r->is_device;
  LLVMTargetDataRef td = LLVMGetModuleDataLayout(m);
  for (size_t i = 0; i < r->entries.len; i++) {
    OfeOffloadEntry *e = &r->entries.items[i];
    LLVMValueRef addr = entry_addr(m, e, device);
    if (!addr) {
      ofe_error_plain(diag, "internal error: offload entry '%s' has no symbol '%s' in the module", e->name, e->symbol);
      return false;
    }
    /* a variable's size is known once translated (-print-offload-entries shows it too) */
    if (e->kind == OFE_ENTRY_GLOBAL && e->flags == OFE_ENTRY_TO) e->size = LLVMABISizeOfType(td, LLVMGlobalGetValueType(addr));
    if (device && e->flags == OFE_ENTRY_LINK) {
      /* no entry for the reference pointer (clang-19 alike), and the device reaches the
       * variable only through it: a declaration of the variable that nothing uses goes */
      LLVMValueRef var = LLVMGetNamedGlobal(m, e->target);
      if (var && LLVMIsDeclaration(var) && !LLVMGetFirstUse(var)) LLVMDeleteGlobal(var);
      continue;
    }
    /* a static variable's device copy is exported under its entry name (the host's copy
     * stays internal: the entry gives the runtime its address) */
    if (device && e->kind == OFE_ENTRY_GLOBAL && e->flags == OFE_ENTRY_TO && e->has_entry && strcmp(e->name, e->symbol) != 0) {
      LLVMSetValueName2(addr, e->name, strlen(e->name));
      LLVMSetLinkage(addr, LLVMExternalLinkage);
    }
    /* the runtime finds a variable's device copy by its name (dlsym on the x86_64 device):
     * protected, as clang-19 makes it, whatever visibility the host's `#pragma GCC visibility`
     * or attribute gave it */
    if (device && e->kind == OFE_ENTRY_GLOBAL && e->flags == OFE_ENTRY_TO && !LLVMIsDeclaration(addr) &&
        LLVMGetLinkage(addr) != LLVMInternalLinkage && LLVMGetLinkage(addr) != LLVMPrivateLinkage)
      LLVMSetVisibility(addr, LLVMProtectedVisibility);
    if (!e->has_entry) continue;
    LLVMValueRef fields[] = {addr, name_string(m, e->name, &counter), LLVMConstInt(i64, e->size, false),
                             LLVMConstInt(i32, e->flags, false), LLVMConstInt(i32, 0, false)};
    char gname[512];
    snprintf(gname, sizeof gname, ".offloading.entry.%s", e->name);
    LLVMValueRef g = LLVMAddGlobal(m, et, gname);
    LLVMSetInitializer(g, LLVMConstNamedStruct(et, fields, 5));
    LLVMSetLinkage(g, LLVMWeakAnyLinkage);
    LLVMSetGlobalConstant(g, true);
    LLVMSetSection(g, OFE_ENTRY_SECTION);
    LLVMSetAlignment(g, 1);
  }
  if (!device && (r->requires_flags & OFE_REQ_UNIFIED_SHARED_MEMORY)) {
    /* requires unified_shared_memory: { null, "", 0, REQUIRES, UNIFIED_SHARED_MEMORY } */
    LLVMValueRef fields[] = {LLVMConstNull(LLVMPointerTypeInContext(c, 0)), name_string(m, "", &counter),
                             LLVMConstInt(i64, 0, false), LLVMConstInt(i32, OFE_ENTRY_REQUIRES, false),
                             LLVMConstInt(i32, OFE_REQ_UNIFIED_SHARED_MEMORY, false)};
    LLVMValueRef g = LLVMAddGlobal(m, et, ".offloading.entry.");
    LLVMSetInitializer(g, LLVMConstNamedStruct(et, fields, 5));
    LLVMSetLinkage(g, LLVMWeakAnyLinkage);
    LLVMSetGlobalConstant(g, true);
    LLVMSetSection(g, OFE_ENTRY_SECTION);
    LLVMSetAlignment(g, 1);
  }
  return true;
}
