// RUN: %cmp-clang %s %t
// Array sections of arrays: a[lo:len], a[:n], a[lo:], a[i], computed bounds; only the section moves.
#include <omp.h>
#include <stdio.h>

int on_dev = -1;     /* set to 1 by a region that ran on the device */

#define N 12

static void show(const char *name, const int *a) {
  printf("%-10s", name);
  for (int i = 0; i < N; i++)
    printf(" %3d", a[i]);
  printf("\n");
}

int main(void) {
  int a[N], b[N], c[N], d[N], e[N];
  int lo = 3, len = 4, n = 5;
  for (int i = 0; i < N; i++)
    a[i] = b[i] = c[i] = d[i] = e[i] = i;

  #pragma omp target map(tofrom: a[lo:len]) map(from: on_dev)
  {
    on_dev = !omp_is_initial_device();
    for (int i = lo; i < lo + len; i++)
      a[i] += 100;
  }
  show("a[lo:len]", a);

  #pragma omp target map(tofrom: b[:n])
  {
    for (int i = 0; i < n; i++)
      b[i] *= -1;
  }
  show("b[:n]", b);

  #pragma omp target map(tofrom: c[7:])
  {
    for (int i = 7; i < N; i++)
      c[i] = c[i] * 10;
  }
  show("c[7:]", c);

  /* to: a section of d, from: a section of e (two disjoint sections of ONE array on one
     construct are non-conforming unless already present) */
  #pragma omp target map(to: d[0:6]) map(from: e[6:6])
  {
    for (int i = 0; i < 6; i++)
      e[i + 6] = d[i] + d[5 - i];
  }
  show("e", e);

  /* a single element, and a section with a computed bound */
  #pragma omp target map(tofrom: a[N - 1], b[n * 2 - 4:lo - 1])
  {
    a[N - 1] = 7;
    b[6] = 66;
    b[7] = 77;
  }
  show("a", a);
  show("b", b);
  printf("ran on device=%d\n", on_dev);
  return 0;
}
