// RUN: %cmp-clang %s %t
// target update with if(true/false) and device(n): moves nothing, or only between host and that device.
#include <omp.h>
#include <stdio.h>

int main(void) {
  int dev = omp_get_default_device();
  int other = omp_get_num_devices() > 1 ? 1 : dev;
  int x[2] = {1, 2};

  #pragma omp target enter data map(to: x)
  #pragma omp target enter data map(to: x) device(other)   /* count 2 when other == dev */
  #pragma omp target
  { x[0] = 10; }
  #pragma omp target device(other)
  { x[1] = 20; }

  for (int c = 0; c < 2; c++) {
    x[0] = x[1] = 0;
    #pragma omp target update from(x) if(c)
    printf("if(%d) update from: x=%d %d\n", c, x[0], x[1]);
  }

  x[0] = x[1] = 0;
  #pragma omp target update from(x[1:1]) device(other)
  printf("from device(other): x=%d %d\n", x[0], x[1]);

  x[0] = 5;
  #pragma omp target update to(x) device(dev) if(x[0] == 5)
  int seen = -1;
  #pragma omp target map(from: seen)
  { seen = x[0] * 100 + x[1]; }
  printf("device(dev) sees %d\n", seen);

  #pragma omp target exit data map(delete: x)
  #pragma omp target exit data map(delete: x) device(other)
  printf("present: %d %d\n", omp_target_is_present(x, dev) != 0, omp_target_is_present(x, other) != 0);
  return 0;
}
