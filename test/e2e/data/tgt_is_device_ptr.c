// RUN: %cmp-clang %s %t
// target is_device_ptr with omp_target_alloc'd memory (also an offset pointer); data via omp_target_memcpy.
#include <omp.h>
#include <stdio.h>

int main(void) {
  int dev = omp_get_default_device();
  int host = omp_get_initial_device();
  int n = 10;
  int *d = omp_target_alloc(n * sizeof(int), dev);
  double *e = omp_target_alloc(4 * sizeof(double), dev);
  int h[10];
  double he[4];
  printf("allocated: %d %d\n", d != NULL, e != NULL);
  if (!d || !e)
    return 1;

  #pragma omp target is_device_ptr(d)
  {
    for (int i = 0; i < n; i++)
      d[i] = i * 7;
  }
  #pragma omp target is_device_ptr(d, e) map(to: n)
  {
    for (int i = 0; i < 4; i++)
      e[i] = d[i * 3] / 2.0;
    d[0] = n;
  }
  int rc1 = omp_target_memcpy(h, d, n * sizeof(int), 0, 0, host, dev);
  int rc2 = omp_target_memcpy(he, e, sizeof he, 0, 0, host, dev);
  printf("memcpy rc=%d %d\n", rc1, rc2);
  printf("d:");
  for (int i = 0; i < n; i++)
    printf(" %d", h[i]);
  printf("\ne: %.1f %.1f %.1f %.1f\n", he[0], he[1], he[2], he[3]);

  /* is_device_ptr pointer offset inside the allocation */
  int *d2 = d + 5;
  #pragma omp target is_device_ptr(d2)
  { d2[0] = -5; d2[4] = -9; }
  omp_target_memcpy(h, d, n * sizeof(int), 0, 0, host, dev);
  printf("after d2 writes: %d %d %d\n", h[4], h[5], h[9]);

  omp_target_free(d, dev);
  omp_target_free(e, dev);
  return 0;
}
