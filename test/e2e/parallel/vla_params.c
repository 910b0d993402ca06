// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t
// Covers: parallel and task regions in a function with variably modified parameters: the
// regions read the lengths evaluated on entry (a hidden local of the function, passed with
// the parameter), also through __typeof__ of a row.
#include <stdio.h>

static long row_sums(int n, int a[n][n + 1]) {
  long s = 0;
#pragma omp parallel for reduction(+: s) num_threads(2)
  for (int i = 0; i < n; i++)
    s += a[i][n] + (long)sizeof a[i];
  return s;
}

static long row_copies(int n, int a[n][n + 1]) {
  long s = 0;
#pragma omp parallel for reduction(+: s) num_threads(2)
  for (int i = 0; i < n; i++) {
    __typeof__(a[0]) copy;
    for (int j = 0; j <= n; j++) copy[j] = a[i][j];
    s += copy[n] + (long)sizeof copy;
  }
  return s;
}

static long in_task(int n, int a[n][n + 1]) {
  long s = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
#pragma omp task shared(s)
  s = a[n - 1][n] + (long)sizeof *a;
  return s;
}

int main(void) {
  int a[3][4];
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++) a[i][j] = i * 10 + j;
  printf("row_sums=%ld\n", row_sums(3, a));
  printf("row_copies=%ld\n", row_copies(3, a));
  printf("in_task=%ld\n", in_task(3, a));
  return 0;
}
