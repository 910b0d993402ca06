// RUN: %cmp-clang %s %t
// Covers: one variable in an `alloc` map and a copying map on one target construct, in both
// clause orders: the copying entry comes first (as clang-19 orders a variable the region
// uses), since libomptarget copies only for the entry that creates the mapping.
#include <stdio.h>

int main(void) {
  int x[4] = {11, 22, 33, 44}, y[4] = {0, 0, 0, 0}, s = 0;
  #pragma omp target map(alloc: x) map(to: x) map(tofrom: s)
  for (int i = 0; i < 4; i++) s += x[i];
  printf("alloc, to: s=%d\n", s);

  s = 0;
  #pragma omp target map(to: x) map(alloc: x) map(tofrom: s)
  for (int i = 0; i < 4; i++) s += x[i];
  printf("to, alloc: s=%d\n", s);

  #pragma omp target map(alloc: y) map(tofrom: y)
  for (int i = 0; i < 4; i++) y[i] += i + 1;
  printf("alloc, tofrom: %d %d %d %d\n", y[0], y[1], y[2], y[3]);

  #pragma omp target map(alloc: y[1:2]) map(from: y[1:2])
  for (int i = 1; i < 3; i++) y[i] = 100 + i;
  printf("alloc, from (section): %d %d %d %d\n", y[0], y[1], y[2], y[3]);
  return 0;
}
