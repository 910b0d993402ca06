// RUN: %cmp-clang %s %t
// omp_target_alloc/free/memcpy (h2d, d2d, d2h, offsets), omp_target_is_present on such memory, initial device.
#include <omp.h>
#include <stdio.h>

int main(void) {
  int dev = omp_get_default_device();
  int host = omp_get_initial_device();
  int src[8], dst[8];
  for (int i = 0; i < 8; i++) {
    src[i] = i * 11;
    dst[i] = -1;
  }

  int *d1 = omp_target_alloc(sizeof src, dev);
  int *d2 = omp_target_alloc(sizeof src, dev);
  printf("alloc ok=%d %d\n", d1 != NULL, d2 != NULL);
  if (!d1 || !d2)
    return 1;
  /* omp_target_alloc'd memory is not a mapping of host memory */
  printf("src present=%d\n", omp_target_is_present(src, dev) != 0);

  int rc = omp_target_memcpy(d1, src, sizeof src, 0, 0, dev, host);
  printf("h2d rc=%d\n", rc);
  /* device to device: the second half of d1 to the start of d2 */
  rc = omp_target_memcpy(d2, d1, 4 * sizeof(int), 0, 4 * sizeof(int), dev, dev);
  printf("d2d rc=%d\n", rc);
  /* the first half of d1 to the second half of d2 */
  rc = omp_target_memcpy(d2, d1, 4 * sizeof(int), 4 * sizeof(int), 0, dev, dev);
  printf("d2d offset rc=%d\n", rc);

  #pragma omp target is_device_ptr(d2)
  {
    for (int i = 0; i < 8; i++)
      d2[i] += 1;
  }
  rc = omp_target_memcpy(dst, d2, sizeof dst, 0, 0, host, dev);
  printf("d2h rc=%d dst:", rc);
  for (int i = 0; i < 8; i++)
    printf(" %d", dst[i]);
  printf("\n");

  /* partial copy back into the middle of a host array */
  for (int i = 0; i < 8; i++)
    dst[i] = 0;
  rc = omp_target_memcpy(dst, d1, 2 * sizeof(int), 3 * sizeof(int), 6 * sizeof(int), host, dev);
  printf("partial rc=%d dst:", rc);
  for (int i = 0; i < 8; i++)
    printf(" %d", dst[i]);
  printf("\n");

  omp_target_free(d1, dev);
  omp_target_free(d2, dev);
  omp_target_free(NULL, dev);                  /* no-op */

  /* the initial device: plain host memory */
  int *h = omp_target_alloc(4 * sizeof(int), host);
  printf("host alloc ok=%d\n", h != NULL);
  if (h) {
    rc = omp_target_memcpy(h, src, 4 * sizeof(int), 0, 0, host, host);
    printf("h2h rc=%d h[3]=%d\n", rc, h[3]);
    omp_target_free(h, host);
  }
  return 0;
}
