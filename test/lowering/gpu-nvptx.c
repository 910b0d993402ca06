// Device code for nvptx64-nvidia-cuda (offload-info/gpu_device.c): what the host-style module
// becomes for LLVM 19's DeviceRTL, as clang-19 makes it (docs/gpu-abi.md §1.4-§1.8, §3).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ompfe -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -emit-llvm-bc %s -o %t/host.bc
// RUN: %ompfe -triple nvptx64-nvidia-cuda -target-cpu sm_90 -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host.bc -emit-llvm -S %s -o %t/dev.ll
// RUN: FileCheck %s --input-file=%t/dev.ll
// No offload entries in a GPU image (the host's drive registration), no common symbols and
// no '.' in a symbol PTX sees:
// RUN: not grep -e omp_offloading_entries -e ' common ' -e '^@\.gomp' %t/dev.ll
// The host-style calls are all gone:
// RUN: not grep -e __kmpc_fork_call -e __kmpc_fork_teams -e __kmpc_push_num_threads -e __kmpc_critical -e '@printf' %t/dev.ll
// The DeviceRTL's bitcode links with it and LLVM's NVPTX back end takes the result.
// RUN: llvm-link-19 %t/dev.ll /usr/lib/llvm-19/lib/libomptarget-nvptx-sm_90.bc --internalize -o %t/linked.bc
// RUN: opt-19 -O2 %t/linked.bc -o %t/opt.bc
// RUN: llc-19 -march=nvptx64 -mcpu=sm_90 %t/opt.bc -o %t/dev.ptx
// RUN: FileCheck %s --check-prefix=PTX --input-file=%t/dev.ptx
// PTX: .entry __omp_offloading_{{.*}}_generic_l{{[0-9]+}}(
// PTX: .entry __omp_offloading_{{.*}}_shared_local_l{{[0-9]+}}(

// Declare target data keeps its name (the host's entry finds it by name); functions are plain.
// CHECK: target triple = "nvptx64-nvidia-cuda"
// CHECK: @gcount = protected global i32 7
// A kernel's environment: generic mode {1,1,1}, 128 threads (clang-19's nvptx default),
// -1 teams without a teams construct; the runtime looks it up by name.
// CHECK: @[[GEN:__omp_offloading_.*_generic_l[0-9]+]]_kernel_environment = weak_odr protected constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 1, i8 1, i32 1, i32 128, i32 -1, i32 -1, i32 0, i32 0 }
// teams with constant num_teams and thread_limit: those numbers
// CHECK: _teams_bounds_l{{[0-9]+}}_kernel_environment = {{.*}} { i8 1, i8 1, i8 1, i32 1, i32 64, i32 4, i32 4, i32 0, i32 0 }
// teams without num_teams: 0
// CHECK: _combined_l{{[0-9]+}}_kernel_environment = {{.*}} { i8 1, i8 1, i8 1, i32 1, i32 128, i32 0, i32 0, i32 0, i32 0 }

// The kernel: only the thread __kmpc_target_init gives -1 runs the region; deinit at its end.
// CHECK: define weak_odr protected void @[[GEN]](ptr %0, ptr %1)
// CHECK-NEXT: entry:
// CHECK-NEXT: %[[WHO:[0-9]+]] = call i32 @__kmpc_target_init(ptr @[[GEN]]_kernel_environment, ptr %0)
// CHECK-NEXT: %exec_user_code = icmp eq i32 %[[WHO]], -1
// CHECK: br i1 %exec_user_code, label %[[USER:[0-9]+]], label %worker.exit
// CHECK: call i32 @twice(i32 1)
// CHECK: call void @__kmpc_target_deinit()
// CHECK-NEXT: ret void
// CHECK: worker.exit:
// CHECK-NEXT: ret void

// teams: each block is a team, whose main thread calls the teams microtask directly
// CHECK-LABEL: define weak_odr protected void @__omp_offloading_{{.*}}_teams_bounds_l
// CHECK: call void @teams_bounds.omp_outlined.0(ptr

// Reductions: a combine NVPTX has an atomic for is one (+ on double here), without the lock
// every thread would take in turn; others (max) combine under libomp's lock word, taken as
// omp_set_lock takes it.
// CHECK: atomicrmw fadd ptr %{{[0-9]+}}, double %{{[0-9]+}} monotonic
// CHECK: define {{.*}}@__omp_offloading_{{.*}}_highest_l
// CHECK: call void @omp_set_lock(ptr @"$gomp_critical_user_$reduction$var")
// CHECK: call void @omp_unset_lock(ptr @"$gomp_critical_user_$reduction$var")

// A local shared into a parallel region lives in the runtime's shared memory (a worker
// cannot reach the main thread's stack); the region is __kmpc_parallel_51 with num_threads
// and the wrapper the workers run; printf is the CUDA driver's vprintf.
// CHECK-LABEL: define weak_odr protected void @__omp_offloading_{{.*}}_shared_local_l
// CHECK: %[[LOCAL:[0-9]+]] = call ptr @__kmpc_alloc_shared(i64 4)
// CHECK: store i32 0, ptr %[[LOCAL]]
// CHECK: store ptr %[[LOCAL]], ptr
// CHECK: call void @__kmpc_parallel_51(ptr @.omp.ident, i32 %{{[0-9]+}}, i32 1, i32 4, i32 -1, ptr @[[MT:shared_local.omp_outlined.[0-9]+]], ptr @[[MT]]_wrapper, ptr %.captured_vars_addrs, i64 1)
// CHECK: call i32 @vprintf(ptr @.str, ptr %printf_args)
// CHECK: call void @__kmpc_free_shared(ptr %[[LOCAL]], i64 4)
// CHECK-NEXT: call void @__kmpc_target_deinit()

// The wrapper: the arguments from the runtime's sharing space.
// CHECK: define internal void @[[MT]]_wrapper(i16 zeroext %0, i32 %1)
// CHECK: call void @__kmpc_get_shared_variables(ptr %.shared_args)
// CHECK: call void @[[MT]](ptr %.threadid, ptr %.zero, ptr

// Kernels are marked for the NVPTX back end and OpenMPOpt; features match the DeviceRTL's.
// CHECK: attributes #{{[0-9]+}} = { "kernel" "omp_target_thread_limit"="128" "target-cpu"="sm_90" "target-features"="+ptx63,+sm_90" }
// CHECK: !nvvm.annotations =
// CHECK-DAG: !{ptr @[[GEN]], !"kernel", i32 1}
// CHECK-DAG: !{ptr @[[GEN]], !"maxntidx", i32 128}

#include <stdio.h>
#pragma omp declare target
int gcount = 7;
int twice(int x) { return 2 * x + gcount; }
#pragma omp end declare target
void generic(int *a) {
  #pragma omp target map(tofrom: a[0:1])
  { a[0] += twice(1); }
}
void teams_bounds(int *p) {
  #pragma omp target teams num_teams(4) thread_limit(64) map(tofrom: p[0:1])
  { p[0] = 1; }
}
double combined(double *y, int n) {
  double s = 0;
  #pragma omp target teams distribute parallel for map(tofrom: y[0:n]) reduction(+: s)
  for (int i = 0; i < n; i++) s += y[i];
  return s;
}
int highest(int *y, int n) {
  int m = 0;
  #pragma omp target teams distribute parallel for map(to: y[0:n]) reduction(max: m)
  for (int i = 0; i < n; i++) if (y[i] > m) m = y[i];
  return m;
}
int shared_local(void) {
  int out = 0;
  #pragma omp target map(from: out)
  { int local = 0;
    #pragma omp parallel num_threads(4)
    {
      #pragma omp atomic
      local += 1;
    }
    out = local;
    printf("local=%d\n", local); }
  return out;
}
