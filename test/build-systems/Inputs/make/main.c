#include <omp.h>
#include <stdio.h>
#include "util.h"
int main(void) {
  int x = scale(), on_device = 0;
#pragma omp target map(tofrom : x, on_device)
  {
    x *= 2;
    on_device = !omp_is_initial_device();
  }
  printf("x=%d on_device=%d\n", x, on_device);
  return x == 6 && on_device ? 0 : 1;
}
