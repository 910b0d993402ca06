// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t && %t | FileCheck %s
// Covers: 'indirect(1)' (and a constant expression that is true) means the same as 'indirect':
// pointers to these functions, captured or mapped as data, call the device versions (x + 100 ...;
// a host version would add 1000). clang-19 ignores the argument and calls the host versions.
#include <omp.h>
#include <stdio.h>

int one(int x) { return x + 100 + 1000 * omp_is_initial_device(); }
#pragma omp declare target to(one) indirect(1)

#pragma omp begin declare target indirect(2 > 1)
int two(int x) { return x + 200 + 1000 * omp_is_initial_device(); }
#pragma omp end declare target

typedef int (*fn_t)(int);

int main(void) {
  fn_t a = one, b = two;
  fn_t both[2] = {one, two};
  int r[4];
#pragma omp target map(from: r) map(to: both)
  {
    r[0] = a(1);
    r[1] = b(1);
    r[2] = both[0](2);
    r[3] = both[1](2);
  }
  printf("device: %d %d %d %d\n", r[0], r[1], r[2], r[3]);
  // CHECK: device: 101 201 102 202
  printf("host: %d %d\n", a(1), both[1](2));
  // CHECK-NEXT: host: 1101 1202
  return 0;
}
