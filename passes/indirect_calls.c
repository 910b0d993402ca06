/* IndirectCalls (device compiles only): a function pointer that reaches device code may hold
 * a host address (a table copied as data, a pointer passed by value); calling it there would
 * run the host's code. Every call through a pointer therefore first passes the pointer
 * through __kmpc_target_translate_fptr, which maps the host address of an `indirect`
 * function to its device address and returns any other pointer unchanged, with the call's
 * "file:line:col" for the error it gives when the pointer is a host function it cannot
 * translate (offload-info/fptr_table.c). The pass only rewrites calls; the table behind the
 * lookup is the runtime's (runtime-abi/ompfe_rt.c). */
#include "emit/abi_fixup.h"
#include "emit/mlir_build.h"
#include "passes/pass_util.h"
#include "passes/passes.h"
#include "runtime-abi/abi.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Dialect/LLVM.h"
#include "support/strmap.h"

#include <string.h>

typedef struct Calls {
  OfeArena *arena;
  OFE_VEC(MlirOperation) indirect;
} Calls;

static void find_indirect(MlirOperation op, void *user) {
  Calls *c = user;
  if (!ofe_op_is(op, "llvm.call")) return;
  if (!mlirAttributeIsNull(mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("callee")))) return;
  ofe_vec_push(c->arena, &c->indirect, op);
}


/* Declares `ptr __kmpc_target_translate_fptr(ptr fp, ptr call_site)` in the module
 * (offload-info/fptr_table.c defines it). */
static void declare_translate(MlirModule module, MlirType ptr) {
  MlirContext ctx = mlirModuleGetContext(module);
  MlirBlock body = mlirModuleGetBody(module);
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (ofe_op_is(op, "llvm.func") && mlirStringRefEqual(mlirStringAttrGetValue(mlirOperationGetAttributeByName(op, ofe_str("sym_name"))), ofe_str(OFE_RTL_TRANSLATE_FPTR)))
      return;
  MlirType params[] = {ptr, ptr};
  MlirType ft = mlirLLVMFunctionTypeGet(ptr, 2, params, false);
  MlirNamedAttribute a[] = {
    mlirNamedAttributeGet(mlirIdentifierGet(ctx, ofe_str("sym_name")), mlirStringAttrGet(ctx, ofe_str(OFE_RTL_TRANSLATE_FPTR))),
    mlirNamedAttributeGet(mlirIdentifierGet(ctx, ofe_str("function_type")), mlirTypeAttrGet(ft)),
    mlirNamedAttributeGet(mlirIdentifierGet(ctx, ofe_str("linkage")), mlirAttributeParseGet(ctx, ofe_str("#llvm.linkage<external>"))),
  };
  MlirOperationState st = mlirOperationStateGet(ofe_str("llvm.func"), mlirLocationUnknownGet(ctx));
  mlirOperationStateAddAttributes(&st, 3, a);
  MlirRegion r = mlirRegionCreate();
  mlirOperationStateAddOwnedRegions(&st, 1, &r);
  mlirBlockAppendOwnedOperation(body, mlirOperationCreate(&st));
}

/* The address of a constant string naming the call's place, "file:line:col" (one global per
 * place, made at the module's end), inserted before `before`. */
static MlirValue call_site(OfePassEnv *env, MlirModule module, OfeStrMap *sites, MlirOperation call, MlirOperation before) {
  MlirContext ctx = mlirModuleGetContext(module);
  const char *file;
  unsigned line, col;
  ofe_omp_op_position(call, env->arena, &file, &line, &col);
  const char *text = file ? ofe_arena_printf(env->arena, "%s:%u:%u", file, line, col) : "<unknown>";
  const char *name = ofe_strmap_get(sites, text, strlen(text));
  if (!name) {
    name = ofe_arena_printf(env->arena, ".ompfe.call_site.%zu", sites->len);
    ofe_strmap_put(sites, text, strlen(text), (void *)name);
    size_t size = strlen(text) + 1;
    MlirNamedAttribute a[] = {
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, ofe_str("sym_name")), mlirStringAttrGet(ctx, ofe_str(name))),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, ofe_str("global_type")),
                            mlirTypeAttrGet(mlirLLVMArrayTypeGet(mlirIntegerTypeGet(ctx, 8), (unsigned)size))),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, ofe_str("linkage")), mlirAttributeParseGet(ctx, ofe_str("#llvm.linkage<private>"))),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, ofe_str("constant")), mlirUnitAttrGet(ctx)),
      mlirNamedAttributeGet(mlirIdentifierGet(ctx, ofe_str("value")), mlirStringAttrGet(ctx, mlirStringRefCreate(text, size))),
    };
    MlirOperationState st = mlirOperationStateGet(ofe_str("llvm.mlir.global"), mlirLocationUnknownGet(ctx));
    mlirOperationStateAddAttributes(&st, 5, a);
    MlirRegion r = mlirRegionCreate();
    mlirOperationStateAddOwnedRegions(&st, 1, &r);
    mlirBlockAppendOwnedOperation(mlirModuleGetBody(module), mlirOperationCreate(&st));
  }
  MlirType ptr = mlirLLVMPointerTypeGet(ctx, 0);
  MlirNamedAttribute ref = mlirNamedAttributeGet(mlirIdentifierGet(ctx, ofe_str("global_name")), mlirFlatSymbolRefAttrGet(ctx, ofe_str(name)));
  MlirOperationState st = mlirOperationStateGet(ofe_str("llvm.mlir.addressof"), mlirOperationGetLocation(call));
  mlirOperationStateAddResults(&st, 1, &ptr);
  mlirOperationStateAddAttributes(&st, 1, &ref);
  MlirOperation addr = mlirOperationCreate(&st);
  mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(before), before, addr);
  return mlirOperationGetResult(addr, 0);
}

bool ofe_indirect_calls(OfePassEnv *env, MlirModule module) {
  if (!env->is_device) return true;
  Calls c = {env->arena, {0}};
  /* device code is what is declare target for the device (as FunctionFiltering keeps it):
   * run alone, before filtering, the pass leaves the host functions still in the module be */
  MlirBlock body = mlirModuleGetBody(module);
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    OfeDeviceType dt;
    OfeCapture cap;
    if (ofe_op_is(op, "llvm.func") && ofe_omp_get_declare_target(env->attrs, op, &dt, &cap) && dt != DT_HOST)
      ofe_walk(op, find_indirect, &c);
  }
  if (!c.indirect.len) return true;
  MlirContext ctx = mlirModuleGetContext(module);
  MlirType ptr = mlirLLVMPointerTypeGet(ctx, 0);
  declare_translate(module, ptr);
  MlirAttribute callee = mlirFlatSymbolRefAttrGet(ctx, ofe_str(OFE_RTL_TRANSLATE_FPTR));
  MlirNamedAttribute ca = mlirNamedAttributeGet(mlirIdentifierGet(ctx, ofe_str("callee")), callee);
  OfeStrMap sites;
  ofe_strmap_init(&sites, env->arena);
  for (size_t i = 0; i < c.indirect.len; i++) {
    MlirOperation call = c.indirect.items[i], site_of = call;
    /* a pointer marked with its call's ABI attributes (abi_fixup.h) is translated under the
     * mark, which the call must keep seeing */
    MlirValue callee_ptr = mlirOperationGetOperand(call, 0);
    MlirStringRef sym;
    if (mlirValueIsAOpResult(callee_ptr) && ofe_op_is(mlirOpResultGetOwner(callee_ptr), "llvm.call") &&
        ofe_op_symbol_ref(mlirOpResultGetOwner(callee_ptr), &sym) && mlirStringRefEqual(sym, ofe_str(OFE_ABI_CALLEE_MARKER)))
      call = mlirOpResultGetOwner(callee_ptr);
    MlirValue args[] = {mlirOperationGetOperand(call, 0), call_site(env, module, &sites, site_of, call)};
    MlirOperationState st = mlirOperationStateGet(ofe_str("llvm.call"), mlirOperationGetLocation(call));
    mlirOperationStateAddResults(&st, 1, &ptr);
    mlirOperationStateAddOperands(&st, 2, args);
    mlirOperationStateAddAttributes(&st, 1, &ca);
    MlirOperation translate = mlirOperationCreate(&st);
    mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(call), call, translate);
    mlirOperationSetOperand(call, 0, mlirOperationGetResult(translate, 0));
  }
  return true;
}
