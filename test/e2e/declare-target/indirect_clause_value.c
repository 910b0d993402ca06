// RUN: %cmp-clang %s %t
// Covers: 'indirect(0)' and 'indirect(1)' on declare target functions, called directly in a region
// (calls through pointers to indirect(1) functions are checked in indirect_one.c).
#include <omp.h>
#include <stdio.h>

int not_indirect(int x) { return x + 10 + 1000 * omp_is_initial_device(); }
#pragma omp declare target indirect(0) to(not_indirect)
int yes_indirect(int x) { return x + 20 + 1000 * omp_is_initial_device(); }
#pragma omp declare target to(yes_indirect) indirect(1)
#pragma omp begin declare target indirect(1 - 1)
int block_zero(int x) { return x + 30 + 1000 * omp_is_initial_device(); }
#pragma omp end declare target

int main(void) {
  int r[3];
#pragma omp target map(from: r)
  {
    r[0] = not_indirect(1);
    r[1] = yes_indirect(1);
    r[2] = block_zero(1);
  }
  printf("device: %d %d %d\n", r[0], r[1], r[2]);
  printf("host: %d %d %d\n", not_indirect(1), yes_indirect(1), block_zero(1));
  return 0;
}
