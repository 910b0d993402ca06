// -ast-dump shows a reduction's task modifier (the default modifier is no modifier).
// RUN: %ompfe -fopenmp -ast-dump %s | FileCheck %s
int f(int n) {
  int s = 0, t = 0;
// CHECK:      OMPParallelDirective
// CHECK-NEXT:   Clause reduction(task, +)
// CHECK-NEXT:     DeclRef 'int' lvalue Var s
// CHECK-NEXT:   Clause reduction(max)
// CHECK-NEXT:     DeclRef 'int' lvalue Var t
#pragma omp parallel reduction(task, +: s) reduction(default, max: t)
  {
#pragma omp task in_reduction(+: s)
    s += n;
  }
  return s + t;
}
