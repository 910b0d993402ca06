// FunctionFiltering: in the device compile, a function definition that is not declare
// target after marking, or is device_type(host), leaves the module; one that kept code or
// kept data still names (a device table of function pointers) stays as a declaration, so
// the module stays valid. In the host compile nothing is removed.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -emit-llvm -S %s -o %t/host.ll
// RUN: %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host.ll -emit-mlir \
// RUN:   -passes=mark-declare-target,function-filtering -mlir-print-ir-before=function-filtering \
// RUN:   -mlir-print-ir-after=function-filtering %s -o %t/dev.mlir 2> %t/dev.txt
// RUN: FileCheck %s --input-file=%t/dev.txt
// The device's LLVM IR agrees.
// RUN: %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host.ll -emit-llvm -S %s -o %t/dev.ll
// RUN: FileCheck %s --check-prefix=DEVLL --input-file=%t/dev.ll
// Host: the same passes remove nothing.
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -emit-mlir -passes=mark-declare-target,function-filtering \
// RUN:   -mlir-print-ir-after=function-filtering %s -o %t/host.mlir 2> %t/host.txt
// RUN: FileCheck %s --check-prefix=HOST --input-file=%t/host.txt
// Alone, without marking, only the roots are device code: the kernel's callee stays as a
// declaration (the kernel names it), the rest goes.
// RUN: %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host.ll -emit-mlir \
// RUN:   -passes=function-filtering %s -o - | FileCheck %s --check-prefix=ALONE

int only_host(int x) { return x - 1; }
int dev_fn(int x) { return x + 1; }
int in_table(int x) { return x * 5; }
int host_typed(int x) { return x * 7; }
#pragma omp declare target to(host_typed) device_type(host)
int declared_only(int);
typedef int (*fp_t)(int);
fp_t table[2] = { in_table, dev_fn };
#pragma omp declare target to(table)

int main(void) {
  int r = 0;
  #pragma omp target map(tofrom: r)
  { r = dev_fn(r); }
  return only_host(r) + host_typed(r) + declared_only(r);
}

// CHECK-LABEL: IR Dump Before FunctionFiltering (function-filtering)
// CHECK-DAG:   llvm.func @only_host(%arg0: i32) -> i32 {
// CHECK-DAG:   llvm.func @in_table(%arg0: i32) -> i32 {
// CHECK-DAG:   llvm.func @host_typed(%arg0: i32) -> i32 attributes {omp.declare_target = #omp.declaretarget<device_type = (host), capture_clause = (to)>} {
// CHECK-DAG:   llvm.func @main() -> i32 {
// CHECK-LABEL: IR Dump After FunctionFiltering (function-filtering)
// CHECK-NOT:   @only_host
// CHECK-NOT:   @host_typed
// CHECK-NOT:   llvm.func @main
// CHECK-DAG:   llvm.mlir.addressof @in_table : !llvm.ptr
// CHECK-DAG:   llvm.func @in_table(i32) -> i32{{$}}
// CHECK-DAG:   llvm.func @dev_fn(%arg0: i32) -> i32 attributes {omp.declare_target = #omp.declaretarget<device_type = (nohost), capture_clause = (to)>} {
// CHECK-DAG:   llvm.func weak_odr protected @__omp_offloading_{{.*}}_main_l{{[0-9]+}}(

// DEVLL-DAG: declare i32 @in_table(i32)
// DEVLL-DAG: define i32 @dev_fn(i32
// DEVLL-DAG: @table = global
// DEVLL-NOT: only_host
// DEVLL-NOT: host_typed
// DEVLL-NOT: define {{.*}} @main(

// HOST-LABEL: IR Dump After FunctionFiltering (function-filtering)
// HOST-DAG:   llvm.func @only_host(%arg0: i32) -> i32 {
// HOST-DAG:   llvm.func @in_table(%arg0: i32) -> i32 {
// HOST-DAG:   llvm.func @host_typed(%arg0: i32) -> i32 attributes
// HOST-DAG:   llvm.func @dev_fn(%arg0: i32) -> i32 attributes
// HOST-DAG:   llvm.func @main() -> i32 {

// ALONE-NOT:  @only_host
// ALONE-NOT:  llvm.func @main
// ALONE-DAG:  llvm.func @dev_fn(i32) -> i32{{$}}
// ALONE-DAG:  llvm.func @in_table(i32) -> i32{{$}}
// ALONE-DAG:  llvm.func weak_odr protected @__omp_offloading_{{.*}}_main_l{{[0-9]+}}(
