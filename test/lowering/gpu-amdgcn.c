// Device code for amdgcn-amd-amdhsa (offload-info/gpu_device.c): the nvptx64 flavour's kernels,
// forks and globalization, with what AMDGPU adds (docs/gpu-abi.md §1, §4): the
// amdgpu_kernel calling convention and work-group bounds, 256 threads per team, locals in the
// private address space and globals in the global one (reached as flat pointers), code
// object version 5 stated twice, and libomp's critical lock kept (the AMDGPU DeviceRTL has it).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ompfe -fopenmp -fopenmp-targets=amdgcn-amd-amdhsa -emit-llvm-bc %s -o %t/host.bc
// RUN: %ompfe -verify-each -triple amdgcn-amd-amdhsa -target-cpu gfx90a -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host.bc -emit-llvm -S %s -o %t/dev.ll
// RUN: FileCheck %s --input-file=%t/dev.ll
// RUN: not grep -e omp_offloading_entries -e __kmpc_fork_call -e omp_set_lock -e 'alloca [^,]*, align [0-9]*$' %t/dev.ll
// The image: linked with the DeviceRTL, optimized, compiled and linked by ld.lld-19 as the
// device link does; its kernels and environments are in the dynamic symbol table the plugin reads.
// RUN: llvm-link-19 %t/dev.ll /usr/lib/llvm-19/lib/libomptarget-amdgpu-gfx90a.bc --internalize -o %t/linked.bc
// RUN: opt-19 -O2 %t/linked.bc -o %t/opt.bc
// RUN: llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -filetype=obj %t/opt.bc -o %t/dev.o
// RUN: ld.lld-19 --no-undefined -shared %t/dev.o -o %t/dev.img
// RUN: llvm-readelf-19 --dyn-syms %t/dev.img | FileCheck %s --check-prefix=IMAGE
// IMAGE-DAG: OBJECT GLOBAL PROTECTED {{.*}} gcount
// IMAGE-DAG: FUNC WEAK PROTECTED {{.*}} __omp_offloading_{{.*}}_generic_l{{[0-9]+}}
// IMAGE-DAG: OBJECT WEAK PROTECTED {{.*}} __omp_offloading_{{.*}}_generic_l{{[0-9]+}}.kd
// IMAGE-DAG: OBJECT WEAK PROTECTED {{.*}} __omp_offloading_{{.*}}_generic_l{{[0-9]+}}_kernel_environment

// CHECK: target triple = "amdgcn-amd-amdhsa"
// CHECK: @gcount = protected addrspace(1) global i32 7
// CHECK: @[[GEN:__omp_offloading_.*_generic_l[0-9]+]]_kernel_environment = weak_odr protected addrspace(1) constant %struct.KernelEnvironmentTy { %struct.ConfigurationEnvironmentTy { i8 1, i8 1, i8 1, i32 1, i32 256, i32 -1, i32 -1, i32 0, i32 0 }
// CHECK: _teams_bounds_l{{[0-9]+}}_kernel_environment = {{.*}} { i8 1, i8 1, i8 1, i32 1, i32 64, i32 4, i32 4, i32 0, i32 0 }
// CHECK: @__oclc_ABI_version = weak_odr hidden addrspace(4) constant i32 500
// CHECK: load i32, ptr addrspacecast (ptr addrspace(1) @gcount to ptr)
// CHECK: define weak_odr protected amdgpu_kernel void @[[GEN]](ptr %0, ptr %1) #[[KATTR:[0-9]+]]
// CHECK-NEXT: entry:
// CHECK-NEXT: call i32 @__kmpc_target_init(ptr addrspacecast (ptr addrspace(1) @[[GEN]]_kernel_environment to ptr), ptr %0)
// CHECK: %[[SLOT:[0-9]+]] = alloca ptr, i64 1, align 8, addrspace(5)
// CHECK-NEXT: addrspacecast ptr addrspace(5) %[[SLOT]] to ptr
// CHECK: call void @__kmpc_target_deinit()
// The reduction's combine of a max keeps libomp's critical lock, which the AMDGPU DeviceRTL defines.
// CHECK: call void @__kmpc_critical(
// CHECK: call void @__kmpc_parallel_51({{.*}}, i64 1) #[[INLINE:[0-9]+]]
// CHECK: attributes #[[KATTR]] = { "amdgpu-flat-work-group-size"="1,256" "kernel" "omp_target_thread_limit"="256" "target-cpu"="gfx90a" "uniform-work-group-size"="true" }
// CHECK: attributes #[[INLINE]] = { alwaysinline }
// CHECK: !{i32 1, !"amdhsa_code_object_version", i32 500}

// printf and variable-length arrays have no AMDGPU device code in LLVM 19 as Debian ships it:
// errors at the constructs they are in, and no output.
// RUN: %ompfe -DPRINTF -fopenmp -fopenmp-targets=amdgcn-amd-amdhsa -emit-llvm-bc %s -o %t/host-p.bc
// RUN: not %ompfe -DPRINTF -triple amdgcn-amd-amdhsa -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host-p.bc -emit-llvm -S %s -o %t/p.ll 2>&1 | FileCheck %s --check-prefix=REFUSED
// RUN: not test -e %t/p.ll
// REFUSED-DAG: gpu-amdgcn.c:83:3: error: device code for amdgcn-amd-amdhsa calls 'printf', which LLVM 19's AMDGPU device runtime can only do with an RPC library Debian does not ship
// REFUSED-DAG: gpu-amdgcn.c:88:3: error: '__omp_offloading_{{.*}}_vla_l88' has a variable-length array, which amdgcn-amd-amdhsa device code does not support

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
    out = local; }
  return out;
}
#ifdef PRINTF
void hello(void) {
  #pragma omp target
  printf("hello\n");
}
int vla(int n) {
  int r = 0;
  #pragma omp target map(from: r) firstprivate(n)
  { int v[n]; v[0] = n; r = v[0]; }
  return r;
}
#endif
