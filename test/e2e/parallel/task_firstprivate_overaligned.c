// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %t.ompcc | FileCheck %s
// RUN: %cmp-gcc %s %t2 -fopenmp -O2
// RUN: %t2.ompcc | FileCheck %s
// A task's copy of a variable that asks for more alignment than the task's own 16 bytes
// (_Alignas(128), a structure with an _Alignas(256) member) lies at that alignment, in a task
// and a taskloop, explicitly or implicitly firstprivate, also firstprivate and lastprivate at
// once: the copies sat in the task, whose 64-aligned storage (libomp's) put them 64 bytes off
// (gcc: aligned; clang-19: misaligned as ompfe was).
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
typedef struct { _Alignas(256) char tag[4]; int n; } page;
int main(void) {
  _Alignas(128) int line = 3;
  page pg = {"abc", 5};
  int misaligned = 0, sum = 0, team = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
    team = omp_get_num_threads();
    for (int k = 0; k < 8; k++) {
#pragma omp task firstprivate(line) shared(misaligned, sum)
      { /* pg implicitly firstprivate */
#pragma omp atomic
        misaligned |= (int)((uintptr_t)&line % 128) | (int)((uintptr_t)&pg % 256);
#pragma omp atomic
        sum += line + pg.n + pg.tag[2];
      }
    }
#pragma omp taskloop firstprivate(pg) shared(misaligned, sum) num_tasks(3)
    for (int i = 0; i < 6; i++) {
#pragma omp atomic
      misaligned |= (int)((uintptr_t)&pg % 256);
#pragma omp atomic
      sum += pg.n;
    }
#pragma omp taskloop firstprivate(line) lastprivate(line) shared(misaligned) num_tasks(2)
    for (int i = 0; i < 6; i++) {
      line += i;
#pragma omp atomic
      misaligned |= (int)((uintptr_t)&line % 128);
    }
  }
  // CHECK: team 2 sum 886 line 15 misaligned 0
  printf("team %d sum %d line %d misaligned %d\n", team, sum, line, misaligned);
  return 0;
}
