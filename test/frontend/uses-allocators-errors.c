// Misuse of uses_allocators: each error at its item, no output file.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: ls -A %t | count 0
#include <omp.h>
omp_allocator_handle_t global_alloc;
void f(void) {
  omp_alloctrait_t t[1] = {{omp_atk_alignment, 64}};
  int not_traits[2] = {0, 0};
  int n = 0;
  omp_allocator_handle_t a;
#pragma omp target uses_allocators(n(t))
  {}
// CHECK: uses-allocators-errors.c:[[@LINE-2]]:36: error: expected a variable or predefined allocator of type 'omp_allocator_handle_t' in the 'uses_allocators' clause
#pragma omp target uses_allocators(a(not_traits))
  {}
// CHECK: uses-allocators-errors.c:[[@LINE-2]]:38: error: expected a constant-size array of 'omp_alloctrait_t' as the allocator's traits
#pragma omp target uses_allocators(omp_default_mem_alloc(t))
  {}
// CHECK: uses-allocators-errors.c:[[@LINE-2]]:58: error: a predefined allocator cannot have traits specified
#pragma omp target uses_allocators(global_alloc(t))
  {}
// CHECK: uses-allocators-errors.c:[[@LINE-2]]:36: error: the allocator 'global_alloc' of a 'uses_allocators' clause must be a local variable
#pragma omp target uses_allocators(pool(t): a)
  {}
// CHECK: uses-allocators-errors.c:[[@LINE-2]]:36: error: unexpected modifier 'pool' in the 'uses_allocators' clause: expected 'memspace' or 'traits'
#pragma omp target uses_allocators(memspace(7), traits(t): a)
  {}
// CHECK: uses-allocators-errors.c:[[@LINE-2]]:45: error: expected a predefined memory space of type 'omp_memspace_handle_t'
#pragma omp target uses_allocators(traits(t), traits(t): a)
  {}
// CHECK: uses-allocators-errors.c:[[@LINE-2]]:47: error: more than one 'traits' modifier in the 'uses_allocators' clause
#pragma omp target uses_allocators(traits t: a)
  {}
// CHECK: uses-allocators-errors.c:[[@LINE-2]]:36: error: expected 'memspace(...)' or 'traits(...)' before ':' in the 'uses_allocators' clause
#pragma omp parallel uses_allocators(a(t))
  {}
// CHECK: uses-allocators-errors.c:[[@LINE-2]]:22: error: unexpected OpenMP clause 'uses_allocators' in directive '#pragma omp parallel'
}
// CHECK: exit=1
