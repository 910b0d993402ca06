// RUN: %cmp-clang %s %t
// Covers: the if clause on simd and its combined forms (OpenMP 5.0), which ompfe refused: a
// constant false (a loop-carried sum that then runs one iteration at a time), `if(simd: c)`,
// and `parallel for simd if(c)` / `for simd if(c)`, where the condition is evaluated once, by
// the leaf that also takes it or by the simd leaf alone (as clang-19: three calls; gcc's build
// makes five).
#include <omp.h>
#include <stdio.h>
static int calls;
static int cond(int v) { calls++; return v; }
int main(int argc, char **argv) {
  (void)argv;
  int a[64], n = 64, team = 0;
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp simd if(0)
  for (int i = 1; i < n; i++) a[i] += a[i - 1];
#pragma omp simd if(simd: cond(argc > 5))
  for (int i = 0; i < n; i++) a[i] *= 2;
#pragma omp parallel for simd if(cond(1)) num_threads(2) reduction(max: team)
  for (int i = 0; i < n; i++) {
    a[i] += 1;
    team = omp_get_num_threads();
  }
#pragma omp for simd if(cond(argc))
  for (int i = 0; i < n; i++) a[i] -= 1;
  printf("a[10]=%d a[63]=%d calls=%d team=%d\n", a[10], a[63], calls, team);
  return 0;
}
