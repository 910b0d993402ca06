// MarkDeclareTarget alone (-passes=mark-declare-target): outlined kernels are nohost roots
// and explicit declare target functions are roots with their own device type; whatever a
// root calls, or takes the address of, transitively, gets the caller's device type; a
// function reached with two device types (host and nohost) becomes `any`; explicit capture
// clauses are kept; functions nothing device-side reaches stay unmarked. Variables are part
// of the graph: the functions named in the initializer of a declare target variable, or of
// a variable device code reaches, are marked (the variable itself is not, unless declared).
// Before and after:
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -emit-mlir -passes=mark-declare-target \
// RUN:   -mlir-print-ir-before=mark-declare-target -mlir-print-ir-after=mark-declare-target %s -o %t.mlir 2> %t.dump
// RUN: FileCheck %s --input-file=%t.dump
// The module written after the pipeline is the one dumped after the pass.
// RUN: FileCheck %s --check-prefix=AFTER --input-file=%t.mlir
// The device compile marks the same way.
// RUN: %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path /dev/null -emit-mlir \
// RUN:   -passes=mark-declare-target %s -o - | FileCheck %s --check-prefix=AFTER

int leaf(int x) { return x + 1; }
int mid(int x) { return leaf(x) * 2; }
int by_address(int x) { return x; }
int host_only(int x) { return x - 1; }
int nohost_fn(int x) { return x * 3; }
#pragma omp declare target to(nohost_fn) device_type(nohost)
int host_fn(int x) { return mid(x); }
#pragma omp declare target to(host_fn) device_type(host)
int entered(int x) { return x; }
#pragma omp declare target enter(entered) device_type(nohost)
int via_entered(int x) { return x; }
int uses_entered(int x) { return entered(x) + via_entered(x); }
int (*pick(void))(int) { return by_address; }
#pragma omp declare target to(pick) device_type(nohost)
int in_dt_table(int x) { return x; }
int in_reached_table(int x) { return x; }
int in_host_table(int x) { return x; }
int (*dt_table[1])(int) = { in_dt_table };
#pragma omp declare target to(dt_table)
int (*reached_table[1])(int) = { in_reached_table };
int (*host_table[1])(int) = { in_host_table };
int reads_table(int x) { return reached_table[0](x); }
#pragma omp declare target to(reads_table) device_type(nohost)

int main(void) {
  int r = 0;
  #pragma omp target map(tofrom: r)
  { r = mid(r) + nohost_fn(r) + uses_entered(r); }
  return r + host_only(r) + host_fn(r) + host_table[0](r);
}

// CHECK-LABEL: // -----// IR Dump Before MarkDeclareTarget (mark-declare-target) //----- //
// CHECK-DAG:  llvm.func @in_dt_table({{.*}}) -> i32 {
// CHECK-DAG:  llvm.func @in_reached_table({{.*}}) -> i32 {
// CHECK:      llvm.func @leaf({{.*}}) -> i32 {
// CHECK:      llvm.func @mid({{.*}}) -> i32 {
// CHECK:      llvm.func @by_address({{.*}}) -> i32 {
// CHECK:      llvm.func @host_only({{.*}}) -> i32 {
// CHECK:      llvm.func @nohost_fn({{.*}}) -> i32 attributes {omp.declare_target = #omp.declaretarget<device_type = (nohost), capture_clause = (to)>} {
// CHECK:      llvm.func @host_fn({{.*}}) -> i32 attributes {omp.declare_target = #omp.declaretarget<device_type = (host), capture_clause = (to)>} {
// CHECK:      llvm.func @entered({{.*}}) -> i32 attributes {omp.declare_target = #omp.declaretarget<device_type = (nohost), capture_clause = (enter)>} {
// CHECK:      llvm.func @via_entered({{.*}}) -> i32 {
// CHECK:      llvm.func @uses_entered({{.*}}) -> i32 {
// CHECK:      llvm.func @pick() -> !llvm.ptr attributes {omp.declare_target = #omp.declaretarget<device_type = (nohost), capture_clause = (to)>} {
// CHECK:      llvm.func @main() -> i32 {
// CHECK:      llvm.func internal @__omp_offloading_{{.*}}_main_l{{[0-9]+}}({{.*}}) attributes {omp.declare_target = #omp.declaretarget<device_type = (nohost), capture_clause = (to)>, ompfe.kernel = {{.*}}} {

// CHECK-LABEL: // -----// IR Dump After MarkDeclareTarget (mark-declare-target) //----- //
// CHECK-NEXT: module
// CHECK:      llvm.func @leaf({{.*}}) -> i32 attributes {omp.declare_target = #omp.declaretarget<device_type = (any), capture_clause = (to)>} {
// CHECK:      llvm.func @host_only({{.*}}) -> i32 {
// AFTER-DAG:  llvm.func @in_dt_table({{.*}}) -> i32 attributes {omp.declare_target = #omp.declaretarget<device_type = (any), capture_clause = (to)>} {
// AFTER-DAG:  llvm.func @in_reached_table({{.*}}) -> i32 attributes {omp.declare_target = #omp.declaretarget<device_type = (nohost), capture_clause = (to)>} {
// AFTER-DAG:  llvm.func @in_host_table({{.*}}) -> i32 {
// AFTER-DAG:  llvm.mlir.global external @dt_table() {{{.*}}omp.declare_target = #omp.declaretarget<device_type = (any), capture_clause = (to)>}
// AFTER-DAG:  llvm.mlir.global external @reached_table() {addr_space = 0 : i32, alignment = 8 : i64} : !llvm.ptr {
// AFTER:      llvm.func @leaf({{.*}}) -> i32 attributes {omp.declare_target = #omp.declaretarget<device_type = (any), capture_clause = (to)>} {
// AFTER:      llvm.func @mid({{.*}}) -> i32 attributes {omp.declare_target = #omp.declaretarget<device_type = (any), capture_clause = (to)>} {
// AFTER:      llvm.func @by_address({{.*}}) -> i32 attributes {omp.declare_target = #omp.declaretarget<device_type = (nohost), capture_clause = (to)>} {
// AFTER:      llvm.func @host_only({{.*}}) -> i32 {
// AFTER:      llvm.func @nohost_fn({{.*}}) -> i32 attributes {omp.declare_target = #omp.declaretarget<device_type = (nohost), capture_clause = (to)>} {
// AFTER:      llvm.func @host_fn({{.*}}) -> i32 attributes {omp.declare_target = #omp.declaretarget<device_type = (host), capture_clause = (to)>} {
// AFTER:      llvm.func @entered({{.*}}) -> i32 attributes {omp.declare_target = #omp.declaretarget<device_type = (nohost), capture_clause = (enter)>} {
// AFTER:      llvm.func @via_entered({{.*}}) -> i32 attributes {omp.declare_target = #omp.declaretarget<device_type = (nohost), capture_clause = (to)>} {
// AFTER:      llvm.func @uses_entered({{.*}}) -> i32 attributes {omp.declare_target = #omp.declaretarget<device_type = (nohost), capture_clause = (to)>} {
// AFTER:      llvm.func @pick() -> !llvm.ptr attributes {omp.declare_target = #omp.declaretarget<device_type = (nohost), capture_clause = (to)>} {
// AFTER:      llvm.func @main() -> i32 {
