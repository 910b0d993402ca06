// RUN: %cmp-clang %s %t
// Covers: 'begin declare target indirect': host pointers to those functions, captured implicitly
// (firstprivate) into a region, are called there and run the device versions.
#include <omp.h>
#include <stdio.h>

#pragma omp begin declare target indirect
int add_ten(int x) { return x + 10 + 1000 * omp_is_initial_device(); }
int times_three(int x) { return x * 3 + 1000 * omp_is_initial_device(); }
int negate(int x) { return -x - 1000 * omp_is_initial_device(); }
#pragma omp end declare target

typedef int (*op_t)(int);

int apply(int which, int v) {
  op_t op = which == 0 ? add_ten : which == 1 ? times_three : negate;
  int r = 0;
#pragma omp target map(from: r)
  { r = op(v); }
  return r;
}

int main(void) {
  for (int w = 0; w < 3; w++)
    printf("device: op%d(7)=%d\n", w, apply(w, 7));
  op_t first = add_ten, second = times_three;
  int r = 0;
#pragma omp target map(tofrom: r)
  { r = second(first(r + 1)); }
  printf("device: composed=%d\n", r);
  printf("host: %d %d %d\n", add_ten(7), times_three(7), negate(7));
  return 0;
}
