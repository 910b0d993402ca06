/* count_device_calls: adds a pass of its own to ompfe's pipeline and counts the calls that
 * reach device code. It compiles the file twice in one process, as a driver would: for the
 * host, then for the x86_64 offload device with the host's LLVM module (kept in memory) as
 * the host IR. In the device compile its pass runs right after FunctionFiltering, when only
 * device code is left, and counts every llvm.call there.
 *
 *   usage: count_device_calls <file.c> [ompfe flags...] */
#include <ompfe.h>
#include <stdio.h>
#include <string.h>

#include "llvm-c/Core.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Support.h"

typedef struct CallCounter {
  MlirTypeIDAllocator type_ids; /* each pass needs a TypeID of its own */
  unsigned calls;
  unsigned runs;
} CallCounter;

static MlirStringRef str(const char *s) { return mlirStringRefCreateFromCString(s); }

static bool is_op(MlirOperation op, const char *name) {
  return mlirStringRefEqual(mlirIdentifierStr(mlirOperationGetName(op)), str(name));
}

/* The symbol name of the llvm.func that holds op. */
static MlirStringRef enclosing_function(MlirOperation op) {
  for (MlirOperation p = mlirOperationGetParentOperation(op); !mlirOperationIsNull(p); p = mlirOperationGetParentOperation(p))
    if (is_op(p, "llvm.func")) return mlirStringAttrGetValue(mlirOperationGetAttributeByName(p, str("sym_name")));
  return str("?");
}

static MlirWalkResult count_call(MlirOperation op, void *user_data) {
  CallCounter *counter = user_data;
  if (!is_op(op, "llvm.call")) return MlirWalkResultAdvance;
  counter->calls++;
  MlirStringRef caller = enclosing_function(op);
  MlirAttribute callee = mlirOperationGetAttributeByName(op, str("callee"));
  MlirStringRef name = mlirAttributeIsNull(callee) ? str("(through a pointer)") : mlirFlatSymbolRefAttrGetValue(callee);
  printf("  %.*s -> %.*s\n", (int)caller.length, caller.data, (int)name.length, name.data);
  return MlirWalkResultAdvance;
}

static void run_count(MlirOperation module, MlirExternalPass pass, void *user_data) {
  (void)pass;
  CallCounter *counter = user_data;
  counter->runs++;
  mlirOperationWalk(module, count_call, counter, MlirWalkPreOrder);
}

static void nothing(void *user_data) { (void)user_data; }
static void *same(void *user_data) { return user_data; }

/* The pass factory: the pipeline owns (and destroys) what this returns. */
static MlirPass create_count_pass(void *user_data) {
  CallCounter *counter = user_data;
  MlirExternalPassCallbacks callbacks = {.construct = nothing, .destruct = nothing, .initialize = NULL, .clone = same,
                                         .run = run_count};
  return mlirCreateExternalPass(mlirTypeIDAllocatorAllocateTypeID(counter->type_ids), str("CountDeviceCalls"),
                                str("count-device-calls"), str("counts the calls in device code"), str("builtin.module"),
                                0, NULL, callbacks, counter);
}

static void print_diagnostic(const OmpfeDiagnostic *d, void *user_data) {
  (void)user_data;
  static const char *const level[] = {"error", "warning", "note"};
  if (d->file) fprintf(stderr, "%s:%u:%u: %s: %s\n", d->file, d->line, d->column, level[d->level], d->message);
  else fprintf(stderr, "count_device_calls: %s: %s\n", level[d->level], d->message);
}

static OmpfeCompiler *new_compiler(int argc, const char *const *argv, const char *const *mode, int nmode) {
  OmpfeCompiler *c = ompfe_compiler_create();
  if (!c) return NULL;
  ompfe_compiler_set_diagnostic_handler(c, print_diagnostic, NULL);
  ompfe_compiler_set_stop_after(c, OMPFE_STAGE_FINISH);
  if (ompfe_compiler_add_args(c, nmode, mode) != OMPFE_OK || ompfe_compiler_add_args(c, argc, argv) != OMPFE_OK) {
    ompfe_compiler_destroy(c);
    return NULL;
  }
  return c;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s <file.c> [ompfe flags...]\n", argv[0]);
    return 2;
  }
  const char *const *extra = (const char *const *)argv + 2;
  const char *host_mode[] = {"-fopenmp", "-fopenmp-targets=x86_64-pc-linux-gnu"};
  const char *device_mode[] = {"-fopenmp", "-fopenmp-is-target-device", "-triple", "x86_64-pc-linux-gnu"};
  CallCounter counter = {mlirTypeIDAllocatorCreate(), 0, 0};
  int status = 1;
  LLVMContextRef host_context = NULL;
  LLVMModuleRef host_module = NULL;

  OmpfeCompiler *host = new_compiler(argc - 2, extra, host_mode, 2);
  if (host && ompfe_compile_file(host, argv[1]) == OMPFE_OK)
    host_module = ompfe_compiler_take_llvm_module(host, &host_context); /* ours now */
  ompfe_compiler_destroy(host);

  OmpfeCompiler *device = host_module ? new_compiler(argc - 2, extra, device_mode, 4) : NULL;
  if (device && ompfe_compiler_add_pass(device, OMPFE_PASS_AFTER, "function-filtering", "count-device-calls",
                                        create_count_pass, &counter) == OMPFE_OK) {
    ompfe_compiler_set_host_ir_module(device, host_module);
    printf("calls in device code:\n");
    if (ompfe_compile_file(device, argv[1]) == OMPFE_OK && counter.runs == 1) {
      printf("%u call%s reach device code\n", counter.calls, counter.calls == 1 ? "" : "s");
      status = 0;
    }
  }
  ompfe_compiler_destroy(device);
  if (host_module) LLVMDisposeModule(host_module);
  if (host_context) LLVMContextDispose(host_context);
  mlirTypeIDAllocatorDestroy(counter.type_ids);
  return status;
}
