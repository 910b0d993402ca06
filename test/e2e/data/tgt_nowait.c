// RUN: %cmp-clang %s %t
// Several target nowait regions (and a firstprivate one) completed by one taskwait.
#include <omp.h>
#include <stdio.h>

int on_dev = -1;     /* set to 1 by a region that ran on the device */

int main(void) {
  int a[4] = {1, 2, 3, 4};
  int b[4] = {10, 20, 30, 40};
  int c[4] = {0, 0, 0, 0};
  long r1 = 0, r2 = 0, r3 = 0;

  #pragma omp target nowait map(tofrom: a) map(from: r1) map(from: on_dev)
  {
    on_dev = !omp_is_initial_device();
    r1 = 0;
    for (int i = 0; i < 4; i++) {
      a[i] *= 3;
      r1 += a[i];
    }
  }
  #pragma omp target nowait map(to: b) map(from: c, r2)
  {
    r2 = 0;
    for (int i = 0; i < 4; i++) {
      c[i] = b[i] + i;
      r2 += c[i];
    }
  }
  #pragma omp target nowait map(from: r3)
  {
    long s = 0;
    for (int i = 1; i <= 100; i++)
      s += i;
    r3 = s;
  }
  #pragma omp taskwait
  printf("r1=%ld r2=%ld r3=%ld\n", r1, r2, r3);
  printf("a: %d %d %d %d\n", a[0], a[1], a[2], a[3]);
  printf("c: %d %d %d %d\n", c[0], c[1], c[2], c[3]);

  /* a nowait region with firstprivate input: value captured when the task is created */
  int k = 7, res = 0;
  #pragma omp target nowait firstprivate(k) map(from: res)
  { res = k * 6; }
  k = 0;
  #pragma omp taskwait
  printf("res=%d k=%d\n", res, k);
  printf("ran on device=%d\n", on_dev);
  return 0;
}
