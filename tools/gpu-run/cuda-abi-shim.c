/* libcuda.so for LLVM 19's libomptarget: gives the CUDA driver back the cubin headers that
 * scripts/gpu-cubin-abi.py rewrote.
 *
 * libomptarget 19 misreads the header of cubins from CUDA 11.8 and later (ABI version 8), so
 * gpu-cubin-abi.py rewrites each embedded cubin's header to the older layout and keeps the
 * original in e_ident[9..15] (e_ident[9]: EI_ABIVERSION, [10..13]: e_flags, [14..15]: "OF").
 * The driver wants the original. libomptarget's CUDA plugin dlopen()s "libcuda.so" and looks
 * each driver function up there; this library is found first on LD_LIBRARY_PATH, defines the
 * two module loaders, and has the real driver, libcuda.so.1, as its DT_NEEDED, so every other
 * lookup lands in the driver. A loader given a marked image passes the driver a copy with the
 * original header; any other image goes through untouched.
 *
 * Built by scripts/gpu-pack-runtime.sh:
 *   cc -shared -fPIC -O2 cuda-abi-shim.c -o libcuda.so -Wl,--no-as-needed -L<dir> -l:libcuda.so.1 -ldl
 * where <dir> holds any libcuda.so.1 (a stub will do: the machine's driver is loaded at run time).
 * OMPFE_CUDA_SHIM_DEBUG=1 prints each image it restores to stderr. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int CUresult;
typedef void *CUmodule;
typedef int (*load_ex_fn)(CUmodule *, const void *, unsigned, void *, void **);
typedef int (*load_fn)(CUmodule *, const void *);

enum { CUDA_ERROR_OUT_OF_MEMORY = 2, SHT_NOBITS = 8 };

static uint64_t rd(const unsigned char *p, int n) {
  uint64_t v = 0;
  for (int i = n - 1; i >= 0; i--) v = v << 8 | p[i];
  return v;
}

/* Bytes the ELF image spans: its program and section header tables and every section's data. */
static size_t image_size(const unsigned char *e) {
  uint64_t phoff = rd(e + 32, 8), shoff = rd(e + 40, 8);
  uint64_t phent = rd(e + 54, 2), phnum = rd(e + 56, 2);
  uint64_t shent = rd(e + 58, 2), shnum = rd(e + 60, 2);
  uint64_t end = 64;
  if (phoff + phent * phnum > end) end = phoff + phent * phnum;
  if (shoff + shent * shnum > end) end = shoff + shent * shnum;
  for (uint64_t i = 0; i < shnum; i++) {
    const unsigned char *sh = e + shoff + i * shent;
    uint64_t data_end = rd(sh + 24, 8) + rd(sh + 32, 8);
    if (rd(sh + 4, 4) != SHT_NOBITS && data_end > end) end = data_end;
  }
  return (size_t)end;
}

static int rewritten(const unsigned char *e) {
  return e && memcmp(e, "\177ELF", 4) == 0 && e[4] == 2 && rd(e + 18, 2) == 190 /* EM_CUDA */ &&
         e[14] == 'O' && e[15] == 'F';
}

/* A malloc'd copy of a rewritten image with its original header back. */
static unsigned char *with_original_header(const unsigned char *e) {
  size_t n = image_size(e);
  unsigned char *c = malloc(n);
  if (!c) return NULL;
  memcpy(c, e, n);
  c[8] = e[9];               /* EI_ABIVERSION */
  memcpy(c + 48, e + 10, 4); /* e_flags */
  memset(c + 9, 0, 7);       /* the padding, as the linker wrote it */
  if (getenv("OMPFE_CUDA_SHIM_DEBUG"))
    fprintf(stderr, "cuda-abi-shim: image of %zu bytes: ABI %u, e_flags 0x%08x restored\n", n,
            c[8], (unsigned)rd(c + 48, 4));
  return c;
}

static void *driver(const char *name) {
  void *f = dlsym(RTLD_NEXT, name);
  if (!f) fprintf(stderr, "cuda-abi-shim: the driver has no %s (%s)\n", name, dlerror());
  return f;
}

CUresult cuModuleLoadDataEx(CUmodule *module, const void *image, unsigned n, void *options,
                            void **values) {
  static load_ex_fn real;
  if (!real && !(real = (load_ex_fn)driver("cuModuleLoadDataEx"))) return 999; /* UNKNOWN */
  if (!rewritten(image)) return real(module, image, n, options, values);
  unsigned char *copy = with_original_header(image);
  if (!copy) return CUDA_ERROR_OUT_OF_MEMORY;
  CUresult r = real(module, copy, n, options, values);
  free(copy); /* the driver has made its own copy once the call returns */
  return r;
}

CUresult cuModuleLoadData(CUmodule *module, const void *image) {
  static load_fn real;
  if (!real && !(real = (load_fn)driver("cuModuleLoadData"))) return 999;
  if (!rewritten(image)) return real(module, image);
  unsigned char *copy = with_original_header(image);
  if (!copy) return CUDA_ERROR_OUT_OF_MEMORY;
  CUresult r = real(module, copy);
  free(copy);
  return r;
}
