// Needs the compiler proper (build/bin/ompfe): one target region, offloaded to the x86_64
// device (lit sets OMP_TARGET_OFFLOAD=MANDATORY), with a mapped result coming back.
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t && %t | FileCheck %s
// The program must run without LD_LIBRARY_PATH: ompcc links with an rpath to LLVM 19's runtime.
// RUN: env -u LD_LIBRARY_PATH %t | FileCheck %s
#include <omp.h>
#include <stdio.h>

int main(void) {
  int on_device = -1, sum = 0;
#pragma omp target map(tofrom: on_device, sum)
  {
    on_device = !omp_is_initial_device();
    for (int i = 1; i <= 10; i++)
      sum += i;
  }
  // CHECK: on_device=1 sum=55
  printf("on_device=%d sum=%d\n", on_device, sum);
  return 0;
}
