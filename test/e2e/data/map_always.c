// RUN: %cmp-clang %s %t
// Present data is not copied by an inner map(to/from); always forces it; unlisted scalars stay firstprivate.
#include <stdio.h>

int main(void) {
  int x[4] = {1, 2, 3, 4};
  int y = 5;
  int seen[4] = {0, 0, 0, 0};

  #pragma omp target data map(to: x, y)
  {
    x[0] = 100;                         /* host change after the copy */
    y = 50;
    #pragma omp target map(to: x, y) map(from: seen[0:1])
    { seen[0] = x[0] + y; }             /* old values: already present, no copy */

    #pragma omp target map(always, to: x) map(to: y) map(from: seen[1:1])
    { seen[1] = x[0] + y; }             /* x forced, y still old */

    #pragma omp target map(from: seen[3:1])
    { seen[3] = y; }                    /* y not listed: firstprivate, the host value */

    #pragma omp target map(always, tofrom: y) map(from: seen[2:1])
    { seen[2] = y; y = y + 1; }         /* y copied in and, at the end, out */
    printf("y after always tofrom: %d\n", y);

    #pragma omp target map(tofrom: x)
    { x[1] = -2; }                      /* not copied back: still present */
    printf("x[1] inside data after tofrom region: %d\n", x[1]);

    #pragma omp target map(always, from: x)
    { x[2] = -3; }                      /* always from: copied back now */
    printf("x after always from: %d %d %d %d\n", x[0], x[1], x[2], x[3]);
  }
  printf("seen: %d %d %d %d\n", seen[0], seen[1], seen[2], seen[3]);
  printf("after data (to only): x[1]=%d y=%d\n", x[1], y);
  return 0;
}
