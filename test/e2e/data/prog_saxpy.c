// RUN: %cmp-clang %s %t
// Program: chunked SAXPY with sections x[lo:len]/y[lo:len] (x kept by enter data) and a dot product.
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

int on_dev = -1;     /* set to 1 by a region that ran on the device */

static void saxpy_chunk(int lo, int len, float a, const float *x, float *y) {
  #pragma omp target map(to: x[lo:len]) map(tofrom: y[lo:len]) map(from: on_dev)
  {
    on_dev = !omp_is_initial_device();
    for (int i = lo; i < lo + len; i++)
      y[i] = a * x[i] + y[i];
  }
}

static double dot(int n, const float *x, const float *y) {
  double s = 0.0;
  #pragma omp target map(to: x[0:n], y[0:n]) map(tofrom: s)
  {
    for (int i = 0; i < n; i++)
      s += (double)x[i] * y[i];
  }
  return s;
}

int main(void) {
  int n = 1000, chunk = 128;
  float *x = malloc(n * sizeof *x);
  float *y = malloc(n * sizeof *y);
  float *ref = malloc(n * sizeof *ref);
  if (!x || !y || !ref)
    return 1;
  for (int i = 0; i < n; i++) {
    x[i] = (float)(i % 13) * 0.5f;
    y[i] = (float)(i % 5);
    ref[i] = y[i];
  }
  float a = 2.0f;

  #pragma omp target enter data map(to: x[0:n])      /* chunks find x present */
  for (int lo = 0; lo < n; lo += chunk) {
    int len = lo + chunk <= n ? chunk : n - lo;
    saxpy_chunk(lo, len, a, x, y);
  }
  #pragma omp target exit data map(release: x[0:n])

  for (int i = 0; i < n; i++)
    ref[i] = a * x[i] + ref[i];
  int bad = 0;
  for (int i = 0; i < n; i++)
    if (y[i] != ref[i])
      bad++;
  printf("mismatches=%d y[0]=%.1f y[1]=%.1f y[999]=%.1f\n", bad, y[0], y[1], y[999]);

  /* a second pass on the tail only: y[n-24:24] */
  saxpy_chunk(n - 24, 24, -1.0f, x, y);
  printf("tail y[975]=%.1f y[999]=%.1f head y[0]=%.1f\n", y[975], y[999], y[0]);
  printf("dot=%.1f\n", dot(n, x, y));
  free(x);
  free(y);
  free(ref);
  printf("ran on device=%d\n", on_dev);
  return 0;
}
