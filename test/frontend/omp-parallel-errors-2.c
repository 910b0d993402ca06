// More misuse of the constructs that run in parallel (the first file reaches the error limit).
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe -fopenmp %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: ls -A %t | count 0
void f(int n, int *a) {
  double dv = 0;
#pragma omp for linear(dv)
  for (int i = 0; i < 4; i++) a[i] = (int)dv;
// CHECK: omp-parallel-errors-2.c:[[@LINE-2]]:24: error: argument of a linear clause should be of integral or pointer type, not 'double'
#pragma omp teams parallel
  a[0] = 0;
// CHECK: omp-parallel-errors-2.c:[[@LINE-2]]:13: error: unexpected combination of OpenMP directive names after '#pragma omp'
#pragma omp parallel reduction(+: a)
  a[0] = 0;
// CHECK: omp-parallel-errors-2.c:[[@LINE-2]]:32: error: invalid operands to binary expression ('int *' and 'int *')
#pragma omp parallel for schedule(runtime, 4)
  for (int i = 0; i < 4; i++) a[i] = 0;
// CHECK: omp-parallel-errors-2.c:[[@LINE-2]]:44: error: runtime schedule kind does not support chunk size
#pragma omp atomic compare
  a[0] = a[0] + n;
// CHECK: omp-parallel-errors-2.c:[[@LINE-1]]:3: error: the statement for '#pragma omp atomic compare' must be of the form 'x = expr ordop x ? expr : x;', 'x = x ordop expr ? expr : x;', 'x = x == e ? d : x;', 'if (expr ordop x) { x = expr; }', 'if (x ordop expr) { x = expr; }' or 'if (x == e) { x = d; }' (ordop: '<' or '>')
#pragma omp atomic compare
  if (a[0] <= n) { a[0] = n; }
// CHECK: omp-parallel-errors-2.c:[[@LINE-1]]:3: error: the statement for '#pragma omp atomic compare' must be
#pragma omp atomic compare
  if (a[0] < n) { a[0] = n + 1; }
// CHECK: omp-parallel-errors-2.c:[[@LINE-1]]:3: error: the statement for '#pragma omp atomic compare' must be
#pragma omp atomic compare read
  n = a[0];
// CHECK: omp-parallel-errors-2.c:[[@LINE-2]]:28: error: directive '#pragma omp atomic' cannot contain more than one 'read', 'write', 'update', 'capture', or 'compare' clause
// CHECK: omp-parallel-errors-2.c:[[@LINE-3]]:20: note: 'compare' clause used here
#pragma omp atomic compare capture
  { n = a[0]; a[0] += 1; }
// CHECK: omp-parallel-errors-2.c:[[@LINE-1]]:3: error: the statement for '#pragma omp atomic compare capture' must be of the form '{ v = x; cond-update }', '{ cond-update v = x; }', 'if (x == e) { x = d; } else { v = x; }' or '{ r = x == e; if (r) { x = d; } [else { v = x; }] }'
#pragma omp atomic compare capture
  if (a[0] < n) { a[0] = n; } else { n = a[0]; }
// CHECK: omp-parallel-errors-2.c:[[@LINE-1]]:3: error: the statement for '#pragma omp atomic compare capture' must be
#pragma omp atomic
  a[0] = a[0] > n ? n : a[0];
// CHECK: omp-parallel-errors-2.c:[[@LINE-1]]:3: error: the statement for '#pragma omp atomic' must be of the form '++x;', 'x++;', 'x binop= expr;', 'x = x binop expr;' or 'x = expr binop x;'
#pragma omp atomic read
  n = 3;
// CHECK: omp-parallel-errors-2.c:[[@LINE-1]]:3: error: the statement for '#pragma omp atomic read' must be of the form 'v = x;'
#pragma omp parallel reduction(+: a[1:])
  a[0] = 0;
// CHECK: omp-parallel-errors-2.c:[[@LINE-2]]:36: error: section length is unspecified and cannot be inferred because subscripted value is not an array
#pragma omp for schedule(:static)
  for (int i = 0; i < n; i++) a[i] = 0;
// CHECK: omp-parallel-errors-2.c:[[@LINE-2]]:26: error: expected a modifier before ':' in the 'schedule' clause
#pragma omp flush(a
// CHECK: omp-parallel-errors-2.c:[[@LINE-1]]:20: error: expected ')' at the end of the list of '#pragma omp flush'
}
void pointer_loops(void *vp, int *ip, int n) {
#pragma omp parallel for
  for (char *c = vp; c < (char *)vp + n; c++) *c = 0;
#pragma omp parallel for
  for (void *q = vp; q < vp + n; q++) n++;
// CHECK: omp-parallel-errors-2.c:[[@LINE-1]]:3: error: the variable of an OpenMP loop must point to a complete object type
#pragma omp parallel for
  for (int (*f)(void) = 0; f < (int (*)(void))ip; f++) n++;
// CHECK: omp-parallel-errors-2.c:[[@LINE-1]]:3: error: the variable of an OpenMP loop must point to a complete object type
}
void nonrect(int n, int *a) {
#pragma omp parallel for collapse(3)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      for (int k = 0; k < n; k++) a[k] = j;
// CHECK: omp-parallel-errors-2.c:[[@LINE-2]]:5: error: collapsed loop 2 of 3 with bounds that depend on 'i' is not supported by ompfe (only the innermost collapsed loop's bounds may depend on the loops around it)
}
// CHECK: exit=1
