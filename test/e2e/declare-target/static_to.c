// RUN: %cmp-clang %s %t
// Covers: static globals (and a static function) in 'declare target to(...)': the device copy is
// initialized by the device image and keeps its own value across regions.
#include <stdio.h>

static int scount = 5;
static double sarr[3] = {0.5, 1.5, 2.5};
static int sbump(int by);
#pragma omp declare target to(scount, sarr, sbump)
static int sbump(int by) {
  scount += by;
  return scount;
}

int main(void) {
  int r[3] = {0, 0, 0};
  double d = 0;
  scount = 1000; // host copy only
#pragma omp target map(tofrom: r) map(tofrom: d)
  {
    r[0] = sbump(1);
    r[1] = sbump(2);
    for (int i = 0; i < 3; i++)
      d += sarr[i];
    sarr[0] = 9;
  }
#pragma omp target map(tofrom: r)
  { r[2] = sbump(0) + (int)sarr[0]; }
  printf("device: %d %d %d d=%.1f\n", r[0], r[1], r[2], d);
  printf("host: scount=%d sarr[0]=%.1f\n", scount, sarr[0]);
  return 0;
}
