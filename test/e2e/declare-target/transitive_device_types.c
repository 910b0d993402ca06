// RUN: %cmp-clang %s %t
// Covers: functions reached only from a device_type(nohost) and a device_type(host) declare-target
// function (so they are needed on both sides: device type any). The nohost function is reached from
// the region through a nohost 'declare variant', the host one from host code.
#include <stdio.h>

int shared_leaf(int x) { return x * 7; }
int shared_mid(int x) { return shared_leaf(x) + 1; }

int on_device(int x) { return shared_mid(x) + 1000; }
#pragma omp declare target to(on_device) device_type(nohost)

int on_host(int x) { return shared_mid(x) + 2000; }
#pragma omp declare target to(on_host) device_type(host)

int which(int x) { return on_host(x); }
#pragma omp begin declare variant match(device = {kind(nohost)})
int which(int x) { return on_device(x); }
#pragma omp end declare variant

int main(void) {
  int r[2] = {0, 0};
#pragma omp target map(tofrom: r)
  {
    r[0] = which(1);
    r[1] = which(2);
  }
  printf("device: which=%d %d\n", r[0], r[1]);
  printf("host: which=%d %d\n", which(1), which(2));
  return 0;
}
