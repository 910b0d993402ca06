// RUN: %cmp-clang %s %t
// Covers: 'begin declare target device_type(any|host|nohost)'. The nohost function is reached from a
// region only through a 'declare variant' for nohost devices, so the host never needs it.
#include <stdio.h>

#pragma omp begin declare target device_type(nohost)
int dev_impl(int x) { return x * 100 + 7; }
#pragma omp end declare target

#pragma omp begin declare target device_type(host)
int host_impl(int x) { return x * 100 + 3; }
#pragma omp end declare target

#pragma omp begin declare target device_type(any)
int generic(int x) { return x + 1; }
#pragma omp end declare target

int where(int x) { return host_impl(x); }
#pragma omp begin declare variant match(device = {kind(nohost)})
int where(int x) { return dev_impl(x); }
#pragma omp end declare variant

int main(void) {
  int r[2];
#pragma omp target map(from: r)
  {
    r[0] = where(5);
    r[1] = generic(41);
  }
  printf("device: where=%d generic=%d\n", r[0], r[1]);
  printf("host: where=%d generic=%d\n", where(5), generic(41));
  return 0;
}
