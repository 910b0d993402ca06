// Misuse of the allocate directive and clause: each error at its item, no output file.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe -fopenmp %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: ls -A %t | count 0
#include <omp.h>
int g;
omp_allocator_handle_t user;
#pragma omp allocate(g) allocator(user)
// CHECK: allocate-errors.c:[[@LINE-1]]:35: error: the allocator of a variable with static storage duration must be a predefined allocator
#pragma omp allocate(g) align(3)
// CHECK: allocate-errors.c:[[@LINE-1]]:31: error: alignment must be an integer constant that is a power of two
#pragma omp allocate(g) allocator(7.5)
// CHECK: allocate-errors.c:[[@LINE-1]]:35: error: expected an allocator of type 'omp_allocator_handle_t' in the 'allocator' clause
#pragma omp allocate(g) nowait
// CHECK: allocate-errors.c:[[@LINE-1]]:25: error: unexpected OpenMP clause 'nowait' in directive '#pragma omp allocate'
void f(int n, int p) {
  int x = 0, v[n];
  {
#pragma omp allocate(x)
// CHECK: allocate-errors.c:[[@LINE-1]]:22: error: '#pragma omp allocate' must appear in the scope of the 'x' variable declaration
  }
#pragma omp allocate(p)
// CHECK: allocate-errors.c:[[@LINE-1]]:22: error: '#pragma omp allocate' must appear in the scope of the 'p' variable declaration
#pragma omp allocate(x)
#pragma omp allocate(x)
// CHECK: allocate-errors.c:[[@LINE-1]]:22: error: 'x' is already in a '#pragma omp allocate' directive
  int y = 0;
#pragma omp parallel allocate(omp_default_mem_alloc: y)
  y++;
// CHECK: allocate-errors.c:[[@LINE-2]]:54: error: the referenced item is not found in any private clause on the same directive
#pragma omp parallel private(y) allocate(allocator(omp_default_mem_alloc), allocator(user): y)
  y++;
// CHECK: allocate-errors.c:[[@LINE-2]]:76: error: more than one 'allocator' modifier in the 'allocate' clause
#pragma omp parallel private(y) allocate(pool(1): y)
  y++;
// CHECK: allocate-errors.c:[[@LINE-2]]:42: error: call to undeclared function 'pool'; ISO C99 and later do not support implicit function declarations [-Wimplicit-function-declaration]
#pragma omp parallel private(y) allocate(allocator(user), size(2): y)
  y++;
// CHECK: allocate-errors.c:[[@LINE-2]]:59: error: unexpected modifier 'size' in the 'allocate' clause: expected 'allocator' or 'align'
#pragma omp parallel private(y) allocate(allocator(user), align: y)
  y++;
// CHECK: allocate-errors.c:[[@LINE-2]]:59: error: expected 'allocator(...)' or 'align(...)' before ':' in the 'allocate' clause
#pragma omp target firstprivate(y) allocate(user: y)
  y++;
// CHECK: allocate-errors.c:[[@LINE-2]]:45: error: allocator must be specified in the 'uses_allocators' clause
#pragma omp barrier allocate(y)
// CHECK: allocate-errors.c:[[@LINE-1]]:21: error: unexpected OpenMP clause 'allocate' in directive '#pragma omp barrier'
}
// CHECK: exit=1
