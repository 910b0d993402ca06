// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t
// RUN: %repeat-run %t.ompcc 20
// Covers: worksharing loops with every schedule (static gives each thread the block the
// specification says: shown by who ran which iteration), chunk sizes, downward and strided
// loops, collapse(2), lastprivate (a variable and the loop variable), firstprivate, nowait and
// barrier, single (nowait), master, masked(filter), named and unnamed critical, atomic and
// flush.
#include <omp.h>
#include <stdio.h>

#define N 12

int main(void) {
  int owner[N];
#pragma omp parallel for num_threads(3) schedule(static)
  for (int i = 0; i < N; i++) owner[i] = omp_get_thread_num();
  printf("static:   ");
  for (int i = 0; i < N; i++) printf("%d", owner[i]);
#pragma omp parallel for num_threads(3) schedule(static, 2)
  for (int i = 0; i < N; i++) owner[i] = omp_get_thread_num();
  printf("\nstatic,2: ");
  for (int i = 0; i < N; i++) printf("%d", owner[i]);
  printf("\n");

  /* dynamic, guided, runtime, auto: who runs what varies; every iteration runs once */
  int count[4][N] = {{0}};
  long dynamic_sum = 0;
#pragma omp parallel num_threads(3)
  {
#pragma omp for schedule(dynamic) reduction(+ : dynamic_sum)
    for (int i = 0; i < N; i++) { count[0][i]++; dynamic_sum += i; }
#pragma omp for schedule(guided, 2) nowait
    for (int i = N - 1; i >= 0; i--) {
#pragma omp atomic
      count[1][i]++;
    }
#pragma omp barrier
#pragma omp for schedule(runtime)
    for (unsigned i = 0; i < N; i += 3) count[2][i]++;
#pragma omp for schedule(monotonic : dynamic, 3)
    for (int i = 0; i < N; i++) count[3][i]++;
  }
  for (int k = 0; k < 4; k++) {
    printf("schedule %d:", k);
    for (int i = 0; i < N; i++) printf(" %d", count[k][i]);
    printf("\n");
  }
  printf("dynamic sum %ld\n", dynamic_sum);

  int cells = 0, lastv = -1, i = -1, base = 100;
#pragma omp parallel for num_threads(4) collapse(2) reduction(+ : cells) lastprivate(lastv, i) firstprivate(base)
  for (i = 0; i < 5; i++)
    for (int j = 0; j < 3; j++) {
      cells += base + i * 3 + j;
      lastv = i * 10 + j;
    }
  printf("collapse: cells %d, lastprivate %d, loop variable after the loop %d\n", cells, lastv, i);

  int singles = 0, masters = 0, masked = -1, crit = 0, named = 0;
#pragma omp parallel num_threads(4)
  {
#pragma omp single
    singles++;
#pragma omp single nowait
    singles += 10;
#pragma omp master
    masters++;
#pragma omp masked filter(2)
    masked = omp_get_thread_num();
#pragma omp critical
    crit += omp_get_thread_num();
#pragma omp critical(other) hint(0)
    named += 2;
#pragma omp flush
  }
  printf("single %d master %d masked by %d critical %d named %d\n", singles, masters, masked, crit, named);
  return 0;
}
