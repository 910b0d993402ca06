// RUN: %ompcc -fopenmp %s -o %t && %t | FileCheck %s
// RUN: %ompcc -O2 -fopenmp %s -o %t2 && %t2 | FileCheck %s
// RUN: %ompcc -fopenmp -fopenmp-targets=x86_64-unknown-linux-gnu %s -o %t.dev && env OMP_TARGET_OFFLOAD=MANDATORY %t.dev | FileCheck %s
// The allocate clause's copies and the allocate directive's variable lie at the variable's own
// alignment when it asks for more than the 8 bytes libomp's __kmpc_alloc guarantees
// (_Alignas(256), a 16-byte vector): before, they were allocated unaligned (224 224 480 below;
// clang-19 the same), where gcc-12 aligns the clause's copies as the variable asks. An align
// modifier larger than the variable's alignment still wins.
#include <omp.h>
#include <stdint.h>
#include <stdio.h>

typedef int v4 __attribute__((vector_size(16)));

int main(void) {
  _Alignas(256) int x = 3;
  v4 v = {1, 2, 3, 4};
  int mis = 0, team = 0;
#pragma omp parallel num_threads(2) firstprivate(x, v) allocate(omp_default_mem_alloc: x, v) reduction(| : mis) reduction(+ : team)
  {
    mis |= (int)((uintptr_t)&x % 256) | (x != 3) | (int)((uintptr_t)&v % 16);
    v = v * 2; /* an aligned vector access at -O2 */
    mis |= v[3] != 8;
    team += 1;
  }
  // CHECK: parallel firstprivate: 0 team 2
  printf("parallel firstprivate: %d team %d\n", mis, team);
  mis = 0;
#pragma omp parallel num_threads(2) private(x) allocate(allocator(omp_default_mem_alloc), align(512): x) reduction(| : mis)
  mis |= (int)((uintptr_t)&x % 512);
  // CHECK: parallel private align(512): 0
  printf("parallel private align(512): %d\n", mis);
  mis = 0;
#pragma omp target map(tofrom : mis) private(x) allocate(omp_default_mem_alloc: x)
  mis = (int)((uintptr_t)&x % 256);
  // CHECK: target private: 0
  printf("target private: %d\n", mis);
  {
    _Alignas(512) int y = 7;
#pragma omp allocate(y) allocator(omp_default_mem_alloc)
    // CHECK: directive: 0 7
    printf("directive: %d %d\n", (int)((uintptr_t)&y % 512), y);
  }
  return 0;
}
