// RUN: %cmp-clang %s %t.new -fopenmp-version=52 -DNEW_SYNTAX
// RUN: %cmp-clang %s %t.old -DOLD_SYNTAX
// Covers: the linear clause's step and modifiers as OpenMP 5.2 writes them, linear(j: step(2))
// and linear(j: val, step(3)) (clang-19 takes them with -fopenmp-version=52), and OpenMP 4.5's
// linear(val(j): 2) (clang-19's default; 5.2 deprecates it): val is what a loop's linear
// variable is anyway. Each iteration sees j = start + i * step, and j ends one step past the
// last iteration's. Before, `step` read as an undeclared name and val(j) as a syntax error.
#include <stdio.h>

int main(void) {
  int a[10], j = 10;
  long sum = 0;
#ifdef NEW_SYNTAX
#pragma omp parallel for linear(j : step(2)) num_threads(3)
  for (int i = 0; i < 10; i++) a[i] = j;
  for (int i = 0; i < 10; i++) sum += a[i] * (i + 1);
  printf("step(2): j=%d sum=%ld\n", j, sum);
  sum = 0;
#pragma omp parallel for linear(j : val, step(3)) num_threads(3)
  for (int i = 0; i < 10; i++) a[i] = j;
  for (int i = 0; i < 10; i++) sum += a[i] * (i + 1);
  printf("val, step(3): j=%d sum=%ld\n", j, sum);
  sum = 0;
#pragma omp simd linear(j : val)
  for (int i = 0; i < 10; i++) a[i] = j;
  for (int i = 0; i < 10; i++) sum += a[i] * (i + 1);
  printf("val: j=%d sum=%ld\n", j, sum);
#endif
#ifdef OLD_SYNTAX
#pragma omp parallel for linear(val(j) : 2) num_threads(3)
  for (int i = 0; i < 10; i++) a[i] = j;
  for (int i = 0; i < 10; i++) sum += a[i] * (i + 1);
  printf("val(j): 2: j=%d sum=%ld\n", j, sum);
#endif
  return 0;
}
