/* FunctionFiltering (device compiles only): after marking, a function definition that is not
 * declare target, or is device_type(host), is host code and leaves the device module. So
 * does a variable that is neither declare target (for the device) nor reached from what
 * stays: host code's data (a table of host function pointers, the offload arrays of a
 * launch) would otherwise stay, naming host functions the device image cannot link. A
 * removed function that something kept still names stays as a declaration, so the module
 * stays valid; the rest are erased. On the host nothing is removed: nohost functions remain
 * as the fallback implementation, so a target region may call a nohost function (as in
 * Flang; clang-19 rejects that). */
#include <string.h>

#include "facts/construct_facts.h"
#include "passes/pass_util.h"
#include "passes/passes.h"

typedef struct Refs {
  OfePassEnv *env;
  OfeFuncIndex *index;
  OfeStrMap global_by_name; /* name -> index in globals + 1 */
  OFE_VEC(MlirOperation) globals;
  bool *keep;        /* functions: kept with their body */
  bool *named;       /* functions: referenced from code or data that stays */
  bool *keep_global; /* variables */
  OFE_VEC(MlirOperation) worklist;
} Refs;

static void note_ref(MlirOperation op, void *user) {
  Refs *r = user;
  MlirStringRef target;
  if (!ofe_op_symbol_ref(op, &target)) return;
  long f = ofe_func_index_find(r->index, target);
  if (f >= 0) {
    r->named[f] = true;
    return;
  }
  uintptr_t g = (uintptr_t)ofe_strmap_get(&r->global_by_name, target.data, target.length);
  if (g && !r->keep_global[g - 1]) {
    r->keep_global[g - 1] = true;
    ofe_vec_push(r->env->arena, &r->worklist, r->globals.items[g - 1]);
  }
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

/* Variables the device keeps whatever references them: declare target ones (not host-only
 * ones; a link variable stays as the external declaration its entry is read from) and LLVM's own (llvm.used, llvm.global_ctors: appending lists the back end reads). */
static bool root_global(OfePassEnv *env, MlirOperation g) {
  OfeDeviceType dt;
  OfeCapture cap;
  if (ofe_omp_get_declare_target(env->attrs, g, &dt, &cap)) return dt != DT_HOST;
  MlirStringRef name = ofe_omp_op_name(g);
  return name.length > 5 && strncmp(name.data, "llvm.", 5) == 0;
}

bool ofe_function_filtering(OfePassEnv *env, MlirModule module) {
  if (!env->is_device) return true;
  OfeFuncIndex index;
  ofe_func_index_build(&index, env->arena, module);
  size_t n = index.funcs.len;
  Refs r = {.env = env, .index = &index, .keep = ofe_arena_alloc(env->arena, n + 1), .named = ofe_arena_alloc(env->arena, n + 1)};
  ofe_strmap_init(&r.global_by_name, env->arena);
  MlirBlock body = mlirModuleGetBody(module);
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (!ofe_op_is(op, "llvm.mlir.global")) continue;
    MlirStringRef name = ofe_omp_op_name(op);
    ofe_vec_push(env->arena, &r.globals, op);
    ofe_strmap_put(&r.global_by_name, ofe_arena_strndup(env->arena, name.data, name.length), name.length,
                   (void *)(uintptr_t)r.globals.len);
  }
  r.keep_global = ofe_arena_alloc(env->arena, r.globals.len + 1);
  for (size_t i = 0; i < n; i++) {
    OfeDeviceType dt;
    OfeCapture cap;
    MlirOperation fn = index.funcs.items[i];
    bool marked = ofe_omp_get_declare_target(env->attrs, fn, &dt, &cap);
    /* a declaration stays only when something that stays names it (printf after the host
     * code that called it has gone, for one, does not) */
    r.keep[i] = ofe_func_has_body(fn) && marked && dt != DT_HOST;
  }
  /* what stays, and what it names: kept functions, root variables, the variables they
   * reach (transitively, through initializers), and any other top-level op */
  for (size_t i = 0; i < r.globals.len; i++)
    if (root_global(env, r.globals.items[i])) {
      r.keep_global[i] = true;
      ofe_vec_push(env->arena, &r.worklist, r.globals.items[i]);
    }
  for (size_t i = 0; i < n; i++)
    if (r.keep[i] && ofe_func_has_body(index.funcs.items[i])) ofe_walk(index.funcs.items[i], note_ref, &r);
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (!ofe_op_is(op, "llvm.func") && !ofe_op_is(op, "llvm.mlir.global")) ofe_walk(op, note_ref, &r);
  while (r.worklist.len) ofe_walk(r.worklist.items[--r.worklist.len], note_ref, &r);
  for (size_t i = 0; i < r.globals.len; i++)
    if (!r.keep_global[i]) mlirOperationDestroy(r.globals.items[i]);
  bool recording = ofe_pass_records_functions(env);
  for (size_t i = 0; i < n; i++) {
    if (r.keep[i]) continue;
    MlirOperation fn = index.funcs.items[i];
    if (recording && ofe_func_has_body(fn) && ofe_is_user_function(index.names.items[i]))
      ofe_facts_function(env->facts, index.names.items[i])->dropped = true;
    if (r.named[i]) {
      if (!ofe_func_has_body(fn)) continue;
      drop_body(fn);
      ofe_omp_remove_declare_target(fn);
    } else {
      mlirOperationDestroy(fn);
    }
  }
  return true;
}
