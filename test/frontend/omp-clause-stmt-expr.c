// RUN: not %ompfe -fopenmp -fsyntax-only %s 2>&1 | FileCheck %s
// A statement expression or compound literal in a clause that an inner leaf of a combined
// construct evaluates, inside the outer leaf's region: the variables it names are not walked as
// uses of that region, so it is refused (clang-19 and gcc take it). In the first leaf's clauses
// it is taken (test/e2e/parallel/clause_statement_expressions.c).
void f(int *a, int n) {
  // CHECK: omp-clause-stmt-expr.c:[[@LINE+1]]:43: error: this kind of expression in a clause of a combined construct
#pragma omp parallel for schedule(static, ({ n; }))
  for (int i = 0; i < 12; i++) a[i] = i;
  // CHECK-NOT: error
#pragma omp parallel num_threads(({ n; })) if (((int[]){1})[0])
  a[0] = 1;
#pragma omp task if (({ n > 1; }))
  a[1] = 1;
}
