/* A target region, a declare target variable and a function the kernel reaches: what the API
 * tests compile. */
#include <omp.h>

int scale = 3;
#pragma omp declare target to(scale)

static int twice(int x) { return 2 * x; }
int times(int x) { return twice(x) * scale; }

int main(void) {
  int r = 0, dev = 0;
#pragma omp target map(tofrom: r, dev)
  {
    r = times(7);
    dev = !omp_is_initial_device();
  }
  return r == 42 && dev ? 0 : 1;
}
