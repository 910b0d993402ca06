// Calling a device_type(host) function from device code, directly in a region or through
// functions the region reaches, is an error in the device compile, at the call (line and
// column as written), naming the caller (or the variable whose initializer names it);
// nothing is written. The host compile accepts the
// program: there the region body is the host fallback, which may call host functions.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -emit-llvm -S %s -o %t/host.ll
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -emit-mlir -passes=mark-declare-target %s -o %t/host.mlir
// RUN: sh -c '%ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host.ll -emit-llvm -S %s -o %t/dev.ll; echo "exit=$?"' 2>&1 \
// RUN:   | FileCheck %s --match-full-lines --strict-whitespace
// RUN: test ! -e %t/dev.ll
// The pass alone reports the same.
// RUN: not %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host.ll -emit-mlir \
// RUN:   -passes=mark-declare-target %s -o %t/dev.mlir 2>&1 | FileCheck %s --check-prefix=ALONE
// RUN: test ! -e %t/dev.mlir
// ALONE: error: function 'f_host' is declared device_type(host) and cannot be called from device code (from a target region in 'main')

int f_host(int x) { return x * 2; }
#pragma omp declare target to(f_host) device_type(host)
int (*keep)(int);
// A declare target variable's initializer is device data: reported at the variable.
// CHECK-DAG:{{.*}}mark-declare-target-host-call.c:[[@LINE+1]]:7: error: function 'f_host' is declared device_type(host) and cannot be referenced from device code (from the initializer of 'dev_table')
int (*dev_table[1])(int) = { f_host };
#pragma omp declare target to(dev_table)

int helper(int x) {
// CHECK-DAG:{{.*}}mark-declare-target-host-call.c:[[@LINE+3]]:12: error: function 'f_host' is declared device_type(host) and cannot be called from device code (from 'helper', which runs on the device)
// CHECK-DAG:{{ *[0-9]* \| }}  return   f_host(x) + 1;
// CHECK-DAG:{{ *\| }}           ^
  return   f_host(x) + 1;
}

int takes_address(void) {
// CHECK-DAG:{{.*}}mark-declare-target-host-call.c:[[@LINE+1]]:10: error: function 'f_host' is declared device_type(host) and cannot be referenced from device code (from 'takes_address', which runs on the device)
  keep = f_host;
  return 0;
}

int main(void) {
  int r = 0;
  #pragma omp target map(tofrom: r)
// CHECK-DAG:{{.*}}mark-declare-target-host-call.c:[[@LINE+3]]:9: error: function 'f_host' is declared device_type(host) and cannot be called from device code (from a target region in 'main')
// CHECK-DAG:{{ *[0-9]* \| }}  { r = f_host(r); r += helper(r) + takes_address(); }
// CHECK-DAG:{{ *\| }}        ^
  { r = f_host(r); r += helper(r) + takes_address(); }
  return r + f_host(r);
}
// CHECK:exit=1
