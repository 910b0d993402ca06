// RUN: %cmp-clang %s %t
// RUN: %repeat-run %t.ompcc 5
// RUN: %ompcc -fopenmp %s -o %t.host && %t.host | FileCheck %s
// Covers: reductions with + and - on _Bool variables (parallel for, parallel, taskloop, host
// teams, target teams distribute parallel for). Combining two copies must store 1 where the sum
// is not 0, as `x = x + y` does; ompcc stored the plain sum, so the _Bool held 2, 3, 5 (a
// silent wrong value, found by scripts/omp-dsa-diff.py). gcc gets it wrong too (prints c=5,
// d=0, e=2, f=4): clang-19 is the reference, not gcc.
#include <stdio.h>
int main(void) {
  _Bool a = 1, b = 0, c = 1, d = 1, e = 0;
#pragma omp parallel for reduction(+: a) reduction(-: b) num_threads(4)
  for (int i = 0; i < 8; i++) { a += i + 1; b -= i % 2; }
#pragma omp parallel num_threads(4) reduction(+: c)
  c += 1;
#pragma omp parallel num_threads(2)
#pragma omp single
#pragma omp taskloop reduction(+: d) num_tasks(3)
  for (int i = 0; i < 6; i++) d += 1;
#pragma omp teams num_teams(2) reduction(+: e)
  e += 1;
  _Bool f = 0;
#pragma omp target teams distribute parallel for reduction(+: f) num_teams(2) num_threads(2)
  for (int i = 0; i < 8; i++) f += 1;
  // CHECK: a=1 b=1 c=1 d=1 e=1 f=1
  printf("a=%d b=%d c=%d d=%d e=%d f=%d\n", a, b, c, d, e, f);
  return 0;
}
