// RUN: %cmp-clang %s %t
// Reference counts across nested target data and enter data: only the first map copies in, only the last copies out.
#include <omp.h>
#include <stdio.h>

int main(void) {
  int v[3] = {1, 2, 3};
  int dev = omp_get_default_device();

  #pragma omp target data map(to: v)                  /* count 1, copies in */
  {
    v[0] = 10;                                        /* host only */
    #pragma omp target data map(tofrom: v)            /* count 2, no copy */
    {
      #pragma omp target data map(from: v)            /* count 3, no copy */
      {
        #pragma omp target
        { v[1] = v[0] + 100; }                        /* v[0] is the device's 1 */
      }
      printf("after innermost from: v=%d %d %d\n", v[0], v[1], v[2]);
    }
    printf("after middle tofrom: v=%d %d %d\n", v[0], v[1], v[2]);
    #pragma omp target update from(v)
    printf("after update from: v=%d %d %d\n", v[0], v[1], v[2]);
  }
  printf("after outer to: v=%d %d %d present=%d\n", v[0], v[1], v[2], omp_target_is_present(v, dev) != 0);

  /* enter data raises the count held by an enclosing target data */
  #pragma omp target data map(tofrom: v)
  {
    #pragma omp target enter data map(to: v)
    #pragma omp target
    { v[2] = 333; }
  }
  printf("after data, still entered: v[2]=%d present=%d\n", v[2], omp_target_is_present(v, dev) != 0);
  #pragma omp target exit data map(from: v)
  printf("after exit from: v[2]=%d present=%d\n", v[2], omp_target_is_present(v, dev) != 0);
  return 0;
}
