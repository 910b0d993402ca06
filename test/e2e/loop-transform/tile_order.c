// RUN: %cmp-clang %s %t
// Covers: `#pragma omp tile sizes(...)` (OpenMP 5.1) on the host as clang-19 runs it: 1-D, 2-D
// and 3-D tiles in floor-then-tile order, trip counts that are not multiples of the sizes, `<=`,
// `>`, `>=` and `!=` conditions, negative and non-unit steps, unsigned, char, long long and
// pointer variables, a size that is a variable, a carried dependence that sees the new order, and
// the value a variable declared outside the nest has after it (its last iteration's; its
// initial value when the nest runs no iteration). `unroll` keeps the order in every form.
#include <stdio.h>

int main(void) {
  int i, j, n = 3;
  #pragma omp tile sizes(4)
  for (i = 0; i < 10; i++) printf("%d ", i);
  printf("| i=%d\n", i);
  #pragma omp tile sizes(2, 3)
  for (i = 0; i <= 4; i++)
    for (j = 7; j > 0; j -= 2) printf("%d%d ", i, j);
  printf("| i=%d j=%d\n", i, j);
  #pragma omp tile sizes(2, 2, 2)
  for (int x = 0; x < 3; x++)
    for (int y = 0; y != 3; ++y)
      for (int z = 5; z > 2; z--) printf("%d%d%d ", x, y, z);
  printf("\n");
  unsigned u;
  #pragma omp tile sizes(n)
  for (u = 10; u >= 1; u--) printf("%u ", u);
  printf("| u=%u\n", u);
  int a[10];
  int *p;
  #pragma omp tile sizes(4)
  for (p = a + 9; p >= a; p -= 2) printf("%d ", (int)(p - a));
  printf("| p=%d\n", (int)(p - a));
  char c;
  #pragma omp tile sizes(2)
  for (c = 'a'; c <= 'e'; c += 2) printf("%c", c);
  printf(" | c=%c\n", c);
  long long big;
  #pragma omp tile sizes(5)
  for (big = -3000000000LL; big < 20; big += 700000000) printf("%lld ", big);
  printf("| big=%lld\n", big);
  i = 100;
  #pragma omp tile sizes(4)
  for (i = 7; i < n; i++) printf("%d ", i);
  printf("| no iteration: i=%d\n", i);
  /* each element adds the one written before it in the tiled order */
  int chain[12] = {0}, last = -1;
  #pragma omp tile sizes(5, 2)
  for (int r = 0; r < 3; r++)
    for (int s = 0; s < 4; s++) {
      chain[r * 4 + s] = last < 0 ? 1 : chain[last] + 1;
      last = r * 4 + s;
    }
  for (int k = 0; k < 12; k++) printf("%d ", chain[k]);
  printf("\n");
  #pragma omp unroll partial(3)
  for (i = 0; i < 8; i++) printf("%d ", i);
  printf("| i=%d\n", i);
  #pragma omp unroll partial
  for (int k = 8; k > 0; k -= 3) printf("%d ", k);
  printf("\n");
  #pragma omp unroll full
  for (i = 0; i < 5; i++) printf("%d ", i);
  printf("| i=%d\n", i);
  #pragma omp unroll
  for (i = 0; i < 5; i++) printf("%d ", i);
  printf("| i=%d\n", i);
  #pragma omp tile sizes(2)
  #pragma omp unroll partial(2)
  for (i = 0; i < 9; i++) printf("%d ", i);
  printf("| i=%d\n", i);
  return 0;
}
