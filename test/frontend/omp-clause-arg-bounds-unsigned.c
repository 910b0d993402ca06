// An unsigned constant 0 as a count that must be strictly positive is an error too: clang-19
// lets it through (it checks only signed constants), gcc-12 warns ("'num_threads' value must
// be positive"); it is no more a valid number of threads, or a chunk or task size, than 0.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe -fopenmp %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: ls -A %t | count 0
void f(int *a) {
#pragma omp parallel num_threads(0u)
  ;
// CHECK: omp-clause-arg-bounds-unsigned.c:[[@LINE-2]]:34: error: argument to 'num_threads' clause must be a strictly positive integer value
#pragma omp taskloop grainsize(0ul)
  for (int i = 0; i < 4; i++) a[i] = i;
// CHECK: omp-clause-arg-bounds-unsigned.c:[[@LINE-2]]:32: error: argument to 'grainsize' clause must be a strictly positive integer value
#pragma omp parallel num_threads(4294967295u)
  ;
#pragma omp teams thread_limit(sizeof(int))
  ;
}
// CHECK-NOT: error
// CHECK: exit=1
