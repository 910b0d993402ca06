// GNU labels as values: what ompfe refuses, each at its place: an undefined label, a computed
// goto to a non-pointer, label addresses in an OpenMP construct's body (emitted as a function
// of its own), and cleanups that a computed goto would have to choose.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe -fopenmp %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: ls -A %t | count 0
void done(int *p);

int g(int k) {
  /* a label difference is a constant as an integer (any width: truncated), not as a pointer
   * nor widened again after a truncation */
  static const int offs[] = {&&a - &&a, &&b - &&a};
  static void *const wrong[] = {(void *)(&&b - &&a)};
// CHECK-DAG: diag-labels-as-values.c:[[@LINE-1]]:46: error: initializer element is not a compile-time constant
  static const long widened[] = {(int)(&&b - &&a)};
// CHECK-DAG: diag-labels-as-values.c:[[@LINE-1]]:44: error: initializer element is not a compile-time constant
  goto *(&&a + offs[k] + (long)wrong[0] + widened[0]);
a:
  return 1;
b:
  return 2;
}

void *h(void *p) {
  goto *p;
// CHECK-DAG: diag-labels-as-values.c:[[@LINE-1]]:3: error: indirect goto in function with no address-of-label expressions
}

void f(int n) {
  void *p = &&nowhere;
// CHECK-DAG: diag-labels-as-values.c:[[@LINE-1]]:13: error: use of undeclared label 'nowhere'
  goto *n;
// CHECK-DAG: diag-labels-as-values.c:[[@LINE-1]]:9: error: indirect goto requires a pointer, not 'int'
#pragma omp target
  {
  inside:
    p = &&inside;
// CHECK-DAG: diag-labels-as-values.c:[[@LINE-1]]:9: error: labels as values inside an OpenMP construct are not supported by ompfe
  }
  {
    int c __attribute__((cleanup(done))) = 0;
    goto *p;
// CHECK-DAG: diag-labels-as-values.c:[[@LINE-1]]:5: error: indirect goto in the scope of a variable with a cleanup attribute is not supported by ompfe
  }
}
// CHECK: exit=1
