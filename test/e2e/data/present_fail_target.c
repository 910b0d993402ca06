// RUN: %cmp-clang %s %t --expect-fail
// target map(present, tofrom: a) of an absent array aborts at run time (SIGABRT, status 134, under MANDATORY).
#include <stdio.h>

int main(void) {
  int a[4] = {1, 2, 3, 4};
  int b[4] = {5, 6, 7, 8};

  #pragma omp target enter data map(to: b)
  #pragma omp target map(present, tofrom: b)   /* b is mapped: fine */
  { b[0] = 50; }
  #pragma omp target update from(b)
  printf("b[0]=%d, now mapping absent a with present\n", b[0]);
  fflush(stdout);                              /* abort() would drop buffered output */

  #pragma omp target map(present, tofrom: a)   /* a is absent: run-time error */
  { a[0] = 5; }
  printf("not reached %d\n", a[0]);
  return 0;
}
