// XFAIL: *
// Bug (omp-lowering/target_region.c; the driver links accordingly): with -fopenmp but no
// -fopenmp-targets there is no device to offload to. clang-19 then runs each region's
// outlined body directly on the host, with no __tgt_target_kernel call and no offload
// entries, and the program links without libomptarget. ompfe still emits the launch, the
// entries and !omp_offload.info, so `ompcc -fopenmp prog.c` fails to link
// (undefined reference to `__tgt_target_kernel').
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ompfe -fopenmp -print-offload-entries -emit-llvm -S %s -o %t/host.ll | FileCheck %s --check-prefix=ENTRIES
// RUN: FileCheck %s --input-file=%t/host.ll
// RUN: %ompcc -fopenmp %s -o %t/prog && %t/prog | FileCheck %s --check-prefix=OUT
// ENTRIES: host module: 0 offload entries
// CHECK-NOT: __tgt_target_kernel
// CHECK-NOT: omp_offloading_entries
// CHECK-NOT: !omp_offload.info
// CHECK: call void @__omp_offloading_{{.*}}_main_l{{[0-9]+}}(
// OUT: a=1
int printf(const char *, ...);
int main(void) {
  int a = 0;
  #pragma omp target map(tofrom: a)
  { a++; }
  printf("a=%d\n", a);
  return 0;
}
