// A taskloop's tasks compute their iterations from the loop bounds with the task's data
// environment: a variable of the bounds made private (by a clause or by default(private)),
// lastprivate without firstprivate, or a reduction variable would be read uninitialized there
// (ompcc ran garbage iterations: a silent wrong result; gcc evaluates the bounds outside,
// clang-19 crashes). ompfe refuses it at the clause; firstprivate is fine.
// RUN: %ompfe -fopenmp -fsyntax-only %s
// RUN: not %ompfe -fopenmp -fsyntax-only -DBAD %s 2>&1 | FileCheck %s
int total;

void ok(int lo, int n) {
#pragma omp taskloop firstprivate(lo, n) shared(total)
  for (int i = lo; i < n; i++) total += i;
#pragma omp taskloop firstprivate(n) lastprivate(n) private(total)
  for (int i = 0; i < n; i += 2) total = i;
#pragma omp taskloop private(total)
  for (int i = lo; i < n; i++) total = i; /* private, not in the bounds */
}

#ifdef BAD
void bad(int lo, int n, int step) {
  // CHECK: omp-taskloop-private-bounds.c:[[@LINE+1]]:30: error: a private, lastprivate or reduction variable ('lo') in the loop bounds of '#pragma omp taskloop' is not supported by ompfe; make it firstprivate
#pragma omp taskloop private(lo) shared(total)
  for (int i = lo; i < n; i++) total += i;
  // CHECK: omp-taskloop-private-bounds.c:[[@LINE+1]]:22: error: a private, lastprivate or reduction variable ('n') in the loop bounds of '#pragma omp taskloop' is not supported by ompfe; make it firstprivate
#pragma omp taskloop default(private) firstprivate(lo) shared(total)
  for (int i = lo; i < n; i++) total += i;
  // CHECK: omp-taskloop-private-bounds.c:[[@LINE+1]]:34: error: a private, lastprivate or reduction variable ('step') in the loop bounds of '#pragma omp taskloop' is not supported by ompfe; make it firstprivate
#pragma omp taskloop lastprivate(step)
  for (int i = 0; i < 10; i += step) total += i;
  // CHECK: omp-taskloop-private-bounds.c:[[@LINE+1]]:35: error: a private, lastprivate or reduction variable ('n') in the loop bounds of '#pragma omp taskloop' is not supported by ompfe; make it firstprivate
#pragma omp taskloop reduction(+: n)
  for (int i = 0; i < n; i++) n += i;
  // CHECK: omp-taskloop-private-bounds.c:[[@LINE+1]]:35: error: a private, lastprivate or reduction variable ('n') in the loop bounds of '#pragma omp taskloop' is not supported by ompfe; make it firstprivate
#pragma omp taskloop simd private(n) shared(total)
  for (int i = 0; i < n; i++) total += i;
}
#endif
