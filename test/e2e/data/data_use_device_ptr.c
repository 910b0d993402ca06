// RUN: %cmp-clang %s %t
// target data use_device_ptr(p): p is the device address inside the block (is_device_ptr, memcpy, mapped ptr).
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 6;
  int dev = omp_get_default_device();
  int host = omp_get_initial_device();
  double *p = malloc(n * sizeof *p);
  double *host_p = p;
  if (!p)
    return 1;
  for (int i = 0; i < n; i++)
    p[i] = i;

  #pragma omp target data map(tofrom: p[0:n]) use_device_ptr(p)
  {
    printf("p changed=%d equals omp_get_mapped_ptr=%d\n", p != host_p,
           p == omp_get_mapped_ptr(host_p, dev));
    #pragma omp target is_device_ptr(p)
    {
      for (int i = 0; i < n; i++)
        p[i] = p[i] * 3.0 + 1.0;
    }
    double first[2];
    int rc = omp_target_memcpy(first, p, sizeof first, 0, 0, host, dev);
    printf("memcpy rc=%d first=%.1f %.1f host still %.1f\n", rc, first[0], first[1], host_p[1]);
  }
  printf("after block: p restored=%d values:", p == host_p);
  for (int i = 0; i < n; i++)
    printf(" %.1f", p[i]);
  printf("\n");

  /* use_device_ptr of a pointer whose data was mapped by enter data */
  #pragma omp target enter data map(to: p[0:n])
  #pragma omp target data use_device_ptr(p)
  {
    #pragma omp target is_device_ptr(p)
    { p[5] = -1.0; }
  }
  #pragma omp target exit data map(from: p[0:n])
  printf("p[5]=%.1f\n", p[5]);
  free(p);
  return 0;
}
