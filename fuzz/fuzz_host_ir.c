/* fuzz_host_ir: libFuzzer target over the host-IR reader of a device compile
 * (offload-info/host_ir.c). The input is the host IR file, bitcode or text, handed to the
 * reader exactly as -fopenmp-host-ir-file-path names it (through a memfd, so nothing is
 * written to disk): the read (which first tries the file in a child process, since LLVM's
 * bitcode reader can crash on damaged bytes), then the check of its !omp_offload.info
 * against a device compile's entries, which orders them. The device side is a fixed set of
 * entries of every kind, the ones test/offload-info/Inputs/host-*.ll name, so that inputs
 * grown from those seeds reach the matching and ordering. */
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

#include "support/arena.h"
#include "support/diag.h"
#include "fuzz/fuzz_common.h"
#include "offload-info/host_ir.h"
#include "offload-info/registry.h"

typedef struct DeviceEntry {
  OfeEntryKind kind;
  const char *name; /* globals */
  uint32_t flags;
  unsigned dev_id, file_id, line, count; /* regions */
  const char *parent;
} DeviceEntry;

static const DeviceEntry device_entries[] = {
  {OFE_ENTRY_GLOBAL, "ga", 0, 0, 0, 0, 0, NULL},
  {OFE_ENTRY_GLOBAL, "gb", 0, 0, 0, 0, 0, NULL},
  {OFE_ENTRY_GLOBAL, "gb_decl_tgt_ref_ptr", 1, 0, 0, 0, 0, NULL},
  {OFE_ENTRY_GLOBAL, "f$ompvariant$indirect", 8, 0, 0, 0, 0, NULL},
  {OFE_ENTRY_REGION, NULL, 0, 0xfe00, 0x4d2, 7, 0, "elsewhere"},
  {OFE_ENTRY_REGION, NULL, 0, 0xfe00, 0x4d2, 9, 1, "main"},
};

typedef struct HostIrInput {
  const uint8_t *data;
  size_t size;
} HostIrInput;

/* As fuzz_diagnostic, for the reader's own diagnostics. */
static void host_ir_diagnostic(void *user, OfeDiagLevel level, const char *file, unsigned line, unsigned col, const char *message) {
  (void)user;
  OmpfeDiagnostic d = {(OmpfeDiagnosticLevel)level, file, line, col, message};
  fuzz_diagnostic(&d, NULL);
}

static void read_host_ir(void *arg) {
  const HostIrInput *in = arg;
  int fd = memfd_create("host-ir", MFD_CLOEXEC);
  if (fd < 0) abort();
  for (size_t done = 0; done < in->size;) {
    ssize_t n = write(fd, in->data + done, in->size - done);
    if (n <= 0) abort();
    done += (size_t)n;
  }
  OfeArena arena;
  ofe_arena_init(&arena);
  OfeDiag diag;
  ofe_diag_init(&diag, &arena, "ompfe");
  diag.handler = host_ir_diagnostic;
  const char *path = ofe_arena_printf(&arena, "/proc/self/fd/%d", fd);
  OfeOffloadRegistry device, host;
  ofe_registry_init(&device, &arena, true);
  ofe_registry_init(&host, &arena, false);
  for (size_t i = 0; i < sizeof device_entries / sizeof *device_entries; i++) {
    const DeviceEntry *d = &device_entries[i];
    OfeOffloadEntry e = {.kind = d->kind, .flags = d->flags, .dev_id = d->dev_id, .file_id = d->file_id, .line = d->line,
                         .count = d->count, .parent = d->parent, .has_entry = true, .order = (unsigned)i};
    e.name = d->name ? d->name : ofe_arena_printf(&arena, "__omp_offloading_%x_%x_%s_l%u", d->dev_id, d->file_id, d->parent, d->line);
    if (d->kind == OFE_ENTRY_REGION && d->count) e.name = ofe_arena_printf(&arena, "%s_%u", e.name, d->count);
    e.symbol = e.name;
    ofe_vec_push(&arena, &device.entries, e);
  }
  if (ofe_offload_info_read(path, &host, &diag) && ofe_offload_info_match(&device, &host, path, &diag)) {
    /* matched: the device entries are the host's, in the host's order */
    for (size_t i = 0; i < device.entries.len; i++)
      if (device.entries.items[i].order != i) abort();
  }
  ofe_arena_free(&arena);
  close(fd);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  HostIrInput in = {data, size};
  fuzz_on_big_stack(read_host_ir, &in);
  return 0;
}
