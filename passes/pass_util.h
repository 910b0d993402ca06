/* pass_util: what the OpenMP passes share: a name -> function index over the module (built
 * once, so lookups are O(1)), the symbol references an op makes (calls and address-of), and
 * error reporting at an op's location. */
#ifndef OFE_PASS_UTIL_H
#define OFE_PASS_UTIL_H

#include <stdbool.h>

#include "support/arena.h"
#include "emit/mlir_build.h" /* ofe_op_is */
#include "support/strmap.h"
#include "mlir-c/IR.h"

typedef struct OfeFuncIndex {
  OfeArena *arena;
  OfeStrMap by_name;               /* name -> index + 1 */
  OFE_VEC(MlirOperation) funcs;    /* llvm.func ops in module order */
  OFE_VEC(const char *) names;
} OfeFuncIndex;

void ofe_func_index_build(OfeFuncIndex *x, OfeArena *arena, MlirModule module);
/* -1 if no function has this name */
long ofe_func_index_find(const OfeFuncIndex *x, MlirStringRef name);
bool ofe_func_has_body(MlirOperation fn);
/* The symbol an op refers to: `callee` of llvm.call, `global_name` of llvm.mlir.addressof. */
bool ofe_op_symbol_ref(MlirOperation op, MlirStringRef *out);
/* The functions fn's body calls or takes the address of, as indices of x, repeats kept (none
 * for a declaration). */
typedef OFE_VEC(long) OfeFuncRefs;
void ofe_func_refs(const OfeFuncIndex *x, MlirOperation fn, OfeArena *arena, OfeFuncRefs *out);
/* Whether a function is one a user wrote: not ompfe's outlined regions and helpers (kernels
 * included), nor the runtime's. */
bool ofe_is_user_function(const char *name);
/* Calls fn(op, user) for every op nested in root, in pre-order. */
void ofe_walk(MlirOperation root, void (*fn)(MlirOperation, void *), void *user);

#endif
