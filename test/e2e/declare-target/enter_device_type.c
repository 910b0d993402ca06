// RUN: %cmp-clang %s %t -fopenmp-version=52
// Covers: OpenMP 5.2 'declare target enter(list)' with device_type(any|host) and with indirect.
#include <omp.h>
#include <stdio.h>

int base = 7;
#pragma omp declare target enter(base) device_type(any)

int plus_base(int x) { return x + base; }
#pragma omp declare target enter(plus_base) device_type(any)

int host_side(int x) { return x * 11; }
#pragma omp declare target enter(host_side) device_type(host)

int tripled(int x) { return 3 * x + 1000 * omp_is_initial_device(); }
#pragma omp declare target enter(tripled) indirect

int main(void) {
  int (*fp)(int) = tripled;
  int r[3];
#pragma omp target map(from: r)
  {
    base = 8;
    r[0] = plus_base(1);
    r[1] = fp(5);
    r[2] = tripled(6);
  }
  printf("device: %d %d %d\n", r[0], r[1], r[2]);
  printf("host: %d %d %d\n", plus_base(1), host_side(2), fp(5));
  return 0;
}
