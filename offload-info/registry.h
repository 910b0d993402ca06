/* registry: the offload entries of one module (target regions, declare-target variables,
 * link reference pointers, indirect functions), with their `order`. Collected from the MLIR
 * attributes just before translation (which strips them, so LLVM's OpenMPIRBuilder never
 * emits entries of its own), then written as __tgt_offload_entry tables and
 * !omp_offload.info (host), or matched against the host IR's (device). */
#ifndef OFE_REGISTRY_H
#define OFE_REGISTRY_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "support/arena.h"
#include "support/diag.h"
#include "mlir-c/IR.h"
#include "emit/omp_attrs.h"

typedef enum OfeEntryKind { OFE_ENTRY_REGION = 0, OFE_ENTRY_GLOBAL = 1 } OfeEntryKind;

typedef struct OfeOffloadEntry {
  OfeEntryKind kind;
  const char *name;   /* kernel name, variable name (a static's entry name), <var>_decl_tgt_ref_ptr, or indirect entry name */
  const char *symbol; /* what the entry's address points to in this module (host or device);
                       * a static variable's, renamed to `name` on the device when emitted */
  /* regions (kind 0): the kernel's identity */
  unsigned dev_id, file_id, line, count;
  const char *parent;
  bool one_team; /* target parallel...: the kernel runs one team */
  /* globals (kind 1) */
  uint32_t flags;      /* 0 to/enter, 1 link, 8 indirect */
  uint64_t size;
  bool has_entry;      /* false: in !omp_offload.info only (statics, matched to a clang-19 host) */
  const char *target;  /* link, indirect and variables: the variable or function the entry stands for */
  unsigned order;
  /* where it came from, for diagnostics and -print-offload-entries */
  const char *file;
  unsigned src_line, src_col;
} OfeOffloadEntry;

typedef struct OfeOffloadRegistry {
  OfeArena *arena;
  OFE_VEC(OfeOffloadEntry) entries;
  bool is_device;
  unsigned requires_flags; /* `requires unified_shared_memory` etc. */
} OfeOffloadRegistry;

void ofe_registry_init(OfeOffloadRegistry *r, OfeArena *arena, bool is_device);
/* Records every entry of the module, in module order, and removes the OpenMP attributes. */
void ofe_registry_collect(OfeOffloadRegistry *r, const OfeOmpAttrs *attrs, MlirModule module);
/* The entry table as a teaching aid: kind, name, flags, size, order. */
void ofe_registry_print(const OfeOffloadRegistry *r, FILE *out, const char *title);
const char *ofe_entry_kind_name(const OfeOffloadEntry *e);

#endif
