// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %repeat-run %t.ompcc 10
// Covers OpenMP 5.1's combined constructs parallel master, parallel masked (filter), parallel
// master taskloop and masked taskloop: the team forms, the primary (or filtered) thread runs
// the block, the taskloop's iterations each run once. Compared with gcc: clang-19's build of
// `masked taskloop ... shared(sum)` inside a parallel region leaves sum 0.
#include <omp.h>
#include <stdio.h>
int main(void) {
  int team = 0, who = -1, hits[20] = {0}, sum = 0;
#pragma omp parallel master num_threads(3)
  { team = omp_get_num_threads(); who = omp_get_thread_num(); }
#pragma omp parallel masked num_threads(2) filter(1)
  who += 10 * omp_get_thread_num();
#pragma omp parallel master taskloop num_threads(3) grainsize(4) shared(hits)
  for (int i = 0; i < 20; i++) hits[i]++;
#pragma omp parallel num_threads(2)
#pragma omp masked taskloop num_tasks(3) shared(sum)
  for (int i = 1; i <= 10; i++) {
#pragma omp atomic
    sum += i;
  }
  int all = 1;
  for (int i = 0; i < 20; i++) all &= hits[i] == 1;
  printf("team %d who %d all %d sum %d\n", team, who, all, sum);
  return 0;
}
