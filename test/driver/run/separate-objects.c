// Needs the compiler proper (build/bin/ompfe): two objects compiled separately with -c (only
// one has a target region), then linked by ompcc; the region runs on the device.
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple -c %s -DPART_MAIN -o %t.main.o
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple -c %s -DPART_KERNEL -o %t.kernel.o
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %t.main.o %t.kernel.o -o %t && %t | FileCheck %s
#include <omp.h>
#include <stdio.h>

int scale_on_device(int x, int *on_device);

#ifdef PART_MAIN
int main(void) {
  int on_device = -1;
  int r = scale_on_device(2, &on_device);
  // CHECK: scaled=42 on_device=1
  printf("scaled=%d on_device=%d\n", r, on_device);
  return 0;
}
#endif

#ifdef PART_KERNEL
int scale_on_device(int x, int *on_device) {
  int r = 0, dev = -1;
#pragma omp target map(tofrom: r, dev)
  {
    dev = !omp_is_initial_device();
    r = x * 21;
  }
  *on_device = dev;
  return r;
}
#endif
