// RUN: %cmp-clang %s %t
// Sections through a local pointer: p[0:n], p[lo:len], a pointer into an array, a malloc'd buffer.
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

int on_dev = -1;     /* set to 1 by a region that ran on the device */

int main(void) {
  int n = 8;
  int *p = malloc(n * sizeof *p);
  int base[10];
  int *q = base + 2;          /* points into base */
  long total = 0;
  if (!p)
    return 1;
  for (int i = 0; i < n; i++)
    p[i] = i + 1;
  for (int i = 0; i < 10; i++)
    base[i] = 0;

  #pragma omp target map(tofrom: p[0:n]) map(from: total) map(from: on_dev)
  {
    on_dev = !omp_is_initial_device();
    total = 0;
    for (int i = 0; i < n; i++) {
      total += p[i];
      p[i] = p[i] * p[i];
    }
  }
  printf("total=%ld p:", total);
  for (int i = 0; i < n; i++)
    printf(" %d", p[i]);
  printf("\n");

  #pragma omp target map(tofrom: p[2:3])
  {
    p[2] = -2;
    p[3] = -3;
    p[4] = -4;
  }
  printf("after p[2:3]:");
  for (int i = 0; i < n; i++)
    printf(" %d", p[i]);
  printf("\n");

  /* q[0:5] covers base[2..6]; q[-1] would be outside */
  #pragma omp target map(from: q[0:5])
  {
    for (int i = 0; i < 5; i++)
      q[i] = 10 + i;
  }
  printf("base:");
  for (int i = 0; i < 10; i++)
    printf(" %d", base[i]);
  printf("\n");

  /* the pointer itself may change on the host between regions */
  p = p + 4;
  #pragma omp target map(to: p[0:2]) map(tofrom: total)
  { total = p[0] + p[1]; }
  printf("p[0]+p[1] of shifted p=%ld\n", total);
  free(p - 4);
  printf("ran on device=%d\n", on_dev);
  return 0;
}
