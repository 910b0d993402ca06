// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t
// RUN: %repeat-run %t.ompcc 10
// Covers: reductions over whole arrays (one and two dimensions), a section of a pointer
// (a private buffer for its elements) and a section of an array, with + and max, on the host
// with 4 threads, and a histogram reduced by a league of teams on the offload device.
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  int hist[8] = {0};
  double grid[3][4] = {{0}};
  long *cnt = calloc(10, sizeof *cnt);
  int part[10] = {0};
#pragma omp parallel for num_threads(4) reduction(+ : hist, grid) reduction(+ : cnt[2:5]) reduction(max : part[3:4])
  for (int i = 0; i < 1000; i++) {
    hist[i % 8]++;
    grid[i % 3][i % 4] += 0.5;
    cnt[2 + i % 5] += 1;
    part[3 + i % 4] = part[3 + i % 4] > i ? part[3 + i % 4] : i;
  }
  for (int k = 0; k < 8; k++) printf("%d ", hist[k]);
  printf("| %.1f %.1f | ", grid[0][0], grid[2][3]);
  for (int k = 0; k < 10; k++) printf("%ld ", cnt[k]);
  printf("| ");
  for (int k = 0; k < 10; k++) printf("%d ", part[k]);
  printf("\n");
  int dev_hist[4] = {0};
#pragma omp target teams distribute parallel for num_teams(2) reduction(+ : dev_hist)
  for (int i = 0; i < 400; i++) dev_hist[i % 4] += i % 3;
  printf("device: %d %d %d %d\n", dev_hist[0], dev_hist[1], dev_hist[2], dev_hist[3]);
  free(cnt);
  return 0;
}
