// lastprivate(conditional: x) (OpenMP 5.0) is refused at its modifier; it was read as an
// expression (use of undeclared identifier 'conditional'). Plain lastprivate is unchanged.
// Found by scripts/omp-dsa-diff.py.
// RUN: %ompfe -fopenmp -fsyntax-only %s
// RUN: not %ompfe -fopenmp -fsyntax-only -DBAD %s 2>&1 | FileCheck %s
int main(void) {
  int x = 0, y = 0;
#pragma omp parallel for lastprivate(x, y)
  for (int i = 0; i < 10; i++) x = y = i;
#ifdef BAD
  // CHECK: omp-lastprivate-conditional.c:[[@LINE+1]]:38: error: 'lastprivate(conditional: ...)' is not supported by ompfe
#pragma omp parallel for lastprivate(conditional: x)
  for (int i = 0; i < 10; i++)
    if (i % 3 == 1) x = i;
  // CHECK: omp-lastprivate-conditional.c:[[@LINE+1]]:30: error: expected 'conditional' in 'lastprivate' clause modifier
#pragma omp simd lastprivate(bogus: y)
  for (int i = 0; i < 10; i++) y = i;
  // CHECK: omp-lastprivate-conditional.c:[[@LINE+1]]:45: error: 'lastprivate(conditional: ...)' is not supported by ompfe
#pragma omp target parallel for lastprivate(conditional: x) map(tofrom: y)
  for (int i = 0; i < 10; i++) x = i;
#endif
  return x + y;
}
