// RUN: %cmp-clang %s %t
// Covers: the OpenMP 5.1 form 'declare target(list)' on globals and functions.
#include <stdio.h>

int lo = 3, hi = 9;
double ratio = 0.5;
#pragma omp declare target(lo, hi, ratio)

int clamp(int v);
double scaled(int v);
#pragma omp declare target(clamp, scaled)
int clamp(int v) { return v < lo ? lo : v > hi ? hi : v; }
double scaled(int v) { return clamp(v) * ratio; }

int main(void) {
  int c[5];
  double s = 0;
#pragma omp target map(from: c) map(tofrom: s)
  {
    for (int i = 0; i < 5; i++) {
      c[i] = clamp(i * 3 - 1);
      s += scaled(i * 3 - 1);
    }
    hi = 100; // device copy only
  }
  printf("device: c=%d %d %d %d %d s=%.2f\n", c[0], c[1], c[2], c[3], c[4], s);
  printf("host: hi=%d clamp(50)=%d\n", hi, clamp(50));
#pragma omp target map(from: c)
  { c[0] = clamp(50); }
  printf("device: clamp(50)=%d\n", c[0]);
  return 0;
}
