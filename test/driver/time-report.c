// -ftime-report names each stage once, in order. With the optimizer (-O1 and up) ompfe frees
// the MLIR module as soon as it is translated (its memory then serves the optimizer: issue
// 16), a stage of its own; at -O0, where only the writer follows, it keeps it (the free cost
// more time than the memory it saved was worth); the C API keeps the module (test/api). The
// output is the same either way: the bitcode here disassembles to the kernel and its entry.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -ftime-report -O2 -emit-llvm-bc %s -o %t/h.bc 2>&1 | FileCheck %s
// RUN: llvm-dis-19 %t/h.bc -o - | FileCheck %s --check-prefix=IR2
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -ftime-report -emit-llvm-bc %s -o %t/h0.bc 2>&1 | FileCheck %s --check-prefix=O0
// RUN: llvm-dis-19 %t/h0.bc -o - | FileCheck %s --check-prefix=IR
// CHECK: ompfe: preprocess
// CHECK-NEXT: ompfe: parse + sema
// CHECK-NEXT: ompfe: emit MLIR
// CHECK-NEXT: ompfe: passes
// CHECK-NEXT: ompfe: translate
// CHECK-NEXT: ompfe: free the MLIR module
// CHECK-NEXT: ompfe: finish
// CHECK: ompfe: write
// O0: ompfe: translate
// O0-NEXT: ompfe: finish
// O0-NOT: free the MLIR module
// IR2: @.__omp_offloading_{{.*}}_main_l{{[0-9]+}}.region_id
// IR: @.__omp_offloading_{{.*}}_main_l{{[0-9]+}}.region_id
// IR: define internal void @__omp_offloading_{{.*}}_main_l{{[0-9]+}}(
int main(void) {
  int x = 0;
#pragma omp target map(tofrom: x)
  x = 1;
  return x - 1;
}
