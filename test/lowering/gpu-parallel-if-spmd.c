// A parallel region with an `if` clause in GPU device code passes its condition to
// __kmpc_parallel_51 (if_expr), as clang-19 does, and the DeviceRTL runs a false one serialized.
// ompfe called the region's function directly where the condition was false, around
// __kmpc_parallel_51(..., 1, ...): that direct call (of a noinline function) kept OpenMPOpt from
// making the kernel SPMD, where clang-19's `target parallel for if(parallel: c)` kernel is SPMD.
// The host and the x86_64 device keep libomp's serialized path (test/e2e/parallel/
// serialized_parallel_icvs.c).
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
// The host keeps the direct call between libomp's serialized-parallel calls:
// RUN: %ompfe -fopenmp -emit-llvm -S %s -o - | FileCheck %s --check-prefix=HOST

// CHECK-LABEL: define weak_odr protected {{.*}}void @__omp_offloading_{{.*}}_main_l{{[0-9]+}}(
// CHECK: [[C:%[0-9]+]] = icmp sgt i32 %{{[0-9]+}}, 32
// CHECK-NOT: call void @main.omp_outlined
// CHECK: [[IF:%[0-9]+]] = zext i1 [[C]] to i32
// CHECK-NEXT: call void @__kmpc_parallel_51(ptr {{.*}}@.omp.ident{{.*}}, i32 %{{[0-9]+}}, i32 [[IF]], i32 -1, i32 -1, ptr @main.omp_outlined.0,
// CHECK-NOT: call void @main.omp_outlined
// CHECK: ret void
// CHECK-NOT: __kmpc_serialized_parallel

// the kernel is made SPMD (generic-spmd, 3), as clang-19's is (2)
// OPT: @__omp_offloading_{{.*}}_main_l{{[0-9]+}}_kernel_environment = {{.*}}ConfigurationEnvironmentTy { i8 {{[01]}}, i8 {{[01]}}, i8 3,

// HOST-LABEL: define {{.*}}@main(
// HOST: call void @__kmpc_serialized_parallel(
// HOST-NEXT: store
// HOST-NEXT: store
// HOST-NEXT: call void @main.omp_outlined.0(
// HOST-NEXT: call void @__kmpc_end_serialized_parallel(
#include <omp.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int n = argc + 63, a[64] = {0}, level = -1;
  (void)argv;
#pragma omp target parallel for if(parallel: n > 32) map(tofrom: a, level)
  for (int i = 0; i < 64; i++) {
    a[i] = omp_get_num_threads();
    if (i == 0) level = omp_get_level();
  }
  printf("%d %d\n", a[0], level);
  return 0;
}
