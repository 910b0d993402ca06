/* A stand-in for the CUDA driver (libcuda.so.1) under tools/gpu-run/cuda-abi-shim.c: its
 * module loader prints the header of the image it is given and checks the rest against the
 * file named by CUBIN_REFERENCE (the executable before gpu-cubin-abi.py). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int cuModuleLoadDataEx(void **m, const void *image, unsigned n, void *o, void **v) {
  const unsigned char *p = image;
  uint32_t flags;
  (void)m; (void)n; (void)o; (void)v;
  memcpy(&flags, p + 48, 4);
  printf("driver got: EI_ABIVERSION %u, e_flags 0x%08x, padding %s\n", p[8], flags,
         memcmp(p + 9, "\0\0\0\0\0\0\0", 7) ? "not zero" : "zero");
  return 0;
}
int cuModuleLoadData(void **m, const void *image) { return cuModuleLoadDataEx(m, image, 0, 0, 0); }
