/* An offload program for the installed tools. */
#include <omp.h>
#include <stdio.h>

int base = 40;
#pragma omp declare target to(base)

int main(void) {
  int x = 1, dev = 0;
#pragma omp target map(tofrom: x, dev)
  {
    x += base + 1;
    dev = !omp_is_initial_device();
  }
  printf("x=%d on_device=%d\n", x, dev);
  return x == 42 && dev ? 0 : 1;
}
