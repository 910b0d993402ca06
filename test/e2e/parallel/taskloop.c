// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t
// RUN: %repeat-run %t.ompcc 20
// Covers: taskloop (grainsize, num_tasks, collapse, firstprivate copied into every task,
// lastprivate written by the task with the last iteration, the loop variable private, shared),
// made by one thread of a team and run by the team.
#include <omp.h>
#include <stdio.h>
int main(void) {
  int hits[100] = {0}, last = -1, base = 7, i = -5;
  long sum = 0;
#pragma omp parallel num_threads(3)
#pragma omp single
  {
#pragma omp taskloop grainsize(10) lastprivate(last) firstprivate(base)
    for (i = 0; i < 100; i++) {
      hits[i] += base;
      last = i * 2;
    }
#pragma omp taskloop num_tasks(4) collapse(2) shared(sum)
    for (int a = 0; a < 10; a++)
      for (int b = 0; b < 10; b++) {
#pragma omp atomic
        sum += a * b;
      }
  }
  int ok = 1;
  for (int k = 0; k < 100; k++) ok &= hits[k] == 7;
  printf("ok=%d last=%d i=%d sum=%ld\n", ok, last, i, sum);
  return 0;
}
