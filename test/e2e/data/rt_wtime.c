// RUN: %cmp-clang %s %t
// omp_get_wtime / omp_get_wtick on host and device: elapsed >= 0 and tick > 0 only.
#include <omp.h>
#include <stdio.h>

int on_dev = -1;     /* set to 1 by a region that ran on the device */

int main(void) {
  double t0 = omp_get_wtime();
  double tick = omp_get_wtick();
  double inside = -1.0;
  long sum = 0;

  #pragma omp target map(from: inside, sum) map(from: on_dev)
  {
    on_dev = !omp_is_initial_device();
    double s = omp_get_wtime();
    long acc = 0;
    for (int i = 0; i < 100000; i++)
      acc += i % 7;
    sum = acc;
    inside = omp_get_wtime() - s;
  }
  double t1 = omp_get_wtime();
  printf("sum=%ld\n", sum);
  printf("tick>0=%d host elapsed>=0=%d region elapsed>=0=%d\n", tick > 0.0, t1 - t0 >= 0.0, inside >= 0.0);
  printf("ran on device=%d\n", on_dev);
  return 0;
}
