// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %repeat-run %t.ompcc 10
// RUN: %t.ompcc | FileCheck %s
// Covers: reduction(task, ...) on the combined parallel masked, its taskloop's tasks reducing
// with in_reduction (the OpenMP validation suite's form). Compared with gcc only: clang-19
// crashes compiling it (a segmentation fault in its code generation for main).
#include <omp.h>
#include <stdio.h>
int main(void) {
  int tl = 0, team = 0;
#pragma omp parallel masked num_threads(3) reduction(task, +: tl)
  {
    team = omp_get_num_threads();
#pragma omp taskloop in_reduction(+: tl) num_tasks(4)
    for (int i = 1; i <= 20; i++) tl += i;
  }
  // CHECK: team=3 tl=210
  printf("team=%d tl=%d\n", team, tl);
  return 0;
}
