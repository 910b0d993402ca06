// With -fopenmp but no -fopenmp-targets there is no device to offload to. As clang-19 does,
// each region's outlined body is called in place, data directives change nothing, and there
// is no launch, no offload entry and no !omp_offload.info, so the program links without
// libomptarget (and without libompfe_rt).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ompfe -fopenmp -print-offload-entries -emit-llvm -S %s -o %t/host.ll | FileCheck %s --check-prefix=ENTRIES
// RUN: FileCheck %s --input-file=%t/host.ll --implicit-check-not=__tgt_ --implicit-check-not=omp_offloading_entries \
// RUN:   --implicit-check-not=omp_offload.info --implicit-check-not=ompfe_register
// RUN: %ompcc -fopenmp %s -o %t/prog && %t/prog | FileCheck %s --check-prefix=OUT
// ENTRIES: host module: 0 offload entries
// CHECK: call void @__omp_offloading_{{.*}}_main_l{{[0-9]+}}(
// OUT: a=1 g=8 b=11
int printf(const char *, ...);
int g = 7;
#pragma omp declare target to(g)
int main(void) {
  int a = 0, b = 10;
  #pragma omp target data map(tofrom: b)
  {
    #pragma omp target map(tofrom: a)
    { a++; g++; }
    #pragma omp target update to(b)
    b++;
  }
  #pragma omp target enter data map(to: b)
  printf("a=%d g=%d b=%d\n", a, g, b);
  return 0;
}
