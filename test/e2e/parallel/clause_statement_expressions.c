// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %t.ompcc | FileCheck %s
// A statement expression or a compound literal in a clause of a construct that is not combined
// (its first leaf's clauses are evaluated where the construct is, whose regions saw their
// variables as they were parsed): ompfe refused them ("this kind of expression in a clause of a
// combined construct ... is not supported"); gcc-12 and clang-19 take them. In a clause an inner
// leaf of a combined construct evaluates: clause_statement_expressions_inner.c.
#include <stdio.h>
int main(void) {
  int s = 0, n = 2, a[12] = {0};
#pragma omp parallel num_threads(({ int t = n; t; })) reduction(+ : s)
  s += 1;
#pragma omp parallel if (((int[]){1})[0]) num_threads(2) reduction(+ : s)
  s += 10;
#pragma omp parallel num_threads(3)
  {
#pragma omp for schedule(static, ((int[]){n + 1})[0]) reduction(+ : s)
    for (int i = 0; i < 12; i++) {
      a[i] = i;
      s += 100;
    }
#pragma omp single
    {
#pragma omp task firstprivate(n) if (({ n > 1; }))
      a[0] = n * 50;
    }
  }
  // CHECK: s 1222 a 100 11
  printf("s %d a %d %d\n", s, a[0], a[11]);
  return 0;
}
