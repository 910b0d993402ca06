// Misuse of task reductions: each error at its item, with clang-19's words where clang has them.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe -fopenmp %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: ls -A %t | count 0
void f(int n, int *a) {
  int s = 0, arr[4] = {0};
  struct { int x; } st = {0};
#pragma omp taskloop reduction(+: s) nogroup
  for (int i = 0; i < n; i++) s += i;
// CHECK: omp-task-reduction-errors.c:[[@LINE-2]]:22: error: 'reduction' clause cannot be used with 'nogroup' clause
#pragma omp taskgroup task_reduction(+: s)
  {
#pragma omp task in_reduction(*: s)
    s++;
// CHECK: omp-task-reduction-errors.c:[[@LINE-2]]:34: error: in_reduction variable must have the same reduction operation as in a task_reduction clause
// CHECK: omp-task-reduction-errors.c:[[@LINE-5]]:41: note: previously marked as task_reduction with different reduction operation
  }
#pragma omp taskgroup task_reduction(+: arr)
  {
#pragma omp target in_reduction(+: arr[0:2])
    arr[0]++;
  }
// CHECK: omp-task-reduction-errors.c:[[@LINE-3]]:39: error: array sections and elements in 'in_reduction' on a 'target' construct are not supported by ompfe; reduce the whole array
#pragma omp task in_reduction(+: st)
  st.x++;
// CHECK: omp-task-reduction-errors.c:[[@LINE-2]]:34: error: list item of type 'struct <anonymous>' is not valid for specified reduction operation: unable to provide default initialization value
#pragma omp taskgroup task_reduction(foo: s)
  {}
// CHECK: omp-task-reduction-errors.c:[[@LINE-2]]:38: error: incorrect reduction identifier, expected one of '+', '-', '*', '&', '|', '^', '&&', '||', 'min' or 'max' or declare reduction for type 'int'
#pragma omp taskgroup in_reduction(+: s)
  {}
// CHECK: omp-task-reduction-errors.c:[[@LINE-2]]:23: error: unexpected OpenMP clause 'in_reduction' in directive '#pragma omp taskgroup'
#pragma omp parallel task_reduction(+: s)
  {}
// CHECK: omp-task-reduction-errors.c:[[@LINE-2]]:22: error: unexpected OpenMP clause 'task_reduction' in directive '#pragma omp parallel'
#pragma omp parallel for simd reduction(task, +: s)
  for (int i = 0; i < n; i++) s += i;
// CHECK: omp-task-reduction-errors.c:[[@LINE-2]]:41: error: 'reduction' clause with 'task' modifier allowed only on non-simd parallel or worksharing constructs
#pragma omp taskloop reduction(task, +: s)
  for (int i = 0; i < n; i++) s += i;
// CHECK: omp-task-reduction-errors.c:[[@LINE-2]]:32: error: 'reduction' clause with 'task' modifier allowed only on non-simd parallel or worksharing constructs
#pragma omp teams reduction(task, +: s)
  {}
// CHECK: omp-task-reduction-errors.c:[[@LINE-2]]:29: error: 'reduction' clause with 'task' modifier allowed only on non-simd parallel or worksharing constructs
#pragma omp parallel reduction(task, +: arr[1:2])
  {}
// CHECK: omp-task-reduction-errors.c:[[@LINE-2]]:44: error: array sections and elements in task reductions are not supported by ompfe; reduce the whole array
#pragma omp parallel reduction(task, +: s)
  {
#pragma omp task in_reduction(*: s)
    s *= 2;
  }
// CHECK: omp-task-reduction-errors.c:[[@LINE-3]]:34: error: in_reduction variable must have the same reduction operation as in a task_reduction clause
// CHECK: omp-task-reduction-errors.c:[[@LINE-6]]:41: note: previously marked as task_reduction with different reduction operation
#pragma omp for reduction(inscan, +: s)
  for (int i = 0; i < n; i++) s += i;
// CHECK: omp-task-reduction-errors.c:[[@LINE-2]]:38: error: the inscan reduction list item must appear as a list item in an 'inclusive' or 'exclusive' clause on an inner 'omp scan' directive
#pragma omp parallel reduction(sum, +: s)
  {}
// CHECK: omp-task-reduction-errors.c:[[@LINE-2]]:32: error: expected 'default', 'inscan' or 'task' in OpenMP clause 'reduction'
#pragma omp taskgroup task_reduction(default, +: s)
  {}
// CHECK: omp-task-reduction-errors.c:[[@LINE-2]]:38: error: expected a reduction identifier ('+', '-', '*', '&', '|', '^', '&&', '||', 'min' or 'max') in 'task_reduction' clause
#pragma omp taskloop simd reduction(+: s) linear(n)
  for (int i = 0; i < 4; i++) s += a[i] + n++;
// CHECK: omp-task-reduction-errors.c:[[@LINE-2]]:43: error: 'linear' on '#pragma omp taskloop simd' is not supported by ompfe
}
// CHECK: exit=1
