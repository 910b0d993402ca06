// Which nvptx64 kernels end up SPMD, and that the code a team's main thread runs alone still runs
// once per team when they do. ompfe makes every kernel generic (1); LLVM's OpenMPOpt, in the
// device link, makes it SPMD (3) where it can see every call, and then lets only thread 0 run
// the sequential code: the whole region where it has no parallel region, each store, atomic and
// call between `teams` and `parallel` behind a tid == 0 guard and a barrier.
// A complex product (test/e2e/parallel/complex_clauses.c, main_l62): ompfe's helper is internal
// to the device module, so the kernel becomes SPMD. clang-19's stays generic only in its default
// build, which optimizes each file's device code alone: its <complex.h> defines __muldc3 weak,
// which OpenMPOpt cannot look into there; with -foffload-lto, whose link optimizes the module
// as ompcc's does, clang-19's kernel is SPMD too (scripts/gpu-e2e-images.py --clang says so).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ompfe -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -emit-llvm-bc %s -o %t/host.bc
// RUN: %ompfe -verify-each -triple nvptx64-nvidia-cuda -target-cpu sm_90 -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host.bc -emit-llvm -S %s -o %t/dev.ll
// RUN: FileCheck %s --input-file=%t/dev.ll
// RUN: llvm-link-19 %t/dev.ll /usr/lib/llvm-19/lib/libomptarget-nvptx-sm_90.bc --internalize -o %t/linked.bc
// RUN: opt-19 -O2 %t/linked.bc -o %t/opt.bc
// RUN: llvm-dis-19 %t/opt.bc -o - | FileCheck %s --check-prefix=OPT
// clang-19's default build of the same file, for comparison:
// RUN: %clang -fopenmp --offload-arch=sm_90 -Wno-unknown-cuda-version --libomptarget-nvptx-bc-path=/usr/lib/llvm-19/lib -O2 --offload-device-only -S -emit-llvm %s -o - | FileCheck %s --check-prefix=CLANG

// CHECK-DAG: @__omp_offloading_{{.*}}_product_l{{[0-9]+}}_kernel_environment = {{.*}}ConfigurationEnvironmentTy { i8 1, i8 1, i8 1,
// CHECK-DAG: @__omp_offloading_{{.*}}_between_l{{[0-9]+}}_kernel_environment = {{.*}}ConfigurationEnvironmentTy { i8 1, i8 1, i8 1,
// CHECK: call { double, double } @ompfe.complex.muldc3(
// CHECK: define internal { double, double } @ompfe.complex.muldc3(

// OPT-DAG: @__omp_offloading_{{.*}}_product_l{{[0-9]+}}_kernel_environment = {{.*}}ConfigurationEnvironmentTy { i8 0, i8 0, i8 3,
// OPT-DAG: @__omp_offloading_{{.*}}_between_l{{[0-9]+}}_kernel_environment = {{.*}}ConfigurationEnvironmentTy { i8 0, i8 0, i8 3,

// CLANG: @__omp_offloading_{{.*}}_product_l{{[0-9]+}}_kernel_environment = {{.*}}ConfigurationEnvironmentTy { i8 1, i8 0, i8 1,
// CLANG: call { double, double } @__muldc3(
// CLANG: define weak hidden { double, double } @__muldc3(

#include <complex.h>
double complex arr[8];
int once, atomics, calls, threads;

#pragma omp declare target
static int bump(int *p) { return ++*p; }
#pragma omp end declare target

// The loop and its stores: thread 0's alone.
// OPT-LABEL: define weak_odr protected void @__omp_offloading_{{.*}}_product_l
// OPT: [[TID:%.*]] = tail call {{.*}} i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// OPT-NEXT: [[MAIN:%.*]] = icmp eq i32 [[TID]], 0
// OPT-NEXT: br i1 [[MAIN]], label %main.thread.user_code, label
void product(double complex z) {
  #pragma omp target map(tofrom: arr)
  for (int i = 0; i < 8; i++) arr[i] = arr[i] * z;
}

// The store, the atomic update and bump's store before the parallel region: each guarded.
// OPT-LABEL: define weak_odr protected void @__omp_offloading_{{.*}}_between_l
// OPT: [[TID:%.*]] = tail call {{.*}} i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// OPT-NEXT: [[MAIN:%.*]] = icmp eq i32 [[TID]], 0
// OPT-NEXT: br i1 [[MAIN]], label %[[G1:region.guarded[.0-9a-z]*]], label
// OPT: [[G1]]:
// OPT-NEXT: store i32 1, ptr
// OPT: br i1 [[MAIN]], label %[[G2:region.guarded[.0-9a-z]*]], label
// OPT: br i1 [[MAIN]], label %[[G3:region.guarded[.0-9a-z]*]], label
// OPT: [[G3]]:
// OPT: cmpxchg ptr
// OPT: br i1 [[MAIN]], label %[[G4:region.guarded[.0-9a-z]*]], label
// OPT: [[G4]]:
// OPT-NEXT: add i32
// OPT-NEXT: store i32
// OPT: }
void between(void) {
  #pragma omp target teams num_teams(2) map(tofrom: once, atomics, calls, threads)
  {
    once = 1;
    #pragma omp atomic
    atomics++;
    int mine = bump(&calls);
    #pragma omp parallel num_threads(4)
    {
      #pragma omp atomic
      threads += mine > 0;
    }
  }
}
