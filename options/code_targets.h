/* code_targets: the targets ompfe generates code for, stated once for ompcc (which checks
 * -fopenmp-targets= before running anything) and ompfe (which checks -triple before
 * translation). The host is x86_64 Linux (SysV code); an offload device is x86_64 Linux
 * (libomptarget's host plugin), nvptx64-nvidia-cuda or amdgcn-amd-amdhsa (the GPU flavours
 * of device code, offload-info/gpu_device.h). */
#ifndef OFE_CODE_TARGETS_H
#define OFE_CODE_TARGETS_H

#include <stdbool.h>
#include <string.h>

typedef enum OfeCodeTarget {
  OFE_TARGET_UNSUPPORTED,
  OFE_TARGET_X86_64, /* host, and the host plugin's device */
  OFE_TARGET_NVPTX64, /* device only: NVIDIA GPUs through the DeviceRTL */
  OFE_TARGET_AMDGCN   /* device only: AMD GPUs through the DeviceRTL */
} OfeCodeTarget;

/* What the error for any other triple names as supported. */
#define OFE_SUPPORTED_TARGETS_TEXT \
  "x86_64-pc-linux-gnu (or another x86_64 Linux triple) and, as offload devices, nvptx64-nvidia-cuda and amdgcn-amd-amdhsa"

/* The NVPTX triple as clang-19 spells it (-fopenmp-targets=nvptx64 means it too). */
#define OFE_NVPTX_TRIPLE "nvptx64-nvidia-cuda"
#define OFE_AMDGCN_TRIPLE "amdgcn-amd-amdhsa"

static inline OfeCodeTarget ofe_code_target(const char *triple) {
  size_t arch = strcspn(triple, "-");
  if (arch == 6 && strncmp(triple, "x86_64", 6) == 0 && strstr(triple + arch, "-linux")) return OFE_TARGET_X86_64;
  if (strcmp(triple, OFE_NVPTX_TRIPLE) == 0) return OFE_TARGET_NVPTX64;
  if (strcmp(triple, OFE_AMDGCN_TRIPLE) == 0) return OFE_TARGET_AMDGCN;
  return OFE_TARGET_UNSUPPORTED;
}

/* Whether ompfe generates code for `triple`, as a device when `device`, else as the host. */
static inline bool ofe_code_target_supported(const char *triple, bool device) {
  OfeCodeTarget t = ofe_code_target(triple);
  return t == OFE_TARGET_X86_64 || (device && t != OFE_TARGET_UNSUPPORTED);
}

static inline bool ofe_code_target_is_gpu(const char *triple) {
  OfeCodeTarget t = ofe_code_target(triple);
  return t == OFE_TARGET_NVPTX64 || t == OFE_TARGET_AMDGCN;
}

/* Why `triple` is not supported, in a few words. */
static inline const char *ofe_code_target_gap(const char *triple, bool device) {
  if (ofe_code_target_is_gpu(triple) && !device) return "a GPU is an offload device, never the host";
  if (strncmp(triple, "nvptx", 5) == 0) return "the NVPTX device triple is nvptx64-nvidia-cuda";
  if (strncmp(triple, "amdgcn", 6) == 0) return "the AMDGPU device triple is amdgcn-amd-amdhsa";
  return "not a target ompfe generates code for";
}

#endif
