// The iterator modifier of depend and affinity: what is refused, each an error at its place (in
// clang-19's words where it has them), no output file. map's, to's and from's iterator
// modifier is refused as clang-19 refuses it.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe -fopenmp %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: ls -A %t | count 0
#include <omp.h>
int a[10];
typedef void (*callback)(void);
void f(int n, double d) {
  omp_depend_t o;
  #pragma omp task depend(iterator(double x = 0:4), in: a[0])
  // CHECK: omp-iterator-errors.c:[[@LINE-1]]:36: error: expected integral or pointer type as the iterator-type, not 'double'
  a[0] = 1;
  #pragma omp task depend(iterator(callback p = 0:0), in: a[0])
  // CHECK: omp-iterator-errors.c:[[@LINE-1]]:36: error: an iterator of type 'void (*)(void)' needs a pointer to a complete object type of fixed size
  a[0] = 1;
  #pragma omp task depend(iterator(int *p = a:d), in: p[0])
  // CHECK: omp-iterator-errors.c:[[@LINE-1]]:47: error: incompatible types initializing 'double' to 'int *'
  a[0] = 1;
  #pragma omp task depend(iterator(i = 0:4:0), in: a[i])
  // CHECK: omp-iterator-errors.c:[[@LINE-1]]:44: error: iterator step expression evaluates to 0
  a[0] = 1;
  #pragma omp task depend(iterator(i = 0:4:1.5), in: a[i])
  // CHECK: omp-iterator-errors.c:[[@LINE-1]]:44: error: the step of an iterator must have integer type, not 'double'
  a[0] = 1;
  #pragma omp task depend(iterator(i = 0:&n), in: a[i])
  // CHECK: omp-iterator-errors.c:[[@LINE-1]]:42: error: the range of an iterator must have arithmetic type, not 'int *'
  a[0] = 1;
  #pragma omp task depend(iterator(i = 0:4, i = 0:2), in: a[i])
  // CHECK: omp-iterator-errors.c:[[@LINE-1]]:45: error: redefinition of 'i'
  // CHECK: omp-iterator-errors.c:[[@LINE-2]]:36: note: previous definition is here
  a[0] = 1;
  #pragma omp task depend(iterator(i = 0:4, j = 0:i), in: a[j])
  // CHECK: omp-iterator-errors.c:[[@LINE-1]]:51: error: use of undeclared identifier 'i'
  a[0] = 1;
  #pragma omp task depend(iterator(i = 0), in: a[i])
  // CHECK: omp-iterator-errors.c:[[@LINE-1]]:41: error: expected ':' before ')'
  a[0] = 1;
  #pragma omp target map(iterator(i = 0:4), to: a[i])
  // CHECK: omp-iterator-errors.c:[[@LINE-1]]:26: error: the 'iterator' modifier of the 'map' clause is not supported by ompfe
  a[0] = 1;
  #pragma omp target update to(iterator(i = 0:4): a[i])
  // CHECK: omp-iterator-errors.c:[[@LINE-1]]:32: error: the 'iterator' modifier of the 'to' clause is not supported by ompfe
  #pragma omp parallel for ordered(1)
  for (int i = 0; i < 4; i++) {
    #pragma omp ordered depend(iterator(j = 0:1), sink: i - 1)
    // CHECK: omp-iterator-errors.c:[[@LINE-1]]:25: error: the 'iterator' modifier of the 'depend' clause of '#pragma omp ordered' is not supported by ompfe
    a[i] = 1;
  }
  /* the iterators are the clause's alone */
  #pragma omp task affinity(iterator(i = 0:4): a[i])
  a[i] = 1;
  // CHECK: omp-iterator-errors.c:[[@LINE-1]]:5: error: use of undeclared identifier 'i'
}
// CHECK-NOT: error
// CHECK: exit=1
