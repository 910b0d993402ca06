/* FunctionFiltering (device compiles only): after marking, a function definition that is not
 * declare target, or is device_type(host), is host code and leaves the device module. A
 * removed function that something kept still names (a table of function pointers, say)
 * stays as a declaration, so the module stays valid; the rest are erased. On the host nothing
 * is removed: nohost functions remain as the fallback implementation, so a target region may
 * call a nohost function (as in Flang; clang-19 rejects that). */
#include "passes/pass_util.h"
#include "passes/passes.h"

typedef struct Refs {
  OfeFuncIndex *index;
  bool *keep;
  bool *named; /* referenced from code or data that stays */
} Refs;

static void note_ref(MlirOperation op, void *user) {
  Refs *r = user;
  MlirStringRef target;
  if (!ofe_op_symbol_ref(op, &target)) return;
  long g = ofe_func_index_find(r->index, target);
  if (g >= 0) r->named[g] = true;
}

/* Turns a definition into a declaration. The body moves to a scratch region whose
 * destruction drops its values' uses all at once. */
static void drop_body(MlirOperation fn) {
  MlirRegion scratch = mlirRegionCreate();
  mlirRegionTakeBody(scratch, mlirOperationGetRegion(fn, 0));
  mlirRegionDestroy(scratch);
  MlirContext ctx = mlirOperationGetContext(fn);
  mlirOperationSetInherentAttributeByName(fn, mlirStringRefCreateFromCString("linkage"),
                                          mlirAttributeParseGet(ctx, mlirStringRefCreateFromCString("#llvm.linkage<external>")));
}

bool ofe_function_filtering(OfePassEnv *env, MlirModule module) {
  if (!env->is_device) return true;
  OfeFuncIndex index;
  ofe_func_index_build(&index, env->arena, module);
  size_t n = index.funcs.len;
  Refs r = {&index, ofe_arena_alloc(env->arena, n + 1), ofe_arena_alloc(env->arena, n + 1)};
  for (size_t i = 0; i < n; i++) {
    OfeDeviceType dt;
    OfeCapture cap;
    MlirOperation fn = index.funcs.items[i];
    bool marked = ofe_omp_get_declare_target(env->attrs, fn, &dt, &cap);
    r.keep[i] = !ofe_func_has_body(fn) || (marked && dt != DT_HOST);
  }
  /* what stays may name removed functions: from kept functions and from global initializers */
  for (size_t i = 0; i < n; i++)
    if (r.keep[i] && ofe_func_has_body(index.funcs.items[i])) ofe_walk(index.funcs.items[i], note_ref, &r);
  MlirBlock body = mlirModuleGetBody(module);
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (!ofe_op_is(op, "llvm.func")) ofe_walk(op, note_ref, &r);
  for (size_t i = 0; i < n; i++) {
    if (r.keep[i]) continue;
    MlirOperation fn = index.funcs.items[i];
    if (r.named[i]) {
      drop_body(fn);
      ofe_omp_remove_declare_target(fn);
    } else {
      mlirOperationDestroy(fn);
    }
  }
  return true;
}

MlirPass ofe_create_function_filtering_pass(OfePassEnv *env) {
  return ofe_create_module_pass(env, "FunctionFiltering", "function-filtering",
                                "Remove host-only functions from the device module", ofe_function_filtering);
}
