/* IndirectCalls (device compiles only): a function pointer that reaches device code may hold
 * a host address (a table copied as data, a pointer passed by value); calling it there would
 * run the host's code. Every call through a pointer therefore first passes the pointer
 * through __kmpc_target_translate_fptr, which maps the host address of an `indirect`
 * function to its device address and returns any other pointer unchanged (runtime-abi/
 * provides it). The pass only rewrites calls; the table behind the lookup is runtime-abi's. */
#include "emit/abi_fixup.h"
#include "emit/mlir_build.h"
#include "passes/pass_util.h"
#include "passes/passes.h"
#include "runtime-abi/abi.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Dialect/LLVM.h"

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


/* Declares `ptr __kmpc_target_translate_fptr(ptr)` in the module (runtime-abi defines it). */
static void declare_translate(MlirModule module, MlirType ptr) {
  MlirContext ctx = mlirModuleGetContext(module);
  MlirBlock body = mlirModuleGetBody(module);
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op))
    if (ofe_op_is(op, "llvm.func") && mlirStringRefEqual(mlirStringAttrGetValue(mlirOperationGetAttributeByName(op, ofe_str("sym_name"))), ofe_str(OFE_RTL_TRANSLATE_FPTR)))
      return;
  MlirType ft = mlirLLVMFunctionTypeGet(ptr, 1, &ptr, false);
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
  for (size_t i = 0; i < c.indirect.len; i++) {
    MlirOperation call = c.indirect.items[i];
    /* a pointer marked with its call's ABI attributes (abi_fixup.h) is translated under the
     * mark, which the call must keep seeing */
    MlirValue callee_ptr = mlirOperationGetOperand(call, 0);
    MlirStringRef sym;
    if (mlirValueIsAOpResult(callee_ptr) && ofe_op_is(mlirOpResultGetOwner(callee_ptr), "llvm.call") &&
        ofe_op_symbol_ref(mlirOpResultGetOwner(callee_ptr), &sym) && mlirStringRefEqual(sym, ofe_str(OFE_ABI_CALLEE_MARKER)))
      call = mlirOpResultGetOwner(callee_ptr);
    MlirValue fp = mlirOperationGetOperand(call, 0);
    MlirOperationState st = mlirOperationStateGet(ofe_str("llvm.call"), mlirOperationGetLocation(call));
    mlirOperationStateAddResults(&st, 1, &ptr);
    mlirOperationStateAddOperands(&st, 1, &fp);
    mlirOperationStateAddAttributes(&st, 1, &ca);
    MlirOperation translate = mlirOperationCreate(&st);
    mlirBlockInsertOwnedOperationBefore(mlirOperationGetBlock(call), call, translate);
    mlirOperationSetOperand(call, 0, mlirOperationGetResult(translate, 0));
  }
  return true;
}
