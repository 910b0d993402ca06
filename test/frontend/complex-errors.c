// What ompfe refuses of complex types: each an error at its location, no output file.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe -fopenmp %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: ls -A %t | count 0
static _Complex int ci = (4 + 2i) / (1 + 1i);
// CHECK: complex-errors.c:[[@LINE-1]]:35: error: initializer element is not a compile-time constant
_Complex int cm = 3i % 2;
// CHECK: complex-errors.c:[[@LINE-1]]:22: error: invalid operands to binary expression ('_Complex int' % 'int')
double _Complex a = 1.0, b = 2.0i;
/* a complex product or quotient is folded only when exact (test/c/complex_init_exact_ops.c) */
static double _Complex prod = (0.1 + 2.0i) * (3.0 + 4.0i);
// CHECK: complex-errors.c:[[@LINE-1]]:44: error: initializer element is not a compile-time constant
static double _Complex quot = 1.0 / (3.0 + 4.0i);
// CHECK: complex-errors.c:[[@LINE-1]]:35: error: initializer element is not a compile-time constant
int f(void) {
  int r = a < b;
  // CHECK: complex-errors.c:[[@LINE-1]]:13: error: invalid operands to binary expression ('_Complex double' < '_Complex double')
  r += a % 2;
  // CHECK: complex-errors.c:[[@LINE-1]]:10: error: invalid operands to binary expression ('_Complex double' % 'int')
  r += (a & b) != 0;
  // CHECK: complex-errors.c:[[@LINE-1]]:11: error: invalid operands to binary expression ('_Complex double' & '_Complex double')
  a |= 1;
  // CHECK: complex-errors.c:[[@LINE-1]]:5: error: invalid operands to binary expression ('_Complex double' | 'int')
  int *p = (int *)a;
  // CHECK: complex-errors.c:[[@LINE-1]]:12: error: cannot cast '_Complex double' to 'int *'
  __float128 q = 1;
  a = a * q;
  // CHECK: complex-errors.c:[[@LINE-1]]:9: error: complex arithmetic with __float128 is not supported by ompfe
  a = __builtin_complex(1.0f, 2.0);
  // CHECK: complex-errors.c:[[@LINE-1]]:7: error: __builtin_complex needs two arguments of the same real floating type
  return r + *p;
}
void omp(void) {
  double _Complex z = 0;
  #pragma omp parallel for reduction(max : z)
  // CHECK: complex-errors.c:[[@LINE-1]]:44: error: list item of type '_Complex double' is not valid for specified reduction operation: unable to provide default initialization value
  for (int i = 0; i < 4; i++) z += i;
  #pragma omp parallel for reduction(^ : z)
  // CHECK: complex-errors.c:[[@LINE-1]]:38: error: invalid operands to binary expression ('_Complex double' and '_Complex double')
  for (int i = 0; i < 4; i++) z += i;
  #pragma omp parallel for linear(z)
  // CHECK: complex-errors.c:[[@LINE-1]]:35: error: argument of a linear clause should be of integral or pointer type, not '_Complex double'
  for (int i = 0; i < 4; i++) z += i;
  #pragma omp atomic
  a += 1; /* under the lock of atomics without instructions (e2e/parallel/atomic_complex.c) */
  #pragma omp atomic read
  z = a;
  // CHECK-NOT: '#pragma omp atomic'
  #pragma omp atomic
  __real__ a += 1; /* a double: native atomic */
}
// CHECK: exit=1
