// RUN: not %ompfe -fopenmp -fsyntax-only %s 2>&1 | FileCheck %s
// The reduction items ompfe refuses among array elements and multi-dimensional sections:
// provably outside their arrays (gcc refuses them too; clang-19 takes them), strided ones,
// and non-contiguous ones where libomp is handed one run of bytes (task reductions).
void f(int n) {
  int m[4][5], a[8], x = 0;
  int (*pm)[5] = m;
#pragma omp parallel reduction(+ : m[3:2][0:5])
  x++;
// CHECK: omp-reduction-section-errors.c:[[@LINE-2]]:42: error: array section [3:2] of dimension 1 lies outside its array of 4 elements
#pragma omp parallel reduction(+ : m[1:2][2:4])
  x++;
// CHECK: omp-reduction-section-errors.c:[[@LINE-2]]:42: error: array section [2:4] of dimension 2 lies outside its array of 5 elements
#pragma omp parallel reduction(+ : pm[7][5])
  x++;
// CHECK: omp-reduction-section-errors.c:[[@LINE-2]]:{{[0-9]+}}: error: array element [5] of dimension 2 lies outside its array of 5 elements
#pragma omp parallel reduction(+ : m[0:4:2][0:5])
  x++;
// CHECK: omp-reduction-section-errors.c:[[@LINE-2]]:{{[0-9]+}}: error: {{.*}}strided
#pragma omp taskgroup task_reduction(+ : m[1:2][1:3])
  x++;
// CHECK: omp-reduction-section-errors.c:[[@LINE-2]]:48: error: a non-contiguous array section in 'task_reduction' is not supported by ompfe
#pragma omp taskloop reduction(+ : m[1:2][0:n])
  for (int i = 0; i < 4; i++) x++;
// CHECK: omp-reduction-section-errors.c:[[@LINE-2]]:{{[0-9]+}}: error: a non-contiguous array section in a taskloop's 'reduction' is not supported by ompfe
#pragma omp parallel reduction(task, + : a[3])
  x++;
// CHECK: omp-reduction-section-errors.c:[[@LINE-2]]:{{[0-9]+}}: error: array sections and elements in task reductions are not supported by ompfe; reduce the whole array
}
