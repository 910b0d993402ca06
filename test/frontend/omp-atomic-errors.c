// The atomic forms that stay errors next to the ones taken (OpenMP 5.2 §15.8.4): capture-write
// `{ v = x; x = expr; }` needs v and x apart, and on a pointer x only + and - update it (the
// others are C constraint violations, reported at the operator with clang-19's words, then the
// statement's form at its start, as clang-19 does).
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe -fopenmp %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: ls -A %t | count 0
void capture_write(int n, int *a, double *d) {
#pragma omp atomic capture
  { n = a[0]; a[0] = n + 1; }
#pragma omp atomic capture
  { *d = d[1]; d[1] = 0.5; }
#pragma omp atomic capture
  { n = n; n = 42; }
// CHECK: omp-atomic-errors.c:[[@LINE-1]]:5: error: in '#pragma omp atomic capture', v and x must not access the same storage location
#pragma omp atomic capture
  { a[1] = a[1]; a[1] += 2; }
// CHECK: omp-atomic-errors.c:[[@LINE-1]]:6: error: in '#pragma omp atomic capture', v and x must not access the same storage location
#pragma omp atomic capture
  { n = a[0]; n = 3; }
// CHECK: omp-atomic-errors.c:[[@LINE-1]]:3: error: the statement for '#pragma omp atomic capture' must be of the form 'v = x binop= expr;', 'v = x++;', '{v = x; x binop= expr;}', '{v = x; x = expr;}' or the like
#pragma omp atomic capture
  { a[0] = 3; n = a[0]; }
// CHECK: omp-atomic-errors.c:[[@LINE-1]]:3: error: the statement for '#pragma omp atomic capture' must be of the form
}
void pointer_atomics(int *p, int **v, int n) {
#pragma omp atomic
  p += n;
#pragma omp atomic capture
  { *v = p; p = n + p; }
#pragma omp atomic
  p *= 2;
// CHECK: omp-atomic-errors.c:[[@LINE-1]]:5: error: invalid operands to binary expression ('int *' * 'int')
// CHECK: omp-atomic-errors.c:[[@LINE-2]]:3: error: the statement for '#pragma omp atomic' must be of the form '++x;', 'x++;', 'x binop= expr;', 'x = x binop expr;' or 'x = expr binop x;'
#pragma omp atomic
  p = n - p;
// CHECK: omp-atomic-errors.c:[[@LINE-1]]:9: error: invalid operands to binary expression ('int' - 'int *')
// CHECK: omp-atomic-errors.c:[[@LINE-2]]:3: error: the statement for '#pragma omp atomic' must be of the form
#pragma omp atomic capture
  { *v = p; p = p << 1; }
// CHECK: omp-atomic-errors.c:[[@LINE-1]]:19: error: invalid operands to binary expression ('int *' << 'int')
// CHECK: omp-atomic-errors.c:[[@LINE-2]]:3: error: the statement for '#pragma omp atomic capture' must be of the form
#pragma omp atomic capture
  *v = p |= 1;
// CHECK: omp-atomic-errors.c:[[@LINE-1]]:10: error: invalid operands to binary expression ('int *' | 'int')
// CHECK: omp-atomic-errors.c:[[@LINE-2]]:3: error: the statement for '#pragma omp atomic capture' must be of the form
#pragma omp atomic
  p = p + p;
// CHECK: omp-atomic-errors.c:[[@LINE-1]]:9: error: invalid operands to binary expression ('int *' + 'int *')
// CHECK: omp-atomic-errors.c:[[@LINE-2]]:3: error: the statement for '#pragma omp atomic' must be of the form
}
// compare capture needs its v: without one, ompfe took it for a plain compare
void compare_capture(int x, int e) {
#pragma omp atomic compare capture
  if (x == e) { x = 2; }
// CHECK: omp-atomic-errors.c:[[@LINE-1]]:3: error: the statement for '#pragma omp atomic compare capture' must be of the form
#pragma omp atomic compare capture
  { if (x == e) { x = 2; } }
// CHECK: omp-atomic-errors.c:[[@LINE-1]]:3: error: the statement for '#pragma omp atomic compare capture' must be of the form
}
// a conditional update braced alone is the update (as clang-19 takes it), braced twice an error
void compare_braced(int x, int e) {
#pragma omp atomic compare
  { if (x < e) { x = e; } }
#pragma omp atomic compare
  { { x = x < e ? e : x; } }
// CHECK: omp-atomic-errors.c:[[@LINE-1]]:3: error: the statement for '#pragma omp atomic compare' must be of the form
}
// CHECK: exit=1
