// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %t.ompcc | FileCheck %s
// RUN: %cmp-gcc %s %t2 -fopenmp -O2
// RUN: %t2.ompcc | FileCheck %s
// A task's firstprivate copies (explicit and implicit, task and taskloop) lie in the task at
// the alignment their type needs: the slots were 8-aligned, so a 16-byte vector's aligned
// load faulted in the task (SIGSEGV at -O0 and -O2) and __int128, long double and _Alignas(32)
// copies were misaligned (gcc and clang-19: aligned).
#include <stdint.h>
#include <stdio.h>
typedef double v2d __attribute__((vector_size(16)));
typedef struct { _Alignas(32) double x; char c; } wide;
__attribute__((noinline)) static void twice(v2d *p) { *p = *p + *p; }
int main(void) {
  double r = 0, t = 0;
  int misaligned = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
    char pad = 1;
    v2d v = {1, 4};
    __int128 q = 5;
    long double ld = 2.5L;
    wide w = {1.5, 2};
#pragma omp task shared(r, misaligned)
    { /* implicitly firstprivate */
      twice(&v);
      misaligned |= (uintptr_t)&q % 16 | (uintptr_t)&ld % 16 | (uintptr_t)&w % 32;
      r = v[0] + v[1] + pad + (double)q + (double)ld + w.x;
    }
#pragma omp taskloop firstprivate(pad, v, w) shared(t, misaligned) num_tasks(3)
    for (int i = 0; i < 3; i++) {
      twice(&v);
#pragma omp atomic
      misaligned |= (int)((uintptr_t)&w % 32);
#pragma omp atomic
      t += v[0] + v[1] + pad + w.x;
    }
  }
  // CHECK: r 20 t 37.5 misaligned 0
  printf("r %g t %g misaligned %d\n", r, t, misaligned);
  return 0;
}
