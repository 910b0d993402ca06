// A target region that calls through a function pointer a function with a parallel region.
// LLVM 19's OpenMPOpt, optimizing the linked image, takes the indirect call for one that reaches
// no parallel region: it made ompfe's kernel SPMD (3) with the region on thread 0 alone, so
// `team`'s parallel region ran with one thread (r = 1 where clang-19's build gives 8). clang-19's
// default build keeps the kernel generic; clang-19 -foffload-lto has the same defect. Device code
// now has an empty inline asm before each indirect call, which OpenMPOpt cannot look into: the
// kernel stays generic, its workers run the parallel region (offload-info/gpu_device.c).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ompfe -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -emit-llvm-bc %s -o %t/host.bc
// RUN: %ompfe -verify-each -triple nvptx64-nvidia-cuda -target-cpu sm_90 -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host.bc -emit-llvm -S %s -o %t/nvptx.ll
// RUN: FileCheck %s --input-file=%t/nvptx.ll
// RUN: llvm-link-19 %t/nvptx.ll /usr/lib/llvm-19/lib/libomptarget-nvptx-sm_90.bc --internalize -o %t/linked.bc
// RUN: opt-19 -O2 %t/linked.bc -o %t/opt.bc
// RUN: llvm-dis-19 %t/opt.bc -o - | FileCheck %s --check-prefix=OPT
// amdgcn alike:
// RUN: %ompfe -fopenmp -fopenmp-targets=amdgcn-amd-amdhsa -emit-llvm-bc %s -o %t/host-amdgcn.bc
// RUN: %ompfe -verify-each -triple amdgcn-amd-amdhsa -target-cpu gfx90a -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host-amdgcn.bc -emit-llvm -S %s -o %t/amdgcn.ll
// RUN: FileCheck %s --input-file=%t/amdgcn.ll
// RUN: llvm-link-19 %t/amdgcn.ll /usr/lib/llvm-19/lib/libomptarget-amdgpu-gfx90a.bc --internalize -o %t/amdgcn-linked.bc
// RUN: opt-19 -O2 %t/amdgcn-linked.bc -o %t/amdgcn-opt.bc
// RUN: llvm-dis-19 %t/amdgcn-opt.bc -o - | FileCheck %s --check-prefix=OPT

// A direct call gets none; the indirect call in the region gets one.
// CHECK-LABEL: define {{.*}}i32 @direct(
// CHECK-NOT: asm sideeffect
// CHECK: ret i32
// CHECK-LABEL: define weak_odr protected {{.*}}void @__omp_offloading_{{.*}}_main_l{{[0-9]+}}(
// CHECK: call void asm sideeffect "", ""()
// CHECK-NEXT: call i32 %{{[0-9]+}}(i32 %{{[0-9]+}})

// OPT: @__omp_offloading_{{.*}}_main_l{{[0-9]+}}_kernel_environment = {{.*}}ConfigurationEnvironmentTy { i8 {{[01]}}, i8 1, i8 1,
#include <stdio.h>

#pragma omp begin declare target indirect
int team(int x) {
  int n = 0;
  #pragma omp parallel num_threads(8)
  {
    #pragma omp atomic
    n++;
  }
  return x + n;
}
int plain(int x) { return x + 1; }
#pragma omp end declare target

#pragma omp declare target
int direct(int x) { return plain(x) + 1; }
#pragma omp end declare target

typedef int (*op_t)(int);
op_t pipeline[2] = {team, plain};
#pragma omp declare target to(pipeline)

int main(void) {
  int r = 0;
  #pragma omp target map(tofrom: r)
  {
    r = pipeline[0](r);
  }
  printf("%d\n", r);
  return 0;
}
