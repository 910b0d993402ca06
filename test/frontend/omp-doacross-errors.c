// Doacross loops are checked as clang-19 checks them, with its words (clang-19 on the same
// file reports these, at the same lines): ordered(n) below collapse(m), a sink vector whose
// element is not its loop's variable (or is one with an operation other than + or -), depend
// with another type than source or sink, two source clauses, source mixed with sink, a plain
// ordered region in a doacross loop and a doacross point in a loop without a parameter or in
// none. OpenMP 5.2's omp_cur_iteration is taken only as `omp_cur_iteration - 1`; ordered(n) under
// distribute is not supported.
// RUN: %ompfe -fopenmp -fsyntax-only %s
// RUN: not %ompfe -fopenmp -fsyntax-only -DBAD %s 2>&1 | FileCheck %s
// (a loop's sink vectors are checked when its nest is known, after the directives in it)
void f(int n, int *a) {
#pragma omp parallel for ordered(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
#pragma omp ordered depend(sink : i - 1, j) depend(sink : i, j - 2)
#pragma omp ordered doacross(sink : i + 1, j)
#pragma omp ordered doacross(sink : omp_cur_iteration - 1)
      a[i] += j;
#pragma omp ordered doacross(source : omp_cur_iteration)
    }
#ifdef BAD
  // CHECK-DAG: omp-doacross-errors.c:[[@LINE+1]]:26: error: the parameter of the 'ordered' clause must be greater than or equal to the parameter of the 'collapse' clause
#pragma omp parallel for ordered(1) collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      ;
#pragma omp parallel for ordered(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) {
      // CHECK-DAG: omp-doacross-errors.c:[[@LINE+1]]:21: error: expected 'j' loop iteration variable
#pragma omp ordered depend(sink : i - 1)
      // CHECK-DAG: omp-doacross-errors.c:[[@LINE+1]]:37: error: expected 'i' loop iteration variable
#pragma omp ordered depend(sink : j - 1, i)
      // CHECK-DAG: omp-doacross-errors.c:[[@LINE+1]]:37: error: expected '+' or '-' operation
#pragma omp ordered depend(sink : i * 2, j)
      // CHECK-DAG: omp-doacross-errors.c:[[@LINE+1]]:28: error: expected 'source' or 'sink' in OpenMP clause 'depend'
#pragma omp ordered depend(in : a[0])
      // CHECK-DAG: omp-doacross-errors.c:[[@LINE+1]]:36: error: directive '#pragma omp ordered' cannot contain more than one 'depend' clause with 'source' dependence
#pragma omp ordered depend(source) depend(source)
      // CHECK-DAG: omp-doacross-errors.c:[[@LINE+1]]:36: error: 'depend(sink:vec)' clauses cannot be mixed with 'depend(source)' clause
#pragma omp ordered depend(source) depend(sink : i - 1, j)
      // CHECK-DAG: omp-doacross-errors.c:[[@LINE+1]]:37: error: expected 'omp_cur_iteration - 1' or a vector of loop iteration variables after 'sink' in OpenMP clause 'doacross'
#pragma omp ordered doacross(sink : omp_cur_iteration - 2)
      // CHECK-DAG: omp-doacross-errors.c:[[@LINE+1]]:1: error: 'ordered' directive without any clauses cannot be closely nested inside ordered region with specified parameter
#pragma omp ordered
      {
      }
    }
#pragma omp parallel for ordered
  for (int i = 0; i < n; i++) {
    // CHECK-DAG: omp-doacross-errors.c:[[@LINE+1]]:1: error: 'ordered' directive with 'depend' clause cannot be closely nested inside ordered region without specified parameter
#pragma omp ordered depend(source)
  }
  /* spelled doacross, the messages name doacross, as clang-19's do */
#pragma omp parallel for ordered
  for (int i = 0; i < n; i++) {
    // CHECK-DAG: omp-doacross-errors.c:[[@LINE+1]]:1: error: 'ordered' directive with 'doacross' clause cannot be closely nested inside ordered region without specified parameter
#pragma omp ordered doacross(source:)
  }
#pragma omp parallel for ordered(1)
  for (int i = 0; i < n; i++) {
    // CHECK-DAG: omp-doacross-errors.c:[[@LINE+1]]:39: error: directive '#pragma omp ordered' cannot contain more than one 'doacross' clause with 'source' dependence
#pragma omp ordered doacross(source:) doacross(source:)
    // CHECK-DAG: omp-doacross-errors.c:[[@LINE+1]]:39: error: 'doacross(sink:vec)' clauses cannot be mixed with 'doacross(source)' clause
#pragma omp ordered doacross(source:) doacross(sink: i - 1)
  }
  // CHECK-DAG: omp-doacross-errors.c:[[@LINE+1]]:1: error: an 'ordered' directive with 'depend' or 'doacross' clauses must be closely nested inside a loop region with an 'ordered' clause with a parameter
#pragma omp ordered depend(source)
  // CHECK-DAG: omp-doacross-errors.c:[[@LINE+1]]:43: error: unexpected OpenMP clause 'ordered' in directive '#pragma omp teams distribute parallel for'
#pragma omp teams distribute parallel for ordered(1)
  for (int i = 0; i < n; i++)
    ;
#endif
}
