// What nvptx64 device code cannot be is an error, and no output file: long double (no NVPTX
// instructions; clang-19 refuses it too), the host's inline assembly, and a construct whose
// runtime entry point LLVM 19's DeviceRTL lacks. A GPU is never the host.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ompfe -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -emit-llvm-bc %s -o %t/host.bc
// RUN: not %ompfe -triple nvptx64-nvidia-cuda -target-cpu sm_90 -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host.bc -emit-llvm -S %s -o %t/dev.ll 2>&1 | FileCheck %s
// RUN: not test -e %t/dev.ll
// CHECK-DAG: gpu-nvptx-errors.c:20:13: error: 'wide' uses 'long double', which nvptx64-nvidia-cuda device code does not support
// CHECK-DAG: gpu-nvptx-errors.c:21:6: error: 'spin' has inline assembly, which nvptx64-nvidia-cuda device code cannot run (it is the host's)
// RUN: %ompfe -DRUNTIME -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -emit-llvm-bc %s -o %t/host-rt.bc
// RUN: not %ompfe -DRUNTIME -triple nvptx64-nvidia-cuda -target-cpu sm_90 -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host-rt.bc -emit-llvm -S %s -o %t/dev.ll 2>&1 | FileCheck %s --check-prefix=RUNTIME
// RUN: not test -e %t/dev.ll
// RUNTIME: gpu-nvptx-errors.c:28:3: error: device code for nvptx64-nvidia-cuda calls 'omp_target_alloc', which LLVM 19's device runtime does not define: the construct that needs it is not supported on this GPU yet
// RUN: not %ompfe -triple nvptx64-nvidia-cuda -fopenmp -emit-llvm -S %s -o %t/host.ll 2>&1 | FileCheck %s --check-prefix=HOST
// HOST: ompfe: error: unsupported target triple 'nvptx64-nvidia-cuda' (a GPU is an offload device, never the host)
// RUN: not test -e %t/host.ll
#include <omp.h>
#ifndef RUNTIME
#pragma omp declare target
long double wide(long double x) { return x * 2; }
void spin(void) { __asm__ volatile("pause"); }
#pragma omp end declare target
#else
void spin(void) {}
#endif
int main(void) {
  void *p = 0;
  #pragma omp target map(from: p)
  { p = omp_target_alloc(8, 0); }
  return p != 0;
}
