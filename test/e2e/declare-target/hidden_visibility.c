// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t
// RUN: env OMP_TARGET_OFFLOAD=MANDATORY %t 2>&1 | FileCheck %s --implicit-check-not=error
// The variables and functions of a library built with hidden visibility (`#pragma GCC
// visibility push(hidden)`): the device copy of a declare target variable is still found by
// the runtime, which looks it up by name in the device image, because the device makes it
// protected (as clang-19 does), so mapping it with `always` moves the host's value and `target
// update` works. clang-19 refuses the `target update` ("not externally visible"); without
// it, clang-19's build prints 19 twice: its kernel keeps the device's first values. Before the
// device made it protected, ompfe's runtime failed to find 'counter' and printed 19 as well.
// CHECK: 57 0
// CHECK-NEXT: 59
// CHECK-NEXT: 64
#include <omp.h>
#include <stdio.h>

#pragma GCC visibility push(hidden)
#pragma omp declare target
int counter = 5;
int table[4] = {1, 2, 3, 4};
int bump(int x) { return x + counter + table[3]; }
#pragma omp end declare target
int run(int *on_host) {
  int r = 0;
#pragma omp target map(from: r, on_host[0:1]) map(always, to: counter, table)
  {
    r = bump(10);
    on_host[0] = omp_is_initial_device();
  }
  return r;
}
#pragma GCC visibility pop
int main(void) {
  int on_host = -1;
  counter = 7;
  table[3] = 40;
  printf("%d %d\n", run(&on_host), on_host);
  counter = 9;
  printf("%d\n", run(&on_host));
  table[3] = 45;
#pragma omp target update to(table)
  int r = 0;
#pragma omp target map(from: r)
  r = bump(10);
  printf("%d\n", r);
  return 0;
}
