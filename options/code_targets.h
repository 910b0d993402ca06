/* code_targets: the targets ompfe generates code for, stated once for ompcc (which checks
 * -fopenmp-targets= before running anything) and ompfe (which checks -triple before
 * translation). Code is x86_64 SysV code, so any x86_64 Linux triple will do, as host or as
 * offload device (libomptarget's host plugin); GPU device code is not generated yet. */
#ifndef OFE_CODE_TARGETS_H
#define OFE_CODE_TARGETS_H

#include <stdbool.h>
#include <string.h>

/* What the error for any other triple names as supported. */
#define OFE_SUPPORTED_TARGETS_TEXT "x86_64-pc-linux-gnu (or another x86_64 Linux triple)"

/* Whether ompfe generates code for `triple`: an x86_64 architecture and a Linux system. */
static inline bool ofe_code_target_supported(const char *triple) {
  size_t arch = strcspn(triple, "-");
  if (arch != 6 || strncmp(triple, "x86_64", 6) != 0) return false;
  return strstr(triple + arch, "-linux") != NULL;
}

/* Why `triple` is not supported, in a few words (for GPU triples: not yet). */
static inline const char *ofe_code_target_gap(const char *triple) {
  if (strncmp(triple, "nvptx", 5) == 0 || strncmp(triple, "amdgcn", 6) == 0)
    return "GPU offloading is not implemented yet";
  return "not a target ompfe generates code for";
}

#endif
