#include <stdio.h>
#include <omp.h>
#include "util.h"
int main(void) {
  int x = scale(), dev = 0;
#pragma omp target map(tofrom: x, dev)
  { x *= 2; dev = !omp_is_initial_device(); }
  printf("x=%d dev=%d\n", x, dev);
  return x == 6 && dev ? 0 : 1;
}
