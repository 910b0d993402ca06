// The allocate directive and clause, as clang-19 lowers them: a global's align(n) is its
// alignment (its predefined allocator changes nothing); a local is __kmpc_alloc'ed (with
// align: __kmpc_aligned_alloc) where it is declared and __kmpc_free'd, innermost first, on each
// way out of its scope; a construct's private copy named in an allocate clause comes from
// __kmpc_alloc and is freed when the construct ends.
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm -S %s -o - | FileCheck %s
#include <omp.h>
int g = 1;
#pragma omp allocate(g) allocator(omp_large_cap_mem_alloc) align(64)
// CHECK: @g = global i32 1, align 64

int f(int n) {
  int x = n;
#pragma omp allocate(x)
  long y[2] = {3, 4};
#pragma omp allocate(y) allocator(omp_cgroup_mem_alloc) align(32)
  if (n) return x;
  return (int)y[1];
}
// CHECK-LABEL: define i32 @f(
// CHECK: [[X:%.*]] = call ptr @__kmpc_alloc(i32 {{%.*}}, i64 4, ptr null)
// CHECK: [[Y:%.*]] = call ptr @__kmpc_aligned_alloc(i32 {{%.*}}, i64 32, i64 16, ptr inttoptr (i64 6 to ptr))
// CHECK: call void @__kmpc_free(i32 {{%.*}}, ptr [[Y]], ptr inttoptr (i64 6 to ptr))
// CHECK: call void @__kmpc_free(i32 {{%.*}}, ptr [[X]], ptr null)
// CHECK: call void @__kmpc_free(i32 {{%.*}}, ptr [[Y]], ptr inttoptr (i64 6 to ptr))
// CHECK: call void @__kmpc_free(i32 {{%.*}}, ptr [[X]], ptr null)

void h(omp_allocator_handle_t a) {
  int p = 1;
#pragma omp parallel firstprivate(p) allocate(a: p)
  p++;
#pragma omp target firstprivate(p) uses_allocators(omp_low_lat_mem_alloc) allocate(omp_low_lat_mem_alloc: p)
  p++;
}
// CHECK-LABEL: define internal void @h.omp_outlined.0(
// CHECK: [[A:%.*]] = load i64, ptr
// CHECK: [[H:%.*]] = inttoptr i64 [[A]] to ptr
// CHECK: [[P:%.*]] = call ptr @__kmpc_alloc(i32 {{%.*}}, i64 4, ptr [[H]])
// CHECK: call void @llvm.memcpy{{.*}}(ptr [[P]],
// CHECK: call void @__kmpc_free(i32 {{%.*}}, ptr [[P]], ptr [[H]])
// CHECK-LABEL: define internal void @__omp_offloading_{{.*}}_h_l{{[0-9]+}}(i64 %0)
// CHECK: [[K:%.*]] = call ptr @__kmpc_alloc(i32 {{%.*}}, i64 4, ptr inttoptr (i64 5 to ptr))
// CHECK: call void @__kmpc_free(i32 {{%.*}}, ptr [[K]], ptr inttoptr (i64 5 to ptr))
