// RUN: %cmp-clang %s %t
// omp_get_mapped_ptr: NULL when unmapped, the device address when mapped, the host pointer for the initial device.
#include <omp.h>
#include <stdio.h>

int main(void) {
  int dev = omp_get_default_device();
  int host = omp_get_initial_device();
  int a[10];
  int *p = a;
  for (int i = 0; i < 10; i++)
    a[i] = i;

  #pragma omp target enter data map(to: a[0:1])     /* loads the image, maps a[0] only */
  printf("a[0] mapped=%d a[5] mapped=%d\n", omp_get_mapped_ptr(&a[0], dev) != NULL,
         omp_get_mapped_ptr(&a[5], dev) != NULL);
  #pragma omp target exit data map(delete: a[0:1])

  printf("before map: mapped is NULL=%d\n", omp_get_mapped_ptr(a, dev) == NULL);
  printf("initial device gives the host pointer=%d\n", omp_get_mapped_ptr(a, host) == (void *)a);

  #pragma omp target enter data map(to: a)
  void *m = omp_get_mapped_ptr(a, dev);
  printf("after enter: non-NULL=%d differs from host=%d\n", m != NULL, m != (void *)a);
  printf("interior element offset ok=%d\n",
         omp_get_mapped_ptr(&a[4], dev) == (void *)((char *)m + 4 * sizeof(int)));
  #pragma omp target data use_device_ptr(p)
  {
    printf("use_device_ptr equals mapped ptr=%d\n", (void *)p == m);
  }

  /* the mapped pointer is usable as a device pointer */
  int *dp = m;
  #pragma omp target is_device_ptr(dp)
  { dp[9] = 900; }
  #pragma omp target update from(a[9:1])
  printf("a[9]=%d\n", a[9]);

  #pragma omp target exit data map(delete: a)
  printf("after delete: mapped is NULL=%d\n", omp_get_mapped_ptr(a, dev) == NULL);
  return 0;
}
