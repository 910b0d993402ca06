/* alias_fixup: each alias becomes an LLVM alias of its target, in place of the declaration of
 * its name that the emitter may have made (uses of the name then use the alias). */
#include "emit/alias_fixup.h"

#include <string.h>

#include "llvm-c/Core.h"

OfeAliasPlan *ofe_alias_plan(OfeArena *arena, const OfeUnit *u, OfeVisibility default_visibility) {
  OfeAliasPlan *plans = ofe_arena_alloc(arena, (u->aliases.len ? u->aliases.len : 1) * sizeof *plans);
  for (size_t i = 0; i < u->aliases.len; i++) {
    const OfeDecl *d = u->aliases.items[i];
    bool internal = d->storage == SC_STATIC;
    plans[i] = (OfeAliasPlan){
        .name = ofe_arena_strdup(arena, d->asm_name),
        .target = ofe_arena_strdup(arena, d->alias_target),
        .internal = internal,
        .weak = d->is_weak && !internal,
        .visibility = internal ? OFE_VISIBILITY_UNSET : d->visibility ? d->visibility : default_visibility,
        .loc = d->loc,
    };
  }
  return plans;
}

static LLVMValueRef named_global(LLVMModuleRef m, const char *name) {
  LLVMValueRef v = LLVMGetNamedFunction(m, name);
  return v ? v : LLVMGetNamedGlobal(m, name);
}

bool ofe_alias_fixup(LLVMModuleRef m, const OfeAliasPlan *plans, size_t n, bool device, OfeDiag *diag) {
  bool ok = true;
  for (size_t i = 0; i < n; i++) {
    const OfeAliasPlan *p = &plans[i];
    LLVMValueRef decl = named_global(m, p->name);
    if (device && !decl) continue; /* the device code does not use it */
    LLVMValueRef target = named_global(m, p->target);
    if (!target || LLVMIsDeclaration(target)) {
      ofe_error(diag, p->loc, "the target '%s' of alias '%s' is not in the %s code", p->target, p->name,
                device ? "device" : "host");
      ok = false;
      continue;
    }
    LLVMValueRef alias = LLVMAddAlias2(m, LLVMGlobalGetValueType(target), LLVMGetPointerAddressSpace(LLVMTypeOf(target)),
                                       target, "");
    LLVMSetLinkage(alias, p->internal ? LLVMInternalLinkage : p->weak ? LLVMWeakAnyLinkage : LLVMExternalLinkage);
    if (p->visibility == OFE_VISIBILITY_HIDDEN) LLVMSetVisibility(alias, LLVMHiddenVisibility);
    else if (p->visibility == OFE_VISIBILITY_PROTECTED) LLVMSetVisibility(alias, LLVMProtectedVisibility);
    if (decl) {
      LLVMReplaceAllUsesWith(decl, alias);
      if (LLVMIsAFunction(decl)) LLVMDeleteFunction(decl);
      else LLVMDeleteGlobal(decl);
    }
    LLVMSetValueName2(alias, p->name, strlen(p->name));
  }
  return ok;
}
