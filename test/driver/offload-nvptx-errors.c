// What an nvptx64 build needs and ompcc checks before running anything: an architecture of
// the form sm_XX, one of them, a target the -Xopenmp-target argument can name, and for the
// link CUDA's ptxas and nvlink on PATH (clang-linker-wrapper runs them). Nothing is written.
// (amdgcn's: offload-amdgcn-errors.c.)
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/a.c && cd %t

// RUN: not %ompcc -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -c a.c 2>&1 | FileCheck %s --check-prefix=NO-ARCH
// RUN: not %ompcc -fopenmp -fopenmp-targets=%offload-triple,nvptx64 a.c -o a.out 2>&1 | FileCheck %s --check-prefix=NO-ARCH-TWO
// NO-ARCH: ompcc: error: cannot determine nvptx64 architecture: pass it with --offload-arch=sm_XX or -Xopenmp-target -march=sm_XX (such as sm_90)
// NO-ARCH-TWO: ompcc: error: cannot determine nvptx64 architecture: pass it with --offload-arch=sm_XX or -Xopenmp-target=nvptx64-nvidia-cuda -march=sm_XX (such as sm_90)

// RUN: not %ompcc -fopenmp --offload-arch=sm9 -c a.c 2>&1 | FileCheck %s --check-prefix=BAD-ARCH
// RUN: not %ompcc -fopenmp -fopenmp-targets=nvptx64 -Xopenmp-target -march=native -c a.c 2>&1 | FileCheck %s --check-prefix=BAD-MARCH
// RUN: not %ompcc -fopenmp --offload-arch=sm_80,sm_90 -c a.c 2>&1 | FileCheck %s --check-prefix=ARCH-LIST
// RUN: not %ompcc -fopenmp --offload-arch=sm_80 -Xopenmp-target -march=sm_90 -c a.c 2>&1 | FileCheck %s --check-prefix=TWO-ARCHS
// RUN: not %ompcc -fopenmp -fopenmp-targets=nvptx64 -Xopenmp-target -march=gfx90a -c a.c 2>&1 | FileCheck %s --check-prefix=AMD-ARCH
// RUN: not %ompcc -fopenmp --offload-arch=native -c a.c 2>&1 | FileCheck %s --check-prefix=NO-GPU-ARCH
// BAD-ARCH: ompcc: error: invalid GPU architecture 'sm9' in '--offload-arch=sm9' (expected one sm_XX, such as sm_90)
// BAD-MARCH: ompcc: error: invalid GPU architecture 'native' in '-Xopenmp-target -march=native' (expected one sm_XX, such as sm_90)
// ARCH-LIST: ompcc: error: two nvptx64 architectures, sm_80 and sm_90 ('--offload-arch=sm_80,sm_90'): ompcc builds one image per offload target
// TWO-ARCHS: ompcc: error: two nvptx64 architectures, sm_80 and sm_90 ('-Xopenmp-target -march=sm_90'): ompcc builds one image per offload target
// AMD-ARCH: ompcc: error: invalid GPU architecture 'gfx90a' in '-Xopenmp-target -march=gfx90a' (expected one sm_XX, such as sm_90)
// NO-GPU-ARCH: ompcc: error: invalid GPU architecture 'native' in '--offload-arch=native' (expected one sm_XX, such as sm_90, or gfxNNN, such as gfx90a)

// Without a triple, -Xopenmp-target is for the one offload target, as in clang-19.
// RUN: not %ompcc -fopenmp -fopenmp-targets=%offload-triple,nvptx64 -Xopenmp-target -march=sm_90 -c a.c 2>&1 | FileCheck %s --check-prefix=IMPLICIT
// IMPLICIT: ompcc: error: cannot deduce implicit triple value for -Xopenmp-target, specify triple using -Xopenmp-target=<triple> ('-Xopenmp-target -march=sm_90')

// A machine without ptxas (or nvlink): the link is refused before ompfe runs, naming the
// script that fetches them; compiling alone (-c) and -### need neither.
// RUN: python3 %srcroot/test/setup/Inputs/machine_without.py %t/no-cuda ptxas nvlink
// RUN: not env PATH=%t/no-cuda/bin %ompcc -fopenmp --offload-arch=sm_90 a.c -o a.out 2>&1 | FileCheck %s --check-prefix=NO-PTXAS --implicit-check-not=ompfe
// RUN: touch a.o
// RUN: not env PATH=%t/no-cuda/bin %ompcc -v -fopenmp -fopenmp-targets=nvptx64 a.o -o a.out 2>&1 | FileCheck %s --check-prefix=NO-PTXAS --implicit-check-not=clang-19
// NO-PTXAS: ompcc: error: 'ptxas' and 'nvlink' not found on PATH: linking for nvptx64-nvidia-cuda runs CUDA's ptxas and nvlink (ompfe's scripts/fetch-ptxas.sh unpacks CUDA 11.8's from Debian without installing it and prints the folder to put on PATH)
// RUN: mkdir -p %t/nvlink-only && ln -s %t/no-cuda/bin/true %t/nvlink-only/nvlink
// RUN: not env PATH=%t/no-cuda/bin:%t/nvlink-only %ompcc -fopenmp --offload-arch=sm_90 a.c -o a.out 2>&1 | FileCheck %s --check-prefix=NO-PTXAS-ONLY
// NO-PTXAS-ONLY: ompcc: error: 'ptxas' not found on PATH: linking for nvptx64-nvidia-cuda
// RUN: env PATH=%t/no-cuda/bin %ompcc -### -fopenmp --offload-arch=sm_90 a.c -o a.out 2>&1 | FileCheck %s --check-prefix=DRY
// DRY: clang-19 -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda

// The driver wrote nothing.
// RUN: rm -rf %t/no-cuda %t/nvlink-only a.o
// RUN: ls -A | FileCheck %s --check-prefix=FILES --implicit-check-not={{.}}
// FILES: a.c

int main(void) {
  int a = 0;
#pragma omp target map(tofrom: a)
  a = 1;
  return !a;
}
