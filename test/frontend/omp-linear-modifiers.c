// The linear clause's ref and uval modifiers (declare simd's, which ompfe treats as a hint)
// are errors at their word on a loop, in OpenMP 5.2's and 4.5's spellings; val and step(s)
// are taken (test/e2e/parallel/linear_modifiers.c runs them).
// RUN: %ompfe -fopenmp -fsyntax-only %s
// RUN: not %ompfe -fopenmp -fsyntax-only -DBAD %s 2>&1 | FileCheck %s
void f(int *a) {
  int j = 0;
#pragma omp parallel for linear(j : val, step(2))
  for (int i = 0; i < 10; i++) a[i] = j;
#pragma omp parallel for linear(val(j))
  for (int i = 0; i < 10; i++) a[i] = j;
#ifdef BAD
  // CHECK: omp-linear-modifiers.c:[[@LINE+1]]:37: error: the 'ref' modifier of the 'linear' clause is not supported by ompfe
#pragma omp parallel for linear(j : ref, step(2))
  for (int i = 0; i < 10; i++) a[i] = j;
  // CHECK: omp-linear-modifiers.c:[[@LINE+1]]:33: error: the 'uval' modifier of the 'linear' clause is not supported by ompfe
#pragma omp parallel for linear(uval(j) : 2)
  for (int i = 0; i < 10; i++) a[i] = j;
#endif
}
