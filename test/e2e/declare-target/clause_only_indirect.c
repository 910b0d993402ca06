// RUN: %cmp-clang %s %t -fopenmp-version=52
// RUN: %cmp-clang %s %t -fopenmp-version=51
// Covers: OpenMP 5.1's clause-only 'declare target indirect' ... 'end declare target' (no list):
// a block like 'begin declare target indirect'; its functions are called on the device directly
// and through host pointers captured into a region, its variables are declare target.
#include <omp.h>
#include <stdio.h>

#pragma omp declare target indirect
int add_ten(int x) { return x + 10 + 1000 * omp_is_initial_device(); }
int square(int x) { return x * x + 1000 * omp_is_initial_device(); }
int calls = 5;
#pragma omp end declare target

#pragma omp declare target indirect device_type(any)
int halve(int x) { return x / 2 + 1000 * omp_is_initial_device(); }
#pragma omp end declare target

typedef int (*op_t)(int);

int main(void) {
  op_t ops[3] = {add_ten, square, halve};
  int r[3], direct = 0;
  for (int i = 0; i < 3; i++) {
    op_t op = ops[i];
    int v = 0;
#pragma omp target map(from: v)
    { v = op(8); }
    r[i] = v;
  }
#pragma omp target map(from: direct)
  { direct = add_ten(calls) + square(2) + halve(calls); }
  printf("device through pointers: %d %d %d\n", r[0], r[1], r[2]);
  printf("device direct: %d\n", direct);
  printf("host: %d %d %d\n", add_ten(8), square(8), halve(8));
  return 0;
}
