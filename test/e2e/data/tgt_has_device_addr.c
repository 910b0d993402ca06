// RUN: %cmp-clang %s %t
// target has_device_addr with target data use_device_addr: regions work on the device copy directly.
#include <stdio.h>

int main(void) {
  int arr[6] = {1, 2, 3, 4, 5, 6};
  double x = 2.0;

  #pragma omp target data map(tofrom: arr, x) use_device_addr(arr, x)
  {
    #pragma omp target has_device_addr(arr, x)
    {
      for (int i = 0; i < 6; i++)
        arr[i] = arr[i] * 10;
      x = x * x;
    }
  }
  printf("arr:");
  for (int i = 0; i < 6; i++)
    printf(" %d", arr[i]);
  printf("\nx=%.1f\n", x);

  /* data mapped by enter data; a target data with only use_device_addr; the update after it */
  #pragma omp target enter data map(to: arr, x)
  x = 100.0;                                               /* host only */
  #pragma omp target data use_device_addr(arr)
  {
    #pragma omp target has_device_addr(arr) map(to: x)    /* x: present, no copy */
    { arr[2] = -1 - (int)x; }
  }
  #pragma omp target update from(arr[2:1])
  #pragma omp target exit data map(delete: arr, x)
  printf("arr[2] after update=%d arr[3]=%d\n", arr[2], arr[3]);
  return 0;
}
