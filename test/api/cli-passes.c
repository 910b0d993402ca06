// The command line's view of the pipeline that the API's hooks extend: -passes= chooses the
// passes, -mlir-print-ir-before=/-after= (argument or pass name) and the -all forms dump the
// module around them, to stderr.
// RUN: rm -rf %t && mkdir -p %t && cd %t

// Default pipeline, dumps around one pass, by argument and by name:
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-mlir %s -o /dev/null \
// RUN:   -mlir-print-ir-before=mark-declare-target -mlir-print-ir-after=MarkDeclareTarget 2>&1 | FileCheck %s --check-prefix=AROUND
// AROUND: // -----// IR Dump Before MarkDeclareTarget (mark-declare-target) //----- //
// AROUND: llvm.func @reached(%arg0: i32) -> i32 {
// AROUND: // -----// IR Dump After MarkDeclareTarget (mark-declare-target) //----- //
// AROUND: llvm.func @reached(%arg0: i32) -> i32 attributes {omp.declare_target = #omp.declaretarget<device_type = (nohost), capture_clause = (to)>}
// AROUND-NOT: IR Dump

// All of them, in pipeline order:
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-mlir %s -o /dev/null -mlir-print-ir-before-all -mlir-print-ir-after-all 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ALL
// ALL: IR Dump Before MarkDeclareTarget (mark-declare-target)
// ALL: IR Dump After MarkDeclareTarget (mark-declare-target)
// ALL: IR Dump Before FunctionFiltering (function-filtering)
// ALL: IR Dump After FunctionFiltering (function-filtering)
// ALL: IR Dump Before IndirectCalls (indirect-calls)
// ALL: IR Dump After IndirectCalls (indirect-calls)
// ALL-NOT: IR Dump

// -passes= with no pass: nothing is marked; with one pass, only it runs and is dumped.
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-mlir %s -o - -passes= 2>&1 | FileCheck %s --check-prefix=NONE
// NONE-NOT: IR Dump
// NONE: llvm.func @reached(%arg0: i32) -> i32 {
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-mlir %s -o /dev/null -passes=mark-declare-target \
// RUN:   -mlir-print-ir-after-all 2>&1 | FileCheck %s --check-prefix=ONE
// ONE: IR Dump After MarkDeclareTarget (mark-declare-target)
// ONE-NOT: IR Dump

// In a device compile, function-filtering removes host code: dumped before and after.
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm-bc %s -o %t/host.bc
// RUN: %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host.bc -emit-mlir %s -o /dev/null \
// RUN:   -mlir-print-ir-before=function-filtering -mlir-print-ir-after=function-filtering 2>&1 | FileCheck %s --check-prefix=FILTER
// FILTER: IR Dump Before FunctionFiltering (function-filtering)
// FILTER: llvm.func @host_only()
// FILTER: IR Dump After FunctionFiltering (function-filtering)
// FILTER-NOT: llvm.func @host_only()
// FILTER: llvm.func @reached(

// Unknown passes are errors, before anything runs.
// RUN: not %ompfe -fopenmp -emit-mlir %s -o /dev/null -passes=mark-declare-target,no-such-pass 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: ompfe: error: unknown pass 'no-such-pass' in -passes= (known: mark-declare-target, function-filtering, indirect-calls)

int reached(int x) { return x + 1; }
int host_only(void) { return 7; }

int main(void) {
  int r = host_only();
#pragma omp target map(tofrom: r)
  r = reached(r);
  return r == 8 ? 0 : 1;
}
