// RUN: %cmp-clang %s %t
// omp_target_associate_ptr / omp_target_disassociate_ptr (with device offset) and their effect on maps.
#include <omp.h>
#include <stdio.h>

int main(void) {
  int dev = omp_get_default_device();
  int host = omp_get_initial_device();
  double h[6];
  for (int i = 0; i < 6; i++)
    h[i] = i + 0.25;

  double *d = omp_target_alloc(sizeof h, dev);
  if (!d)
    return 1;
  omp_target_memcpy(d, h, sizeof h, 0, 0, dev, host);
  printf("present before=%d\n", omp_target_is_present(h, dev) != 0);
  int rc = omp_target_associate_ptr(h, d, sizeof h, 0, dev);
  printf("associate rc=%d present=%d mapped ptr == d: %d\n", rc, omp_target_is_present(h, dev) != 0,
         omp_get_mapped_ptr(h, dev) == (void *)d);

  for (int i = 0; i < 6; i++)
    h[i] = -1.0;                      /* host only: present data is not copied in */
  #pragma omp target map(tofrom: h)
  {
    for (int i = 0; i < 6; i++)
      h[i] = h[i] * 2.0;
  }
  printf("host after region (not copied back): %.2f\n", h[0]);
  #pragma omp target update from(h)
  printf("after update from:");
  for (int i = 0; i < 6; i++)
    printf(" %.2f", h[i]);
  printf("\n");

  /* device offset: associate the second half of h with d + 3 */
  rc = omp_target_disassociate_ptr(h, dev);
  printf("disassociate rc=%d present=%d\n", rc, omp_target_is_present(h, dev) != 0);
  rc = omp_target_associate_ptr(&h[3], d, 3 * sizeof(double), 3 * sizeof(double), dev);
  printf("associate with offset rc=%d h[3] present=%d h[0] present=%d\n", rc,
         omp_target_is_present(&h[3], dev) != 0, omp_target_is_present(&h[0], dev) != 0);
  #pragma omp target map(tofrom: h[3:3])
  { h[5] += 100.0; }
  double back[6];
  omp_target_memcpy(back, d, sizeof back, 0, 0, host, dev);
  printf("device buffer[5]=%.2f\n", back[5]);
  rc = omp_target_disassociate_ptr(&h[3], dev);
  printf("disassociate rc=%d present=%d\n", rc, omp_target_is_present(&h[3], dev) != 0);
  omp_target_free(d, dev);
  return 0;
}
