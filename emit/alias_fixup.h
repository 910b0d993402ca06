/* alias_fixup: the aliases (__attribute__((alias)), `#pragma weak a = b`), made in the
 * translated LLVM module: MLIR 19's llvm dialect has no alias operation. Sema checked each one
 * (OfeUnit.aliases); the emitter made at most a declaration of its name, which the alias
 * replaces. */
#ifndef OFE_ALIAS_FIXUP_H
#define OFE_ALIAS_FIXUP_H

#include <stdbool.h>
#include <stddef.h>

#include "sema/ast.h"
#include "support/diag.h"
#include "llvm-c/Types.h"

/* What the fixup needs of one alias, taken out of the AST before the AST is freed. */
typedef struct OfeAliasPlan {
  const char *name, *target; /* symbol names */
  bool internal, weak;
  OfeVisibility visibility; /* its attribute's, -fvisibility='s, or UNSET */
  OfeLoc loc;
} OfeAliasPlan;

/* The plans of the unit's aliases, in `arena` (which must outlive the AST). */
OfeAliasPlan *ofe_alias_plan(OfeArena *arena, const OfeUnit *u, OfeVisibility default_visibility);
/* Makes the aliases. A device module makes only those its code uses, and an alias whose target
 * is not in it is an error at the alias. Returns false after errors. */
bool ofe_alias_fixup(LLVMModuleRef m, const OfeAliasPlan *plans, size_t n, bool device, OfeDiag *diag);

#endif
