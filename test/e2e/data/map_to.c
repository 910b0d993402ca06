// RUN: %cmp-clang %s %t
// map(to:) copies host values in; device writes to arrays, ints and doubles are not copied back.
#include <stdio.h>

int main(void) {
  int a[8];
  int n = 5, seen_n = 0;
  double d = 2.5, seen_d = 0.0;
  long sum = 0;
  for (int i = 0; i < 8; i++)
    a[i] = 10 * i;

  #pragma omp target map(to: a, n, d) map(from: sum, seen_n, seen_d)
  {
    long s = 0;
    for (int i = 0; i < 8; i++) {
      s += a[i];
      a[i] = -1;          /* device copy only */
    }
    sum = s;
    seen_n = n;
    seen_d = d;
    n = 99;               /* not copied back */
    d = -7.0;
  }

  printf("device saw sum=%ld n=%d d=%.2f\n", sum, seen_n, seen_d);
  printf("host after:");
  for (int i = 0; i < 8; i++)
    printf(" %d", a[i]);
  printf("\nhost n=%d d=%.2f\n", n, d);
  return 0;
}
