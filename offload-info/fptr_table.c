/* fptr_table: the device half of __kmpc_target_translate_fptr, and the globals both halves
 * share. A module that declares an indirect function or makes an indirect call from device
 * code gets, on both sides, the weak globals __omp_offloading_fptr_map_p (the table of
 * {host, device} pairs, sorted by host address) and __omp_offloading_fptr_map_size with
 * offload entries, so the host can find their device copies; the device module also gets the
 * lookup itself, a binary search that returns an unknown pointer unchanged. The host fills
 * the table (ompfe_rt.c), and after its pairs one more: the bounds of the host's code. On the
 * x86_64 device, which shares the host's address space, an unknown pointer inside them is a
 * host function the table cannot translate (device_type(host), or not `indirect`): calling it
 * would run the host's code on host data, so the lookup reports the call site and aborts.
 * A GPU's addresses cannot be compared with the host's; calling a host address faults there. */
#include "offload-info/fptr_table.h"

#include <string.h>

#include "llvm-c/Core.h"
#include "mlir-c/BuiltinAttributes.h"
#include "passes/pass_util.h"
#include "runtime-abi/abi.h"

typedef struct Scan {
  const OfeOmpAttrs *attrs;
  bool found;
} Scan;

static void find_indirect_call(MlirOperation op, void *user) {
  Scan *s = user;
  if (s->found || !ofe_op_is(op, "llvm.call")) return;
  if (mlirAttributeIsNull(mlirOperationGetAttributeByName(op, mlirStringRefCreateFromCString("callee")))) s->found = true;
}

bool ofe_fptr_table_needed(const OfeOmpAttrs *attrs, MlirModule module) {
  Scan s = {attrs, false};
  MlirBlock body = mlirModuleGetBody(module);
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op) && !s.found;
       op = mlirOperationGetNextInBlock(op)) {
    if (!ofe_op_is(op, "llvm.func")) continue;
    if (!mlirAttributeIsNull(mlirOperationGetDiscardableAttributeByName(op, mlirStringRefCreateFromCString("ompfe.indirect"))))
      return true;
    OfeDeviceType dt;
    OfeCapture cap;
    if (ofe_omp_get_declare_target(attrs, op, &dt, &cap) && dt != DT_HOST && ofe_func_has_body(op))
      ofe_walk(op, find_indirect_call, &s);
  }
  return s.found;
}

void ofe_fptr_table_add_entries(OfeOffloadRegistry *r) {
  const char *names[] = {OFE_FPTR_MAP_P, OFE_FPTR_MAP_SIZE};
  for (int i = 0; i < 2; i++) {
    OfeOffloadEntry e = {.kind = OFE_ENTRY_GLOBAL, .name = names[i], .symbol = names[i], .target = names[i],
                         .has_entry = true, .file = "<ompfe runtime>", .order = (unsigned)r->entries.len};
    ofe_vec_push(r->arena, &r->entries, e);
  }
}

static LLVMValueRef weak_global(LLVMModuleRef m, const char *name, LLVMTypeRef t, bool device) {
  LLVMValueRef g = LLVMGetNamedGlobal(m, name);
  if (g) return g;
  g = LLVMAddGlobal(m, t, name);
  LLVMSetInitializer(g, LLVMConstNull(t));
  LLVMSetLinkage(g, LLVMWeakAnyLinkage);
  LLVMSetAlignment(g, 8);
  if (device) LLVMSetVisibility(g, LLVMProtectedVisibility);
  return g;
}

void ofe_fptr_table_host(LLVMModuleRef m) {
  LLVMContextRef c = LLVMGetModuleContext(m);
  weak_global(m, OFE_FPTR_MAP_P, LLVMPointerTypeInContext(c, 0), false);
  weak_global(m, OFE_FPTR_MAP_SIZE, LLVMInt64TypeInContext(c), false);
}

/* The not-found path on a device that shares the host's address space: an error when `fp`
 * lies in the host's code (the pair after the table's last, when the host filled it). */
static void report_host_function(LLVMModuleRef m, LLVMBuilderRef b, LLVMValueRef fn, LLVMValueRef t, LLVMValueRef n,
                                 LLVMValueRef key, LLVMBasicBlockRef unchanged) {
  LLVMContextRef c = LLVMGetModuleContext(m);
  LLVMTypeRef ptr = LLVMPointerTypeInContext(c, 0), i64 = LLVMInt64TypeInContext(c), i32 = LLVMInt32TypeInContext(c);
  LLVMTypeRef i8 = LLVMInt8TypeInContext(c);
  LLVMBasicBlockRef check = LLVMAppendBasicBlockInContext(c, fn, "host_code");
  LLVMBasicBlockRef report = LLVMAppendBasicBlockInContext(c, fn, "host_function");
  LLVMBuildCondBr(b, LLVMBuildIsNull(b, t, "no_table"), unchanged, check);
  LLVMPositionBuilderAtEnd(b, check);
  LLVMValueRef bounds = LLVMBuildGEP2(b, i8, t, (LLVMValueRef[]){LLVMBuildMul(b, n, LLVMConstInt(i64, 16, false), "")}, 1, "bounds");
  LLVMValueRef lo = LLVMBuildPtrToInt(b, LLVMBuildLoad2(b, ptr, bounds, "code_begin"), i64, "");
  LLVMValueRef end_slot = LLVMBuildGEP2(b, i8, bounds, (LLVMValueRef[]){LLVMConstInt(i64, 8, false)}, 1, "");
  LLVMValueRef hi = LLVMBuildPtrToInt(b, LLVMBuildLoad2(b, ptr, end_slot, "code_end"), i64, "");
  LLVMValueRef inside = LLVMBuildAnd(b, LLVMBuildICmp(b, LLVMIntUGE, key, lo, ""), LLVMBuildICmp(b, LLVMIntULT, key, hi, ""), "in_host_code");
  LLVMBuildCondBr(b, inside, report, unchanged);
  LLVMPositionBuilderAtEnd(b, report);
  LLVMValueRef fmt = LLVMBuildGlobalStringPtr(
      b, "%s: error: device code called the host function at %p through a pointer; only an 'indirect' declare target "
         "function can be called through a pointer the host made\n", ".ompfe.host_function_called");
  LLVMTypeRef dprintf_t = LLVMFunctionType(i32, (LLVMTypeRef[]){i32, ptr}, 2, true);
  LLVMValueRef dprintf_fn = LLVMGetNamedFunction(m, "dprintf");
  if (!dprintf_fn) dprintf_fn = LLVMAddFunction(m, "dprintf", dprintf_t);
  LLVMBuildCall2(b, dprintf_t, dprintf_fn, (LLVMValueRef[]){LLVMConstInt(i32, 2, false), fmt, LLVMGetParam(fn, 1), LLVMGetParam(fn, 0)}, 4, "");
  LLVMTypeRef abort_t = LLVMFunctionType(LLVMVoidTypeInContext(c), NULL, 0, false);
  LLVMValueRef abort_fn = LLVMGetNamedFunction(m, "abort");
  if (!abort_fn) abort_fn = LLVMAddFunction(m, "abort", abort_t);
  LLVMBuildCall2(b, abort_t, abort_fn, NULL, 0, "");
  LLVMBuildUnreachable(b);
}

void ofe_fptr_table_device(LLVMModuleRef m, bool shares_host_addresses) {
  LLVMContextRef c = LLVMGetModuleContext(m);
  LLVMTypeRef ptr = LLVMPointerTypeInContext(c, 0), i64 = LLVMInt64TypeInContext(c);
  LLVMValueRef table = weak_global(m, OFE_FPTR_MAP_P, ptr, true);
  LLVMValueRef size = weak_global(m, OFE_FPTR_MAP_SIZE, i64, true);
  LLVMTypeRef ft = LLVMFunctionType(ptr, (LLVMTypeRef[]){ptr, ptr}, 2, false);
  LLVMValueRef fn = LLVMGetNamedFunction(m, OFE_RTL_TRANSLATE_FPTR);
  if (!fn) fn = LLVMAddFunction(m, OFE_RTL_TRANSLATE_FPTR, ft);
  if (LLVMCountBasicBlocks(fn)) return;
  LLVMSetLinkage(fn, LLVMWeakODRLinkage);
  LLVMSetVisibility(fn, LLVMHiddenVisibility);
  LLVMValueRef fp = LLVMGetParam(fn, 0);
  LLVMBasicBlockRef entry = LLVMAppendBasicBlockInContext(c, fn, "entry");
  LLVMBasicBlockRef loop = LLVMAppendBasicBlockInContext(c, fn, "search");
  LLVMBasicBlockRef body = LLVMAppendBasicBlockInContext(c, fn, "probe");
  LLVMBasicBlockRef found = LLVMAppendBasicBlockInContext(c, fn, "found");
  LLVMBasicBlockRef next = LLVMAppendBasicBlockInContext(c, fn, "narrow");
  LLVMBasicBlockRef missing = LLVMAppendBasicBlockInContext(c, fn, "not_found");
  LLVMBuilderRef b = LLVMCreateBuilderInContext(c);
  LLVMPositionBuilderAtEnd(b, entry);
  LLVMValueRef t = LLVMBuildLoad2(b, ptr, table, "table");
  LLVMValueRef n = LLVMBuildLoad2(b, i64, size, "n");
  LLVMValueRef key = LLVMBuildPtrToInt(b, fp, i64, "key");
  LLVMBuildBr(b, loop);
  /* [lo, hi) holds the candidates */
  LLVMPositionBuilderAtEnd(b, loop);
  LLVMValueRef lo = LLVMBuildPhi(b, i64, "lo"), hi = LLVMBuildPhi(b, i64, "hi");
  LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntULT, lo, hi, "more"), body, missing);
  LLVMPositionBuilderAtEnd(b, body);
  LLVMValueRef mid = LLVMBuildLShr(b, LLVMBuildAdd(b, lo, hi, ""), LLVMConstInt(i64, 1, false), "mid");
  LLVMValueRef pair = LLVMBuildGEP2(b, LLVMInt8TypeInContext(c), t, (LLVMValueRef[]){LLVMBuildMul(b, mid, LLVMConstInt(i64, 16, false), "")}, 1, "pair");
  LLVMValueRef host = LLVMBuildPtrToInt(b, LLVMBuildLoad2(b, ptr, pair, "host"), i64, "");
  LLVMBuildCondBr(b, LLVMBuildICmp(b, LLVMIntEQ, host, key, ""), found, next);
  LLVMPositionBuilderAtEnd(b, found);
  LLVMValueRef dev_slot = LLVMBuildGEP2(b, LLVMInt8TypeInContext(c), pair, (LLVMValueRef[]){LLVMConstInt(i64, 8, false)}, 1, "");
  LLVMBuildRet(b, LLVMBuildLoad2(b, ptr, dev_slot, "device"));
  LLVMPositionBuilderAtEnd(b, next);
  LLVMValueRef below = LLVMBuildICmp(b, LLVMIntULT, host, key, "");
  LLVMValueRef new_lo = LLVMBuildSelect(b, below, LLVMBuildAdd(b, mid, LLVMConstInt(i64, 1, false), ""), lo, "");
  LLVMValueRef new_hi = LLVMBuildSelect(b, below, hi, mid, "");
  LLVMBuildBr(b, loop);
  LLVMPositionBuilderAtEnd(b, missing);
  if (shares_host_addresses) {
    LLVMBasicBlockRef unchanged = LLVMAppendBasicBlockInContext(c, fn, "unchanged");
    report_host_function(m, b, fn, t, n, key, unchanged);
    LLVMPositionBuilderAtEnd(b, unchanged);
  }
  LLVMBuildRet(b, fp);
  LLVMAddIncoming(lo, (LLVMValueRef[]){LLVMConstInt(i64, 0, false), new_lo}, (LLVMBasicBlockRef[]){entry, next}, 2);
  LLVMAddIncoming(hi, (LLVMValueRef[]){n, new_hi}, (LLVMBasicBlockRef[]){entry, next}, 2);
  LLVMDisposeBuilder(b);
}
