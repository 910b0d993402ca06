// RUN: %cmp-clang %s %t
// target data use_device_addr (arrays, struct, section): device addresses used by is_device_ptr and memcpy.
#include <omp.h>
#include <stdio.h>

struct pt { double x, y; };

int main(void) {
  int dev = omp_get_default_device();
  int host = omp_get_initial_device();
  int arr[4] = {1, 2, 3, 4};
  struct pt q = {1.5, 2.5};
  int *harr = arr;
  struct pt *hq = &q;
  int *darr = NULL;
  struct pt *dq = NULL;

  #pragma omp target data map(tofrom: arr, q) use_device_addr(arr, q)
  {
    darr = arr;                         /* device address of arr */
    dq = &q;
    printf("arr is device copy=%d arr == mapped ptr=%d &q == mapped ptr=%d\n", darr != harr,
           (void *)darr == omp_get_mapped_ptr(harr, dev), (void *)dq == omp_get_mapped_ptr(hq, dev));
    #pragma omp target is_device_ptr(darr, dq)
    {
      for (int i = 0; i < 4; i++)
        darr[i] += 10;
      dq->x = dq->x + dq->y;
    }
    int first = 0;
    omp_target_memcpy(&first, darr, sizeof first, 0, 0, host, dev);
    printf("device arr[0]=%d\n", first);
  }
  printf("arr: %d %d %d %d q.x=%.1f\n", arr[0], arr[1], arr[2], arr[3], q.x);

  /* use_device_addr of an array section */
  #pragma omp target data map(tofrom: arr[1:2]) use_device_addr(arr[1:2])
  {
    int *d1 = &arr[1];
    #pragma omp target is_device_ptr(d1)
    { d1[0] = -1; d1[1] = -2; }
  }
  printf("arr after section: %d %d %d %d\n", arr[0], arr[1], arr[2], arr[3]);
  return 0;
}
