// FunctionFiltering: in the device compile, a function definition that is not declare
// target after marking, or is device_type(host), leaves the module; so does a variable that
// is neither declare target nor reached from what stays (host data, such as a table of host
// function pointers, would name functions the device image cannot link). A removed function
// that kept code or data still names stays as a declaration, so the module stays valid. In
// the host compile nothing is removed.
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
// Alone, without marking, only the roots are device code: functions the kernel or the
// declare target table name stay as declarations, the rest goes.
// RUN: %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host.ll -emit-mlir \
// RUN:   -passes=function-filtering %s -o - | FileCheck %s --check-prefix=ALONE
// And the program links and runs (the host-only table does not reach the device image).
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t/prog && %t/prog | FileCheck %s --check-prefix=OUT
// OUT: r=7 host=10

int printf(const char *, ...);
int only_host(int x) { return x - 1; }
int dev_fn(int x) { return x + 1; }
int in_table(int x) { return x * 5; }
int in_host_table(int x) { return x * 3; }
int host_typed(int x) { return x * 7; }
#pragma omp declare target to(host_typed) device_type(host)
int declared_only(int);
int declared_only(int x) { return x; }
typedef int (*fp_t)(int);
fp_t table[2] = { in_table, dev_fn };
#pragma omp declare target to(table)
fp_t host_table[1] = { in_host_table };

int main(void) {
  int r = 1;
  #pragma omp target map(tofrom: r)
  { r = dev_fn(r) + table[0](r); }
  printf("r=%d host=%d\n", r, only_host(r) + host_typed(0) + declared_only(1) + host_table[0](1));
  return 0;
}

// CHECK-LABEL: IR Dump Before FunctionFiltering (function-filtering)
// CHECK-DAG:   llvm.mlir.global external @host_table()
// CHECK-DAG:   llvm.func @only_host(%arg0: i32) -> i32 {
// CHECK-DAG:   llvm.func @in_host_table(%arg0: i32) -> i32 {
// CHECK-DAG:   llvm.func @in_table(%arg0: i32) -> i32 attributes {omp.declare_target = #omp.declaretarget<device_type = (any), capture_clause = (to)>} {
// CHECK-DAG:   llvm.func @host_typed(%arg0: i32) -> i32 attributes {omp.declare_target = #omp.declaretarget<device_type = (host), capture_clause = (to)>} {
// CHECK-DAG:   llvm.func @main() -> i32 {
// CHECK-LABEL: IR Dump After FunctionFiltering (function-filtering)
// CHECK-NOT:   @only_host
// CHECK-NOT:   @host_typed
// CHECK-NOT:   @host_table
// CHECK-NOT:   @in_host_table
// CHECK-NOT:   llvm.func @main
// CHECK-DAG:   llvm.mlir.global external @table()
// CHECK-DAG:   llvm.func @in_table(%arg0: i32) -> i32 attributes {omp.declare_target = #omp.declaretarget<device_type = (any), capture_clause = (to)>} {
// CHECK-DAG:   llvm.func @dev_fn(%arg0: i32) -> i32 attributes {omp.declare_target = #omp.declaretarget<device_type = (any), capture_clause = (to)>} {
// CHECK-DAG:   llvm.func weak_odr protected @__omp_offloading_{{.*}}_main_l{{[0-9]+}}(

// DEVLL-DAG: define i32 @in_table(i32
// DEVLL-DAG: define i32 @dev_fn(i32
// DEVLL-DAG: @table = protected global
// DEVLL-NOT: only_host
// DEVLL-NOT: host_typed
// DEVLL-NOT: host_table
// DEVLL-NOT: define {{.*}} @main(

// HOST-LABEL: IR Dump After FunctionFiltering (function-filtering)
// HOST-DAG:   llvm.mlir.global external @host_table()
// HOST-DAG:   llvm.func @only_host(%arg0: i32) -> i32 {
// HOST-DAG:   llvm.func @in_table(%arg0: i32) -> i32 attributes
// HOST-DAG:   llvm.func @in_host_table(%arg0: i32) -> i32 {
// HOST-DAG:   llvm.func @host_typed(%arg0: i32) -> i32 attributes
// HOST-DAG:   llvm.func @dev_fn(%arg0: i32) -> i32 attributes
// HOST-DAG:   llvm.func @main() -> i32 {

// ALONE-NOT:  @only_host
// ALONE-NOT:  @host_table
// ALONE-NOT:  llvm.func @main
// ALONE-DAG:  llvm.func @dev_fn(i32) -> i32{{$}}
// ALONE-DAG:  llvm.func @in_table(i32) -> i32{{$}}
// ALONE-DAG:  llvm.func weak_odr protected @__omp_offloading_{{.*}}_main_l{{[0-9]+}}(
