// RUN: %cmp-clang %s %t -fopenmp-version=52
// Covers: OpenMP 5.2's map clause without a map type on target enter data (`to`) and target
// exit data (`from`), which OpenMP 5.1 (clang-19's default, where it is an error) required:
// values go in at the enter, come back at the exit, and a target region between them changes
// the device copy only.
#include <stdio.h>
int g[4] = {1, 2, 3, 4};
int main(void) {
  int x = 5;
#pragma omp target enter data map(x, g)
  x = 100; /* the host copy only */
#pragma omp target map(tofrom : x, g)
  {
    x += g[1];
    g[0] = x;
  }
  printf("between: x=%d g0=%d\n", x, g[0]);
#pragma omp target exit data map(x, g)
  printf("after: x=%d g0=%d\n", x, g[0]);
  return 0;
}
