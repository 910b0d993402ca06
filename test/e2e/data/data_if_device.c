// RUN: %cmp-clang %s %t
// target data with if(true/false) and device(n): what is mapped for the block, and on which device.
#include <omp.h>
#include <stdio.h>

int main(void) {
  int dev = omp_get_default_device();
  int ndev = omp_get_num_devices();
  int a[4] = {1, 2, 3, 4};

  for (int use = 0; use < 2; use++) {
    a[0] = 1;
    #pragma omp target data if(use) map(to: a)
    {
      printf("use=%d present=%d\n", use, omp_target_is_present(a, dev) != 0);
      #pragma omp target
      { a[0] += 100; }              /* implicit tofrom: copies back only if not present */
      printf("use=%d a[0] after region=%d\n", use, a[0]);
    }
    printf("use=%d a[0] after block=%d\n", use, a[0]);
  }

  int other = ndev > 1 ? 1 : dev;
  #pragma omp target data map(tofrom: a) device(other)
  {
    printf("on other=%d on default=%d\n", omp_target_is_present(a, other) != 0,
           other == dev ? 1 : omp_target_is_present(a, dev) != 0);
    #pragma omp target device(other)
    { a[3] = 40; }
  }
  printf("a[3]=%d\n", a[3]);

  /* if and device together; if(false) then the inner region maps by itself on device 0 */
  int cond = 0;
  #pragma omp target data map(from: a[1:1]) if(cond) device(other)
  {
    #pragma omp target device(other) map(tofrom: a[1:1])
    { a[1] = 22; }
  }
  printf("a[1]=%d present on other=%d\n", a[1], omp_target_is_present(a, other) != 0);
  return 0;
}
