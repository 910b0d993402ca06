// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t && %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s --check-prefix=DISABLED
// Covers: a region calling a device_type(nohost) function. On the device the device version runs;
// when the region falls back to the host (if(0), or offloading disabled) ompfe's host copy of the
// nohost function is used. clang-19 rejects the program ("function with 'device_type(nohost)' is
// not available on host") unless -fopenmp-offload-mandatory removes the fallback.
#include <omp.h>
#include <stdio.h>

int dev_only(int x) { return x * 2 + 1000 * omp_is_initial_device(); }
#pragma omp declare target to(dev_only) device_type(nohost)

#pragma omp begin declare target device_type(nohost)
int dev_block(int x) { return dev_only(x) + 1; }
#pragma omp end declare target

int main(void) {
  int r[2] = {-1, -1};
#pragma omp target map(tofrom: r)
  {
    r[0] = dev_only(5);
    r[1] = dev_block(5);
  }
  printf("region: %d %d\n", r[0], r[1]);
  // CHECK: region: 10 11
  // DISABLED: region: 1010 1011
  int f = -1;
#pragma omp target map(tofrom: f) if(0)
  { f = dev_block(7); }
  printf("if(0) region: %d\n", f);
  // CHECK-NEXT: if(0) region: 1015
  // DISABLED-NEXT: if(0) region: 1015
  return 0;
}
