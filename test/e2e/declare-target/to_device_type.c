// RUN: %cmp-clang %s %t
// Covers: 'declare target to(list) device_type(any|host)' on functions and globals; a host-only
// function is used by the host only; a plain to() function calls a device_type(any) one.
#include <stdio.h>

int counter = 0;
#pragma omp declare target to(counter) device_type(any)

int step(int x) { return x + 2; }
#pragma omp declare target to(step) device_type(any)

int host_log(int x) {
  counter += x;
  return counter;
}
#pragma omp declare target to(host_log) device_type(host)

int both(int x) { return step(x) * 2; }
#pragma omp declare target to(both)

int main(void) {
  int r[3];
#pragma omp target map(from: r)
  {
    r[0] = step(1);
    r[1] = both(1);
    counter = 40;
    r[2] = counter + step(0);
  }
  printf("device: %d %d %d\n", r[0], r[1], r[2]);
  int h = host_log(r[2]);
  printf("host: host_log=%d counter=%d both=%d\n", h, counter, both(2));
  return 0;
}
