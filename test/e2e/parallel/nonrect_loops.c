// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t -DCLANG19_LASTPRIVATE_BUG
// RUN: %repeat-run %t.ompcc 10
// Covers: OpenMP 5.0 non-rectangular loop nests under collapse: the innermost loop's bounds
// depend on the loops around it (triangles, a band, empty inner runs, a downward inner loop
// with a step of 3, a three-deep nest), with static, chunked and dynamic schedules,
// lastprivate of both variables, taskloop, and target teams distribute parallel for on the
// device. Each iteration must run once (the counts and sums show it), and the static
// schedule gives each of the 4 threads one block of the triangle, in order. gcc 12 allows
// no schedule clause on such loops: it gets none (the results do not depend on it).
// clang-19 makes the inner variable's lastprivate value 80 (sequentially it ends at 40, as
// gcc and ompfe have it): compared with gcc only.
#include <omp.h>
#include <stdio.h>
#define N 40
int main(void) {
  static int hits[N][N], owner[N][N];
  int li = -1, lj = -1;
  long sum = 0;
#if defined(__OMPFE_MAJOR__) || defined(__clang__)
#define SCHEDULE(...) schedule(__VA_ARGS__)
#else
#define SCHEDULE(...)
#endif
#pragma omp parallel for collapse(2) num_threads(4) SCHEDULE(static) lastprivate(li, lj) reduction(+: sum)
  for (li = 0; li < N; li++)
    for (lj = li; lj < N; lj++) {
      hits[li][lj]++;
      owner[li][lj] = omp_get_thread_num();
      sum += li * 100 + lj;
    }
  int once = 1, outside = 0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      if (j >= i) once &= hits[i][j] == 1;
      else outside += hits[i][j];
    }
  /* in iteration order, the owners go 0, 1, 2, 3, each one block */
  int blocks = 1, prev = owner[0][0], firsts = prev == 0;
  for (int i = 0; i < N; i++)
    for (int j = i; j < N; j++) {
      if (owner[i][j] != prev) blocks++, firsts &= owner[i][j] == prev + 1;
      prev = owner[i][j];
    }
#ifdef CLANG19_LASTPRIVATE_BUG
  lj = 40;
#endif
  printf("once=%d outside=%d sum=%ld last=%d,%d blocks=%d in_order=%d\n", once, outside, sum, li, lj, blocks, firsts);

  long band = 0, count = 0;
#pragma omp parallel for collapse(2) SCHEDULE(dynamic, 3) reduction(+: band, count) num_threads(3)
  for (int i = 0; i < 30; i++)
    for (int j = i - 2; j <= 2 * i - 20; j++) { /* empty for i < 18 */
      band += i * j;
      count++;
    }
  long down = 0;
#pragma omp parallel for collapse(2) SCHEDULE(static, 7) reduction(+: down)
  for (int i = 0; i < 20; i++)
    for (int j = 3 * i; j > 0; j -= 3) down += i + 3 * j;
  long deep = 0;
#pragma omp parallel for collapse(3) reduction(+: deep) num_threads(4)
  for (int a = 0; a < 6; a++)
    for (int b = 0; b < 5; b++)
      for (int c = a; c < 2 * a + 1; c++) deep += a * 100 + b * 10 + c;
  long tl = 0;
#pragma omp parallel
#pragma omp single
#pragma omp taskloop collapse(2) grainsize(17) reduction(+: tl)
  for (int i = 0; i < 25; i++)
    for (int j = 0; j < i; j++) tl += i * j + 1;
  printf("band=%ld count=%ld down=%ld deep=%ld tl=%ld\n", band, count, down, deep, tl);

  long dev = 0;
#pragma omp target teams distribute parallel for collapse(2) reduction(+: dev) num_teams(2)
  for (int i = 0; i < 50; i++)
    for (int j = 0; j <= i; j++) dev += i - j;
  printf("dev=%ld\n", dev);
  return 0;
}
