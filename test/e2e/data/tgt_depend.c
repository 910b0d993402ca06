// RUN: %cmp-clang %s %t
// target nowait with depend(out/inout/in): a producer/update/consumer chain, two readers, taskwait.
#include <omp.h>
#include <stdio.h>

int on_dev = -1;     /* set to 1 by a region that ran on the device */

int main(void) {
  int buf[8];
  int sum = 0, sum2 = 0, maxv = 0;

  #pragma omp target map(from: buf) nowait depend(out: buf) map(from: on_dev)
  {
    on_dev = !omp_is_initial_device();
    for (int i = 0; i < 8; i++)
      buf[i] = i + 1;
  }
  #pragma omp target map(tofrom: buf) nowait depend(inout: buf)
  {
    for (int i = 0; i < 8; i++)
      buf[i] *= buf[i];
  }
  #pragma omp target map(to: buf) map(from: sum) nowait depend(in: buf) depend(out: sum)
  {
    int s = 0;
    for (int i = 0; i < 8; i++)
      s += buf[i];
    sum = s;
  }
  #pragma omp target map(to: buf) map(from: maxv) nowait depend(in: buf)
  {
    int m = 0;
    for (int i = 0; i < 8; i++)
      if (buf[i] > m)
        m = buf[i];
    maxv = m;
  }
  #pragma omp target map(tofrom: sum2) map(to: sum) nowait depend(in: sum)
  { sum2 = sum * 2; }
  #pragma omp taskwait
  printf("buf:");
  for (int i = 0; i < 8; i++)
    printf(" %d", buf[i]);
  printf("\nsum=%d max=%d sum2=%d\n", sum, maxv, sum2);

  /* depend without nowait (an included task) followed by a dependent nowait region */
  int x = 1;
  #pragma omp target map(tofrom: x) depend(out: x)
  { x += 10; }
  #pragma omp target map(tofrom: x) nowait depend(inout: x)
  { x *= 3; }
  #pragma omp taskwait
  printf("x=%d\n", x);
  printf("ran on device=%d\n", on_dev);
  return 0;
}
