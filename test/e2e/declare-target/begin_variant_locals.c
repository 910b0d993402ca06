// RUN: %cmp-clang %s %t
// Covers: locals in a 'begin declare variant' body that does not apply to one side (the host
// compile skips a kind(nohost) body, the device compile keeps it): its block-scope names still
// hide outer ones there, so a 'for (int i ...)' is not the global 'i', a local typedef is a type
// name, and a local's use is no error; each side runs its own version.
#include <stdio.h>

int i = 100;
int s = 7;
#pragma omp declare target(i, s)

#pragma omp declare target
int sum_below(int n) { return -n; }
#pragma omp end declare target

#pragma omp begin declare target
#pragma omp begin declare variant match(device = {kind(nohost)})
int sum_below(int n) {
  typedef long acc_t;
  acc_t s = 0;
  for (int i = 0; i < n; i++) {
    int sq = i * i;
    s += sq - i * (i - 1);
  }
  {
    int i = 3;
    s += i;
  }
  return (int)s;
}
#pragma omp end declare variant
#pragma omp end declare target

int main(void) {
  int on_device = 0, on_host = sum_below(5);
  #pragma omp target map(from: on_device)
  on_device = sum_below(5) + i + s;
  printf("host %d device %d globals %d %d\n", on_host, on_device, i, s);
  return 0;
}
