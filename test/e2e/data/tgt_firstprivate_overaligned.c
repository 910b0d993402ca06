// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %ompcc -fopenmp -fopenmp-targets=x86_64-unknown-linux-gnu %s -o %t.dev && env OMP_TARGET_OFFLOAD=MANDATORY %t.dev | FileCheck %s
// RUN: %ompcc -O2 -fopenmp -fopenmp-targets=x86_64-unknown-linux-gnu %s -o %t.dev2 && env OMP_TARGET_OFFLOAD=MANDATORY %t.dev2 | FileCheck %s
// A target region's own copy of a variable that asks for more alignment than its type has
// (`_Alignas(128) int`, firstprivate as a value or private) lies at that alignment in the
// kernel, also under nowait and in a combined construct's loop: the kernel kept it in a slot
// aligned for its type (gcc's host fallback: aligned; clang-19: misaligned as ompfe was).
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
typedef struct { _Alignas(128) int v; } line;
int main(void) {
  _Alignas(128) int x = 3, p = 0;
  line s = {4};
  int mis = -1, val = 0, dev = 0;
#pragma omp target firstprivate(x, s) private(p) map(from: mis, val, dev)
  {
    p = 1;
    mis = (int)((uintptr_t)&x % 128) | (int)((uintptr_t)&s % 128) | (int)((uintptr_t)&p % 128);
    val = x + s.v + p;
    dev = !omp_is_initial_device();
  }
  // CHECK: region: misaligned 0 value 8
  printf("region: misaligned %d value %d\n", mis, val);
#pragma omp target firstprivate(x) map(from: mis, val) nowait
  {
    mis = (int)((uintptr_t)&x % 128);
    val = x * 2;
  }
#pragma omp taskwait
  // CHECK: nowait: misaligned 0 value 6
  printf("nowait: misaligned %d value %d\n", mis, val);
  mis = 0;
#pragma omp target teams distribute parallel for firstprivate(x) reduction(| : mis)
  for (int i = 0; i < 8; i++) mis |= (int)((uintptr_t)&x % 128);
  // CHECK: loop: misaligned 0
  printf("loop: misaligned %d\n", mis);
  // CHECK-NOT: ran on the host
  if (!dev) printf("(ran on the host)\n");
  return 0;
}
