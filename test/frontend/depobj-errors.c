// Misuse of depobj and depend(depobj: ...): each error at its place, no output file.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe -fopenmp %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: ls -A %t | count 0
#include <omp.h>
void f(int x) {
  omp_depend_t o, p;
  int n = 0;
#pragma omp depobj(n) depend(in: x)
// CHECK: depobj-errors.c:[[@LINE-1]]:20: error: expected an lvalue expression of 'omp_depend_t' type, not 'int'
#pragma omp depobj(o)
// CHECK: depobj-errors.c:[[@LINE-1]]:1: error: expected one of 'depend', 'destroy', or 'update' clauses on '#pragma omp depobj'
#pragma omp depobj(o) depend(in: x) destroy
// CHECK: depobj-errors.c:[[@LINE-1]]:37: error: exactly one of 'depend', 'destroy', or 'update' clauses is expected
#pragma omp depobj(o) update(depobj)
// CHECK: depobj-errors.c:[[@LINE-1]]:23: error: expected dependence type 'in', 'out', 'inout', 'mutexinoutset' or 'inoutset' in the 'update' clause
#pragma omp depobj(o) depend(depobj: p)
// CHECK: depobj-errors.c:[[@LINE-1]]:30: error: 'depobj' dependence type is not allowed in the depend clause of '#pragma omp depobj'
#pragma omp depobj(o) destroy(p)
// CHECK: depobj-errors.c:[[@LINE-1]]:23: error: the 'destroy' clause must name the depend object of '#pragma omp depobj'
#pragma omp depobj(o) nowait
// CHECK: depobj-errors.c:[[@LINE-1]]:23: error: unexpected OpenMP clause 'nowait' in directive '#pragma omp depobj'
#pragma omp task depend(depobj: x)
  x++;
// CHECK: depobj-errors.c:[[@LINE-2]]:33: error: expected an lvalue expression of 'omp_depend_t' type in 'depend(depobj: ...)'
#pragma omp taskwait depend(sink: x)
// CHECK: depobj-errors.c:[[@LINE-1]]:22: error: expected dependence type 'in', 'out', 'inout', 'mutexinoutset', 'inoutset' or 'depobj' in 'depend' clause
}
// CHECK: exit=1
