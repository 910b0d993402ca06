// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t
// Covers: array sections without a length (`w[lo:]`, `w[:]`) of variable-length arrays: they
// run to the array's run-time length (before, ompfe took the length as a constant and refused
// `w[2:]` with "section length is evaluated to a negative value"), in map and
// depend clauses, of a 1-D and a 2-D VLA (clang-19 refuses one in target update: not there).
#include <stdio.h>

int main(int argc, char **argv) {
  (void)argv;
  int n = argc + 5, k = argc + 2;
  int w[n];
  double m[n][k];
  for (int i = 0; i < n; i++) {
    w[i] = i;
    for (int j = 0; j < k; j++) m[i][j] = i * 10 + j;
  }
#pragma omp target map(tofrom: w[2:]) map(tofrom: m[1:])
  {
    for (int i = 2; i < n; i++) w[i] += 100;
    for (int i = 1; i < n; i++) m[i][k - 1] = -i;
  }
  for (int i = 0; i < n; i++) printf("%d %g %g\n", w[i], m[i][0], m[i][k - 1]);
#pragma omp target enter data map(to: w[:])
#pragma omp target
  for (int i = 0; i < n; i++) w[i] *= 2;
#pragma omp target update from(w[3:n - 3])
  for (int i = 0; i < n; i++) printf("%d ", w[i]);
  printf("\n");
#pragma omp target exit data map(release: w[:])
  int out = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp task depend(out: w[1:])
    w[n - 1] = 7;
#pragma omp task depend(in: w[1:])
    out = w[n - 1];
  }
  printf("%d\n", out);
  return 0;
}
