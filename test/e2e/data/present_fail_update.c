// RUN: %cmp-clang %s %t --expect-fail
// target update from(present: x) after x was unmapped aborts at run time (after a good to(present: x)).
#include <stdio.h>

double x[3] = {1.0, 2.0, 3.0};

int main(void) {
  #pragma omp target enter data map(to: x)
  x[1] = 20.0;
  #pragma omp target update to(present: x)          /* mapped: copies */
  #pragma omp target map(present, tofrom: x)
  { x[2] = x[1] + 1.0; }
  #pragma omp target exit data map(from: x)          /* refcount 1 -> 0: removed, copied */
  printf("x = %.1f %.1f %.1f\n", x[0], x[1], x[2]);
  fflush(stdout);
  #pragma omp target update from(present: x)        /* absent now: fails */
  printf("not reached\n");
  return 0;
}
