// RUN: %cmp-clang %s %t --expect-fail
// target enter data map(present, to: c) of an absent struct aborts at run time.
#include <stdio.h>

struct cfg { int n; double scale; };

int main(void) {
  struct cfg c = {4, 0.5};
  printf("cfg n=%d scale=%.1f\n", c.n, c.scale);
  fflush(stdout);
  #pragma omp target enter data map(present, to: c)
  printf("not reached\n");
  return 0;
}
