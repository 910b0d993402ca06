// What an amdgcn build needs and ompcc checks before running anything: an architecture of
// the form gfxNNN, one per target, that LLVM 19's DeviceRTL has, and for the link LLVM 19's
// ld.lld (lld-19), which clang-linker-wrapper links the image with. Nothing is written.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/a.c && cd %t

// No architecture: clang-19 asks the machine's GPU (amdgpu-arch); ompcc never guesses.
// RUN: not %ompcc -fopenmp -fopenmp-targets=amdgcn-amd-amdhsa -c a.c 2>&1 | FileCheck %s --check-prefix=NO-ARCH
// RUN: not %ompcc -fopenmp -fopenmp-targets=amdgcn-amd-amdhsa,nvptx64 --offload-arch=sm_90 a.c -o a.out 2>&1 | FileCheck %s --check-prefix=NO-ARCH-TWO
// RUN: not %ompcc -fopenmp -fopenmp-targets=amdgcn-amd-amdhsa,nvptx64 -c a.c 2>&1 | FileCheck %s --check-prefixes=NO-ARCH-TWO,NO-ARCH-NVPTX
// NO-ARCH: ompcc: error: cannot determine amdgcn architecture: pass it with --offload-arch=gfxNNN or -Xopenmp-target -march=gfxNNN (such as gfx90a)
// NO-ARCH-TWO: ompcc: error: cannot determine amdgcn architecture: pass it with --offload-arch=gfxNNN or -Xopenmp-target=amdgcn-amd-amdhsa -march=gfxNNN (such as gfx90a)
// NO-ARCH-NVPTX: ompcc: error: cannot determine nvptx64 architecture

// Names that are not an AMD processor's: too short, a generic target, a feature suffix, an
// NVIDIA architecture for the AMD target.
// RUN: not %ompcc -fopenmp --offload-arch=gfx91 -c a.c 2>&1 | FileCheck %s --check-prefix=SHORT
// RUN: not %ompcc -fopenmp --offload-arch=gfx9-generic -c a.c 2>&1 | FileCheck %s --check-prefix=GENERIC
// RUN: not %ompcc -fopenmp --offload-arch=gfx90a:xnack+ -c a.c 2>&1 | FileCheck %s --check-prefix=FEATURE
// RUN: not %ompcc -fopenmp -fopenmp-targets=amdgcn-amd-amdhsa -Xopenmp-target -march=sm_90 -c a.c 2>&1 | FileCheck %s --check-prefix=NVIDIA
// SHORT: ompcc: error: invalid GPU architecture 'gfx91' in '--offload-arch=gfx91' (expected one gfxNNN, such as gfx90a)
// GENERIC: ompcc: error: invalid GPU architecture 'gfx9-generic' in '--offload-arch=gfx9-generic' (expected one gfxNNN, such as gfx90a)
// FEATURE: ompcc: error: invalid GPU architecture 'gfx90a:xnack+' in '--offload-arch=gfx90a:xnack+' (expected one gfxNNN, such as gfx90a)
// NVIDIA: ompcc: error: invalid GPU architecture 'sm_90' in '-Xopenmp-target -march=sm_90' (expected one gfxNNN, such as gfx90a)

// One architecture per target (two images of one target are not built), whichever flags name them.
// RUN: not %ompcc -fopenmp --offload-arch=gfx90a,gfx942 -c a.c 2>&1 | FileCheck %s --check-prefix=TWO-ARCHS
// RUN: not %ompcc -fopenmp --offload-arch=gfx90a -Xopenmp-target=amdgcn-amd-amdhsa -march=gfx1030 -c a.c 2>&1 | FileCheck %s --check-prefix=TWO-MARCH
// TWO-ARCHS: ompcc: error: two amdgcn architectures, gfx90a and gfx942 ('--offload-arch=gfx90a,gfx942'): ompcc builds one image per offload target
// TWO-MARCH: ompcc: error: two amdgcn architectures, gfx90a and gfx1030 ('-Xopenmp-target=amdgcn-amd-amdhsa -march=gfx1030'): ompcc builds one image per offload target

// Without a triple, -Xopenmp-target is for the one offload target, as in clang-19.
// RUN: not %ompcc -fopenmp -fopenmp-targets=amdgcn-amd-amdhsa,nvptx64 -Xopenmp-target -march=gfx90a -c a.c 2>&1 | FileCheck %s --check-prefix=IMPLICIT
// IMPLICIT: ompcc: error: cannot deduce implicit triple value for -Xopenmp-target, specify triple using -Xopenmp-target=<triple> ('-Xopenmp-target -march=gfx90a')

// A processor LLVM 19's DeviceRTL has no file for (gfx1012): its image could not be linked.
// RUN: not %ompcc -fopenmp --offload-arch=gfx1012 -c a.c 2>&1 | FileCheck %s --check-prefix=NO-RTL --implicit-check-not=ompfe
// NO-RTL: ompcc: error: LLVM 19 has no AMDGPU DeviceRTL for gfx1012 ('/usr/lib/llvm-19/lib/libomptarget-amdgpu-gfx1012.bc' not found): its image could not be linked

// A machine without lld-19: the link is refused before ompfe runs, naming the package (clang
// would fall back on Debian's ld.lld, lld 14, which fails); compiling alone (-c) and -###
// need no lld.
// RUN: python3 %srcroot/test/setup/Inputs/machine_without.py %t/no-lld ld.lld ld.lld-19 lld
// RUN: not env PATH=%t/no-lld/bin OMPFE_LLVM_DIR=%t/no-lld/llvm %ompcc -fopenmp --offload-arch=gfx90a a.c -o a.out 2>&1 | FileCheck %s --check-prefix=NO-LLD --implicit-check-not=ompfe
// RUN: touch a.o
// RUN: not env PATH=%t/no-lld/bin OMPFE_LLVM_DIR=%t/no-lld/llvm %ompcc -v -fopenmp -fopenmp-targets=amdgcn-amd-amdhsa a.o -o a.out 2>&1 | FileCheck %s --check-prefix=NO-LLD --implicit-check-not=clang-19
// NO-LLD: ompcc: error: '{{.*}}/no-lld/llvm/bin/ld.lld' not found: linking for amdgcn-amd-amdhsa runs LLVM 19's ld.lld (install the Debian package lld-19; Debian's ld.lld from lld is lld 14, which cannot link AMDGPU code objects)
// RUN: env PATH=%t/no-lld/bin OMPFE_LLVM_DIR=%t/no-lld/llvm %ompcc -fopenmp --offload-arch=gfx90a -c a.c -o dev.o
// RUN: env PATH=%t/no-lld/bin OMPFE_LLVM_DIR=%t/no-lld/llvm %ompcc -### -fopenmp --offload-arch=gfx90a a.c -o a.out 2>&1 | FileCheck %s --check-prefix=DRY
// DRY: clang-19 -fopenmp -fopenmp-targets=amdgcn-amd-amdhsa

// Both GPUs, neither's tools: each missing thing is named.
// RUN: python3 %srcroot/test/setup/Inputs/machine_without.py %t/no-gpu-tools ld.lld ld.lld-19 lld ptxas nvlink
// RUN: not env PATH=%t/no-gpu-tools/bin OMPFE_LLVM_DIR=%t/no-gpu-tools/llvm %ompcc -fopenmp --offload-arch=gfx90a,sm_90 a.c -o a.out 2>&1 | FileCheck %s --check-prefix=NO-TOOLS --implicit-check-not=bin/ompfe
// NO-TOOLS: ompcc: error: '{{.*}}/no-gpu-tools/llvm/bin/ld.lld' not found: linking for amdgcn-amd-amdhsa
// NO-TOOLS: ompcc: error: 'ptxas' and 'nvlink' not found on PATH: linking for nvptx64-nvidia-cuda

// The driver wrote nothing but the object asked for.
// RUN: rm -rf %t/no-lld %t/no-gpu-tools a.o
// RUN: ls -A | FileCheck %s --check-prefix=FILES --implicit-check-not={{.}}
// FILES: a.c
// FILES: dev.o

int main(void) {
  int a = 0;
#pragma omp target map(tofrom: a)
  a = 1;
  return !a;
}
