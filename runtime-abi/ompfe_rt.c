/* ompfe_rt: the host half of __kmpc_target_translate_fptr on libomptarget 19.
 *
 * libomptarget 19 builds the host->device function table for `indirect` functions only for
 * GPU device environments; the x86_64 plugin has none (docs/offload-abi.md §7, §8). So ompfe
 * builds it: before a kernel first runs on a device, __ompfe_register_fptrs walks the
 * program's offload entries (every translation unit's, in section omp_offloading_entries),
 * asks the runtime for the device address of each indirect function, sorts the {host,
 * device} pairs by host address, copies them to the device, and points the device's
 * __omp_offloading_fptr_map_p / __omp_offloading_fptr_map_size at them. The device side
 * (emitted into each device module by offload-info/fptr_table.c) binary-searches the table.
 * One more pair follows the sorted ones (not counted in the size): the bounds of this link
 * unit's code, [ELF header, etext), so that the x86_64 device can tell a host function it
 * cannot translate from a device address, and stop with an error there instead of running
 * the host's code (docs/offload-abi.md §8).
 *
 * This is a run-time library, so it keeps per-process state (which devices are done):
 * that is its job, unlike the compiler's code. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef struct OfeTgtEntry {
  void *addr;
  char *name;
  uint64_t size;
  int32_t flags;
  int32_t reserved;
} OfeTgtEntry;

typedef struct OfeFptrPair {
  void *host, *device;
} OfeFptrPair;

/* the linker's bounds of the entry section (absent when no object has entries) */
extern const OfeTgtEntry __start_omp_offloading_entries[] __attribute__((weak));
extern const OfeTgtEntry __stop_omp_offloading_entries[] __attribute__((weak));
/* the host copies of the device globals (defined weak by each module that needs them) */
extern OfeFptrPair *__omp_offloading_fptr_map_p __attribute__((weak));
extern uint64_t __omp_offloading_fptr_map_size __attribute__((weak));
/* the linker's bounds of this link unit's headers and code (ld and lld define both) */
extern const char __ehdr_start[] __attribute__((weak));
extern const char etext[] __attribute__((weak));

/* libomp / libomptarget */
int omp_get_default_device(void);
int omp_get_num_devices(void);
int omp_get_initial_device(void);
void *omp_target_alloc(size_t, int);
int omp_target_memcpy(void *, const void *, size_t, size_t, size_t, int, int);
void *omp_get_mapped_ptr(const void *, int);
void __tgt_target_data_begin_mapper(void *loc, int64_t device, int32_t n, void **base, void **ptrs, int64_t *sizes,
                                    int64_t *types, void **names, void **mappers);

enum { INDIRECT_FLAG = 8, MAX_DEVICES = 256 };

static unsigned char devices_done[MAX_DEVICES];

static int by_host(const void *a, const void *b) {
  uintptr_t x = (uintptr_t)((const OfeFptrPair *)a)->host, y = (uintptr_t)((const OfeFptrPair *)b)->host;
  return x < y ? -1 : x > y;
}

void __ompfe_register_fptrs(int64_t device) {
  if (device < 0) device = omp_get_default_device();
  if (device < 0 || device >= MAX_DEVICES || device >= omp_get_num_devices() || devices_done[device]) return;
  devices_done[device] = 1;
  if (!__start_omp_offloading_entries || !&__omp_offloading_fptr_map_p || !&__omp_offloading_fptr_map_size) return;
  size_t n = 0;
  for (const OfeTgtEntry *e = __start_omp_offloading_entries; e < __stop_omp_offloading_entries; e++)
    if (e->flags & INDIRECT_FLAG) n++;
  /* the device image loads at the first mapping call: an empty one suffices */
  __tgt_target_data_begin_mapper(NULL, device, 0, NULL, NULL, NULL, NULL, NULL, NULL);
  void *dev_p = omp_get_mapped_ptr(&__omp_offloading_fptr_map_p, (int)device);
  void *dev_n = omp_get_mapped_ptr(&__omp_offloading_fptr_map_size, (int)device);
  if (!dev_p || !dev_n) return;
  OfeFptrPair *pairs = malloc((n + 1) * sizeof *pairs);
  if (!pairs) return;
  size_t k = 0;
  for (const OfeTgtEntry *e = __start_omp_offloading_entries; e < __stop_omp_offloading_entries; e++) {
    if (!(e->flags & INDIRECT_FLAG)) continue;
    void *d = omp_get_mapped_ptr(e->addr, (int)device);
    if (!d) continue; /* not in this device's image */
    pairs[k].host = e->addr;
    pairs[k].device = d;
    k++;
  }
  qsort(pairs, k, sizeof *pairs, by_host);
  int bounds = __ehdr_start && etext; /* else {NULL, NULL}: nothing lies inside */
  pairs[k].host = bounds ? (void *)__ehdr_start : NULL;
  pairs[k].device = bounds ? (void *)etext : NULL;
  int host = omp_get_initial_device();
  void *table = omp_target_alloc((k + 1) * sizeof *pairs, (int)device);
  if (table) {
    uint64_t size = k;
    omp_target_memcpy(table, pairs, (k + 1) * sizeof *pairs, 0, 0, (int)device, host);
    omp_target_memcpy(dev_p, &table, sizeof table, 0, 0, (int)device, host);
    omp_target_memcpy(dev_n, &size, sizeof size, 0, 0, (int)device, host);
  }
  free(pairs);
}
