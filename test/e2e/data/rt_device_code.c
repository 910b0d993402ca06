// RUN: %cmp-clang %s %t
// The device-memory routines called inside a target region (on the x86_64 device they are the
// host runtime's): target_alloc/free, memcpy, associate/disassociate, get_mapped_ptr,
// is_present, get_wtime, on the initial device.
#include <omp.h>
#include <stdio.h>

int main(void) {
  int r[8] = {0};
  int src[4] = {5, 6, 7, 8}, dst[4] = {0};
  double t0 = omp_get_wtime();
  #pragma omp target map(tofrom: r, dst) map(to: src)
  {
    int h = omp_get_initial_device();
    r[0] = omp_target_memcpy(dst, src, sizeof src, 0, 0, h, h);
    void *q = omp_target_alloc(16, h);
    r[1] = q != 0;
    r[2] = omp_target_associate_ptr(src, q, 16, 0, h);
    r[3] = omp_get_mapped_ptr(src, h) == (void *)src;
    r[4] = omp_target_disassociate_ptr(src, h);
    omp_target_free(q, h);
    r[5] = omp_target_is_present(src, h);
    r[6] = omp_get_wtime() > 0.0;
    r[7] = omp_get_default_device();
  }
  printf("in region: memcpy=%d alloc=%d associate=%d mapped==host=%d disassociate=%d present=%d wtime=%d default=%d\n",
         r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7]);
  printf("dst=%d %d %d %d wtime increases=%d\n", dst[0], dst[1], dst[2], dst[3], omp_get_wtime() >= t0);
  return 0;
}
