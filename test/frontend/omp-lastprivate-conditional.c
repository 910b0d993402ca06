// lastprivate(conditional: x) (OpenMP 5.0) is taken on for (closely nested in a parallel
// region of the same function, or a leaf of a construct with one) and simd; it was read as an
// expression once ('use of undeclared identifier conditional'), then refused. What ompfe does
// not implement is an error at the clause: the modifier on sections, distribute and taskloop,
// and on a for that no parallel region of its function encloses (a team of a
// caller's would run it: the threads could not compare their iterations). A list item that is
// not a scalar is clang-19's error. Found by scripts/omp-dsa-diff.py.
// RUN: %ompfe -fopenmp -fsyntax-only %s
// RUN: not %ompfe -fopenmp -fsyntax-only -DBAD %s 2>&1 | FileCheck %s
struct S {
  int a;
};
int main(void) {
  int x = 0, y = 0;
#pragma omp parallel for lastprivate(x, y)
  for (int i = 0; i < 10; i++) x = y = i;
#pragma omp parallel for lastprivate(conditional: x)
  for (int i = 0; i < 10; i++)
    if (i % 3 == 1) x = i;
#pragma omp parallel
#pragma omp for lastprivate(conditional: y)
  for (int i = 0; i < 10; i++) y = i;
#pragma omp simd lastprivate(conditional: x)
  for (int i = 0; i < 10; i++) x = i;
#pragma omp parallel for simd lastprivate(conditional: x)
  for (int i = 0; i < 10; i++) x = i;
#ifdef BAD
  struct S s;
  // CHECK: omp-lastprivate-conditional.c:[[@LINE+1]]:30: error: expected 'conditional' in 'lastprivate' clause modifier
#pragma omp simd lastprivate(bogus: y)
  for (int i = 0; i < 10; i++) y = i;
  // CHECK: omp-lastprivate-conditional.c:[[@LINE+1]]:51: error: expected list item of scalar type in 'lastprivate' clause with 'conditional' modifier
#pragma omp parallel for lastprivate(conditional: s)
  for (int i = 0; i < 10; i++) s.a = i;
  // CHECK: omp-lastprivate-conditional.c:[[@LINE+1]]:34: error: 'lastprivate(conditional: ...)' on '#pragma omp taskloop' is not supported by ompfe
#pragma omp taskloop lastprivate(conditional: x)
  for (int i = 0; i < 10; i++) x = i;
  // CHECK: omp-lastprivate-conditional.c:[[@LINE+1]]:17: error: 'lastprivate(conditional: ...)' on a worksharing construct not closely nested in a parallel region of the same function is not supported by ompfe
#pragma omp for lastprivate(conditional: x)
  for (int i = 0; i < 10; i++) x = i;
#endif
  return x + y;
}
