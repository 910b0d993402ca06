// RUN: %cmp-clang %s %t
// Pointer/array members: s.p[0:n], ps->arr[0:n], ps->p[lo:len], a scalar member with a member section.
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

int on_dev = -1;     /* set to 1 by a region that ran on the device */

struct vec {
  int n;
  double *p;
  int arr[5];
};

int main(void) {
  struct vec s;
  struct vec *ps = &s;
  s.n = 6;
  s.p = malloc(6 * sizeof(double));
  if (!s.p)
    return 1;
  for (int i = 0; i < 6; i++)
    s.p[i] = i + 0.5;
  for (int i = 0; i < 5; i++)
    s.arr[i] = i * 2;

  #pragma omp target map(tofrom: s.p[0:6]) map(from: on_dev)
  {
    on_dev = !omp_is_initial_device();
    for (int i = 0; i < 6; i++)
      s.p[i] *= 2.0;
  }
  printf("s.p:");
  for (int i = 0; i < 6; i++)
    printf(" %.1f", s.p[i]);
  printf("\n");

  #pragma omp target map(tofrom: ps->arr[0:5])
  {
    for (int i = 0; i < 5; i++)
      ps->arr[i] += 100;
  }
  printf("ps->arr:");
  for (int i = 0; i < 5; i++)
    printf(" %d", s.arr[i]);
  printf("\n");

  #pragma omp target map(to: ps->n) map(tofrom: ps->p[2:3])
  {
    for (int i = 2; i < 5; i++)
      ps->p[i] = ps->p[i] + ps->n;
  }
  printf("ps->p after [2:3]:");
  for (int i = 0; i < 6; i++)
    printf(" %.1f", s.p[i]);
  printf("\n");

  /* member scalar and the pointee section together, through the struct */
  int count = 0;
  #pragma omp target map(tofrom: s.n, s.p[0:6]) map(from: count)
  {
    count = 0;
    for (int i = 0; i < s.n; i++)
      if (s.p[i] > 5.0)
        count++;
    s.n = count;
  }
  printf("count=%d s.n=%d\n", count, s.n);
  free(s.p);
  printf("ran on device=%d\n", on_dev);
  return 0;
}
