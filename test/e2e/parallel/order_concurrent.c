// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %t.ompcc | FileCheck %s
// RUN: %ompcc -fopenmp -Werror -fsyntax-only %s
// order(concurrent) only lets the iterations run in any order; ompfe runs them as written, one
// such order, so a program with it computes what it computes without it (as gcc's build does),
// and compiles without a word (ompfe warned "clause 'order' ignored" before).
#include <stdio.h>
#define N 1000
int a[N], b[N];
int main(void) {
  long sum = 0, sq = 0;
#pragma omp parallel for order(concurrent) reduction(+ : sum) num_threads(4)
  for (int i = 0; i < N; i++) {
    a[i] = 3 * i + 1;
    sum += a[i];
  }
#pragma omp parallel for simd order(reproducible: concurrent) schedule(static)
  for (int i = 0; i < N; i++) b[i] = a[i] - i;
#pragma omp parallel
#pragma omp loop order(unconstrained: concurrent) reduction(+ : sq)
  for (int i = 0; i < N; i++) sq += (long)b[i] * b[i];
  int last = 0;
#pragma omp simd order(concurrent) lastprivate(last)
  for (int i = 0; i < N; i++) last = a[i] + b[i];
  printf("%ld %ld %d %d\n", sum, sq, b[N - 1], last);
  return 0;
}
// CHECK: 1499500 1333333000 1999 4997
