// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t && %t | FileCheck %s
// Covers: one variable in an `alloc` (or `release`, `delete`) map and a copying map on one
// data directive. libomptarget copies to the device only for the entry that creates the
// mapping (walking the entries first to last) and back only for the one that drops the last
// reference (last to first), so ompfe puts the copying entries ahead of `alloc` and, on exit
// data, behind `release`/`delete`. clang-19 keeps `alloc` first on data directives (and the
// clause order on exit data), so its build never copies here: the CHECK lines state the
// OpenMP result.
#include <stdio.h>

int a[2] = {1, 2}, b[2] = {3, 4}, c[2] = {5, 6}, d[2] = {7, 8};

int main(void) {
  int got[4] = {0};
  #pragma omp target data map(alloc: a) map(to: a)
  {
    #pragma omp target map(from: got[0:1])
    got[0] = a[0] + a[1];
  }
  #pragma omp target enter data map(alloc: b) map(to: b)
  #pragma omp target map(from: got[1:1])
  got[1] = b[0] + b[1];
  #pragma omp target exit data map(release: b)
  printf("data %d enter %d\n", got[0], got[1]);
  // CHECK: data 3 enter 7

  #pragma omp target data map(from: c) map(alloc: c)
  {
    #pragma omp target
    c[0] = 50;
  }
  #pragma omp target enter data map(to: d)
  #pragma omp target
  d[1] = 80;
  #pragma omp target exit data map(from: d) map(release: d)
  printf("c %d d %d\n", c[0], d[1]);
  // CHECK-NEXT: c 50 d 80
  return 0;
}
