// Variable-length arrays in data-sharing clauses: private, firstprivate, lastprivate and reduction
// work on parallel, worksharing, teams, distribute and target constructs (e2e/parallel/vla_*.c),
// and so do reductions of elements and sections of variable-length rows, m[1][0:2] and pm[2][1]
// (e2e/parallel/reduction_vla_rows.c); what is still refused is an error at the item, nothing
// is left behind.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -fsyntax-only -DALLOWED %s
// RUN: sh -c '%ompfe -fopenmp %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: sh -c '%ompfe -fopenmp -DIMPLICIT %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=IMPLICIT
// RUN: ls -A %t | count 0
void f(int n) {
  int w[n], u[n];
  double m[n][n];
#ifdef ALLOWED
#pragma omp parallel firstprivate(m)
#pragma omp for lastprivate(w) private(u)
  for (int i = 0; i < n; i++) u[i] = w[i] = i;
#pragma omp target teams distribute parallel for firstprivate(w) private(m)
  for (int i = 0; i < n; i++) m[i][i] = w[i];
#pragma omp parallel default(firstprivate)
  w[0] = m[0][0];
#pragma omp parallel for reduction(+: w, m) reduction(max: u[1:2])
  for (int i = 0; i < n; i++) w[i] += m[i][0];
  /* elements and sections of variable-length rows (e2e/parallel/reduction_vla_rows.c) */
  double (*pm)[n] = m;
#pragma omp parallel for reduction(+: m[1][0:2]) reduction(max: pm[2][1])
  for (int i = 0; i < n; i++) m[1][i % 2] += pm[2][1] = i;
#elif !defined(IMPLICIT)
#pragma omp task firstprivate(w)
  w[0]++;
// CHECK: omp-vla-clause-errors.c:[[@LINE-2]]:31: error: a variable-length array in a 'firstprivate' clause of '#pragma omp task' is not supported by ompfe
#pragma omp taskloop private(m)
  for (int i = 0; i < n; i++) m[i][0] = i;
// CHECK: omp-vla-clause-errors.c:[[@LINE-2]]:30: error: a variable-length array in a 'private' clause of '#pragma omp taskloop' is not supported by ompfe
#pragma omp parallel for reduction(+: m[0:2])
  for (int i = 0; i < n; i++) m[i % 2][0] += i;
// CHECK: omp-vla-clause-errors.c:[[@LINE-2]]:40: error: a variable-length array in 'reduction' is not supported by ompfe
#pragma omp taskgroup task_reduction(+: w)
  {}
// CHECK: omp-vla-clause-errors.c:[[@LINE-2]]:41: error: a variable-length array in 'task_reduction' is not supported by ompfe
#pragma omp taskloop reduction(+: w)
  for (int i = 0; i < n; i++) w[i] += i;
// CHECK: omp-vla-clause-errors.c:[[@LINE-2]]:35: error: a variable-length array in a taskloop's 'reduction' is not supported by ompfe
#pragma omp task default(firstprivate)
  w[0] = 1;
// CHECK: omp-vla-clause-errors.c:[[@LINE-2]]:18: error: a variable-length array ('w') made firstprivate by 'default' is not supported by ompfe; name it in a shared clause
#pragma omp parallel reduction(task, +: w)
  {}
// CHECK: omp-vla-clause-errors.c:[[@LINE-2]]:41: error: a variable-length array in 'reduction' is not supported by ompfe
#endif
#ifdef IMPLICIT
  /* a local of a function outside a parallel region: firstprivate in the task */
#pragma omp task
  w[1] = 2;
// IMPLICIT: omp-vla-clause-errors.c:[[@LINE-2]]:1: error: a variable-length array made firstprivate by a task ('w') is not supported by ompfe; name it in a shared clause
// IMPLICIT: exit=1
#endif
}
// CHECK: exit=1
