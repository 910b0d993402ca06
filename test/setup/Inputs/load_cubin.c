/* load_cubin FILE: hands the first cubin in FILE (an ELF image for CUDA) to cuModuleLoadDataEx, as
 * libomptarget's CUDA plugin does: looked up in "libcuda.so" with dlopen/dlsym. */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv) {
  if (argc != 2) return 2;
  FILE *f = fopen(argv[1], "rb");
  static unsigned char buf[1 << 24];
  size_t n = f ? fread(buf, 1, sizeof buf, f) : 0;
  size_t at = 1;
  while (at + 64 < n && memcmp(buf + at, "\177ELF\2\1\1\101", 8) != 0) at++;
  void *lib = dlopen("libcuda.so", RTLD_NOW);
  if (!lib || at + 64 >= n) { printf("load_cubin: %s\n", lib ? "bad offset" : dlerror()); return 1; }
  int (*load)(void **, const void *, unsigned, void *, void **) =
      (int (*)(void **, const void *, unsigned, void *, void **))dlsym(lib, "cuModuleLoadDataEx");
  void *module = 0;
  return load(&module, buf + at, 0, 0, 0);
}
