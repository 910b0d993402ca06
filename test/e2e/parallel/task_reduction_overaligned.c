// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %t.ompcc | FileCheck %s
// RUN: %cmp-gcc %s %t2 -fopenmp -O2
// RUN: %t2.ompcc | FileCheck %s
// A task reduction's copies of a variable that asks for more alignment than libomp gives
// (_Alignas(128)) lie at that alignment, in task_reduction/in_reduction, a taskloop's
// reduction and reduction(task, ...): libomp lays each thread's copy `size` bytes after the
// last in 16-aligned storage, and the tasks used them there, 64 bytes off (gcc: aligned;
// clang-19: misaligned as ompfe was). The sums show the copies are still combined.
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
int main(void) {
  _Alignas(128) int s = 0;
  _Alignas(256) double d = 1;
  int misaligned = 0, team = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
    team = omp_get_num_threads();
#pragma omp taskgroup task_reduction(+ : s) task_reduction(* : d)
    for (int i = 0; i < 8; i++) {
#pragma omp task in_reduction(+ : s) in_reduction(* : d) shared(misaligned)
      {
        s += i;
        d *= 2;
#pragma omp atomic
        misaligned |= (int)((uintptr_t)&s % 128) | (int)((uintptr_t)&d % 256);
      }
    }
#pragma omp taskloop reduction(+ : s) shared(misaligned) num_tasks(4)
    for (int i = 0; i < 8; i++) {
      s += 10;
#pragma omp atomic
      misaligned |= (int)((uintptr_t)&s % 128);
    }
  }
#pragma omp parallel num_threads(2) reduction(task, + : s)
  {
#pragma omp single
    for (int i = 0; i < 4; i++) {
#pragma omp task in_reduction(+ : s) shared(misaligned)
      {
        s += 100;
#pragma omp atomic
        misaligned |= (int)((uintptr_t)&s % 128);
      }
    }
  }
  // CHECK: team 2 s 508 d 256 misaligned 0
  printf("team %d s %d d %g misaligned %d\n", team, s, d, misaligned);
  return 0;
}
