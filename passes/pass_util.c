/* pass_util: helpers shared by the passes. */
#include "passes/pass_util.h"

#include <string.h>

#include "mlir-c/BuiltinAttributes.h"
#include "emit/mlir_build.h"
#include "facts/construct_facts.h"
#include "passes/passes.h"


bool ofe_func_has_body(MlirOperation fn) { return !mlirBlockIsNull(mlirRegionGetFirstBlock(mlirOperationGetRegion(fn, 0))); }

void ofe_func_index_build(OfeFuncIndex *x, OfeArena *arena, MlirModule module) {
  memset(x, 0, sizeof *x);
  x->arena = arena;
  ofe_strmap_init(&x->by_name, arena);
  MlirBlock body = mlirModuleGetBody(module);
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (!ofe_op_is(op, "llvm.func")) continue;
    MlirStringRef n = mlirStringAttrGetValue(mlirOperationGetAttributeByName(op, ofe_str("sym_name")));
    const char *name = ofe_arena_strndup(arena, n.data, n.length);
    ofe_vec_push(arena, &x->funcs, op);
    ofe_vec_push(arena, &x->names, name);
    ofe_strmap_put(&x->by_name, name, n.length, (void *)(uintptr_t)x->funcs.len);
  }
}

long ofe_func_index_find(const OfeFuncIndex *x, MlirStringRef name) {
  uintptr_t i = (uintptr_t)ofe_strmap_get(&x->by_name, name.data, name.length);
  return i ? (long)i - 1 : -1;
}

bool ofe_op_symbol_ref(MlirOperation op, MlirStringRef *out) {
  MlirAttribute a = (MlirAttribute){NULL};
  if (ofe_op_is(op, "llvm.call")) a = mlirOperationGetAttributeByName(op, ofe_str("callee"));
  else if (ofe_op_is(op, "llvm.mlir.addressof")) a = mlirOperationGetAttributeByName(op, ofe_str("global_name"));
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAFlatSymbolRef(a)) return false;
  *out = mlirFlatSymbolRefAttrGetValue(a);
  return true;
}

typedef struct WalkAdapter {
  void (*fn)(MlirOperation, void *);
  void *user;
} WalkAdapter;

static MlirWalkResult adapt(MlirOperation op, void *user) {
  WalkAdapter *w = user;
  w->fn(op, w->user);
  return MlirWalkResultAdvance;
}

void ofe_walk(MlirOperation root, void (*fn)(MlirOperation, void *), void *user) {
  WalkAdapter w = {fn, user};
  mlirOperationWalk(root, adapt, &w, MlirWalkPreOrder);
}

bool ofe_is_user_function(const char *name) {
  return name[0] != '.' && !strstr(name, ".omp") && strncmp(name, "__omp_offloading_", 17) != 0 &&
         strncmp(name, "__kmpc_", 7) != 0;
}

typedef struct RefsOf {
  const OfeFuncIndex *index;
  OfeArena *arena;
  OfeFuncRefs *out;
} RefsOf;

static void note_ref(MlirOperation op, void *user) {
  RefsOf *r = user;
  MlirStringRef name;
  if (!ofe_op_symbol_ref(op, &name)) return;
  long i = ofe_func_index_find(r->index, name);
  if (i >= 0) ofe_vec_push(r->arena, r->out, i);
}

void ofe_func_refs(const OfeFuncIndex *x, MlirOperation fn, OfeArena *arena, OfeFuncRefs *out) {
  RefsOf r = {x, arena, out};
  if (ofe_func_has_body(fn)) ofe_walk(fn, note_ref, &r);
}

bool ofe_pass_records_functions(const OfePassEnv *env) { return env->facts && env->facts->record_functions; }
