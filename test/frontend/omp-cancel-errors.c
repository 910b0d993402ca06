// Misuse of cancel and cancellation point: each at its directive, with clang-19's words where
// clang has them.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe -fopenmp %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: ls -A %t | count 0
void f(int n, int *a) {
#pragma omp cancel parallel
// CHECK: omp-cancel-errors.c:[[@LINE-1]]:1: error: orphaned 'omp cancel' directives are prohibited; perhaps you forget to enclose the directive into a region?
#pragma omp parallel
  {
#pragma omp cancel for
// CHECK: omp-cancel-errors.c:[[@LINE-1]]:1: error: '#pragma omp cancel for' must be closely nested inside a worksharing-loop ('for') region
#pragma omp cancellation point
// CHECK: omp-cancel-errors.c:[[@LINE-1]]:1: error: one of 'parallel', 'for', 'sections' or 'taskgroup' is expected in '#pragma omp cancellation point'
#pragma omp cancel parallel for
// CHECK: omp-cancel-errors.c:[[@LINE-1]]:29: error: one construct type (parallel, for, sections or taskgroup) in '#pragma omp cancel'
#pragma omp cancellation point parallel if(n)
// CHECK: omp-cancel-errors.c:[[@LINE-1]]:41: error: unexpected OpenMP clause 'if' in directive '#pragma omp cancellation point'
#pragma omp single
    {
#pragma omp cancel taskgroup
// CHECK: omp-cancel-errors.c:[[@LINE-1]]:1: error: '#pragma omp cancel taskgroup' must be closely nested inside a 'task' or 'taskloop' region
    }
  }
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
#pragma omp cancel parallel
// CHECK: omp-cancel-errors.c:[[@LINE-1]]:1: error: '#pragma omp cancel parallel' must be closely nested inside a 'parallel' region
    a[i] = 0;
  }
}
// CHECK: exit=1
