// RUN: %cmp-clang %s %t
// Covers: a declare-target table of pointers to indirect functions, initialized statically (the device
// image holds device addresses) and filled on the device, called in regions.
#include <omp.h>
#include <stdio.h>

#pragma omp begin declare target indirect
int inc(int x) { return x + 1 + 1000 * omp_is_initial_device(); }
int dbl(int x) { return x * 2 + 1000 * omp_is_initial_device(); }
int sub3(int x) { return x - 3 + 1000 * omp_is_initial_device(); }
#pragma omp end declare target

typedef int (*op_t)(int);
op_t pipeline[3] = {inc, dbl, sub3};
op_t slot;
#pragma omp declare target to(pipeline, slot)

int main(void) {
  int r[3] = {0, 0, 0};
#pragma omp target map(tofrom: r)
  {
    int v = 5;
    for (int i = 0; i < 3; i++)
      v = pipeline[i](v);
    r[0] = v;
    slot = pipeline[1]; // a device address stored on the device
  }
#pragma omp target map(tofrom: r)
  {
    r[1] = slot(21);
    op_t tmp = pipeline[0];
    pipeline[0] = pipeline[2];
    pipeline[2] = tmp;
    int v = 5;
    for (int i = 0; i < 3; i++)
      v = pipeline[i](v);
    r[2] = v;
  }
  printf("device: %d %d %d\n", r[0], r[1], r[2]);
  int v = 5;
  for (int i = 0; i < 3; i++)
    v = pipeline[i](v);
  printf("host: %d\n", v);
  return 0;
}
