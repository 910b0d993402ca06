// RUN: %cmp-clang %s %t
// map(from:) copies device writes back to arrays, scalars, structs and floats (never read on the device first).
#include <omp.h>
#include <stdio.h>

struct pt { int x, y; };

int main(void) {
  int a[6] = {7, 7, 7, 7, 7, 7};
  int k = 3;
  struct pt p = {1, 2};
  float f = 1.0f;
  int on_dev = -1;

  #pragma omp target map(from: a, k, p, f, on_dev)
  {
    on_dev = !omp_is_initial_device();
    for (int i = 0; i < 6; i++)
      a[i] = i * i;       /* written before any read */
    k = 42;
    p.x = -4;
    p.y = 8;
    f = 0.25f;
  }

  printf("a:");
  for (int i = 0; i < 6; i++)
    printf(" %d", a[i]);
  printf("\nk=%d p=(%d,%d) f=%.3f on device=%d\n", k, p.x, p.y, f, on_dev);
  return 0;
}
