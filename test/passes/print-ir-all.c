// -mlir-print-ir-before-all / -after-all dump the module around every pass of the pipeline,
// in order; -mlir-print-ir-before=/-after= name one pass (by argument or by name). The
// dumps show the omp.declare_target attributes as each pass leaves them: on the device,
// `helper` is marked by MarkDeclareTarget, `host_side` removed by FunctionFiltering, and the
// call through `fp` translated by IndirectCalls.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -emit-llvm -S %s -o %t/host.ll
// RUN: %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host.ll -emit-mlir \
// RUN:   -mlir-print-ir-before-all -mlir-print-ir-after-all %s -o %t/dev.mlir 2> %t/all.txt
// RUN: FileCheck %s --input-file=%t/all.txt
// RUN: %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host.ll -emit-mlir \
// RUN:   -mlir-print-ir-before=FunctionFiltering -mlir-print-ir-after=indirect-calls %s -o %t/dev.mlir 2> %t/one.txt
// RUN: FileCheck %s --check-prefix=ONE --input-file=%t/one.txt
// The host compile runs the same pipeline; FunctionFiltering and IndirectCalls leave it as is.
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -emit-mlir -mlir-print-ir-after-all %s -o %t/host.mlir 2> %t/host.txt
// RUN: FileCheck %s --check-prefix=HOST --input-file=%t/host.txt
// An unknown pass name is an error.
// RUN: not %ompfe -fopenmp -emit-mlir -passes=mark-declare-target,bogus %s -o %t/x.mlir 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: test ! -e %t/x.mlir
// BAD: ompfe: error: unknown pass 'bogus' in -passes= (known: mark-declare-target, function-filtering, indirect-calls)

int helper(int x) { return x + 1; }
int host_side(int x) { return x * 2; }
typedef int (*fp_t)(int);

int main(void) {
  int r = 1;
  fp_t fp = helper;
  #pragma omp target map(tofrom: r)
  { r = helper(r) + fp(r); }
  return host_side(r);
}

// CHECK-LABEL: IR Dump Before MarkDeclareTarget (mark-declare-target)
// CHECK:       llvm.func @helper(%arg0: i32) -> i32 {
// CHECK-LABEL: IR Dump After MarkDeclareTarget (mark-declare-target)
// CHECK:       llvm.func @helper(%arg0: i32) -> i32 attributes {omp.declare_target = #omp.declaretarget<device_type = (nohost), capture_clause = (to)>} {
// CHECK:       llvm.func @host_side(
// CHECK-LABEL: IR Dump Before FunctionFiltering (function-filtering)
// CHECK:       llvm.func @host_side(
// CHECK-LABEL: IR Dump After FunctionFiltering (function-filtering)
// CHECK-NOT:   llvm.func @host_side(
// CHECK-NOT:   llvm.func @main(
// CHECK:       llvm.call %{{[0-9]+}}(%{{[0-9]+}}) : !llvm.ptr, (i32) -> i32
// CHECK-LABEL: IR Dump Before IndirectCalls (indirect-calls)
// CHECK-NOT:   __kmpc_target_translate_fptr
// CHECK-LABEL: IR Dump After IndirectCalls (indirect-calls)
// CHECK:       %[[FP:[0-9]+]] = llvm.call @__kmpc_target_translate_fptr(%{{[0-9]+}}, %{{[0-9]+}}) : (!llvm.ptr, !llvm.ptr) -> !llvm.ptr
// CHECK-NEXT:  llvm.call %[[FP]](%{{[0-9]+}}) : !llvm.ptr, (i32) -> i32
// CHECK-NOT:   IR Dump

// ONE-NOT:     IR Dump
// ONE:         IR Dump Before FunctionFiltering (function-filtering)
// ONE-NOT:     IR Dump
// ONE:         IR Dump After IndirectCalls (indirect-calls)
// ONE-NOT:     IR Dump

// HOST:        IR Dump After MarkDeclareTarget (mark-declare-target)
// HOST:        IR Dump After FunctionFiltering (function-filtering)
// HOST:        llvm.func @host_side(
// HOST:        llvm.func @main(
// HOST:        IR Dump After IndirectCalls (indirect-calls)
// HOST-NOT:    __kmpc_target_translate_fptr
