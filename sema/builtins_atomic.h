/* builtins_atomic: GCC's __atomic_* and __sync_* built-ins: their names and the checking of a
 * call, which becomes an E_BUILTIN BI_ATOMIC node (emit_builtin.c lowers it to LLVM's atomic
 * instructions). */
#ifndef OFE_BUILTINS_ATOMIC_H
#define OFE_BUILTINS_ATOMIC_H

#include "sema/ast.h"
#include "sema/context.h"

/* The built-in's index in the table of atomic built-ins, or -1 if `name` is none. */
int ofe_atomic_builtin_index(const char *name);
/* Calls each(data, name) for every name ofe_atomic_builtin_index knows (the sized forms too). */
void ofe_atomic_builtin_each_name(void (*each)(void *data, const char *name), void *data);
OfeExpr *ofe_atomic_builtin_call(OfeCtx *ctx, int index, const char *name, OfeExprList *args, OfeLoc loc);

#endif
