// uses_allocators: an allocator that is not predefined is private to the kernel (on a
// combined construct an implicit firstprivate value, as clang-19 passes it), made when the
// kernel starts with __kmpc_init_allocator(gtid, memspace, ntraits, traits) from its traits
// (an implicit firstprivate array: 673 = TO|PRIVATE|TARGET_PARAM|IMPLICIT) and destroyed
// when the kernel ends. Predefined allocators make no call.
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm -S %s -o - | FileCheck %s
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm-bc %s -o %t.bc
// RUN: %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t.bc -emit-llvm -S %s -o - | FileCheck %s --check-prefix=DEV
#include <omp.h>

int f(void) {
  omp_alloctrait_t t[2] = {{omp_atk_alignment, 64}, {omp_atk_pool_size, 4096}};
  omp_allocator_handle_t a;
  int r = 0;
#pragma omp target uses_allocators(a(t), omp_default_mem_alloc) map(from: r)
  {
    int *p = omp_alloc(4, a);
    r = p != 0;
    omp_free(p, a);
  }
#pragma omp target teams uses_allocators(memspace(omp_high_bw_mem_space), traits(t): a) map(tofrom: r)
  {
    r += (int)omp_alloc(4, a);
  }
#pragma omp target uses_allocators(omp_high_bw_mem_alloc) map(tofrom: r)
  r++;
  return r;
}
// the traits used in the body too stay an implicit firstprivate (673), in order of first use
long g(void) {
  omp_alloctrait_t t[1] = {{omp_atk_alignment, 64}};
  omp_allocator_handle_t a;
  long k = 0;
#pragma omp target uses_allocators(a(t)) map(from: k)
  k = t[0].key + (omp_alloc(4, a) != 0);
  return k;
}
// CHECK: @.offload_maptypes = private unnamed_addr constant [2 x i64] [i64 34, i64 673]
// CHECK: @.offload_maptypes.1 = private unnamed_addr constant [3 x i64] [i64 35, i64 800, i64 673]
// CHECK: @.offload_maptypes.2 = private unnamed_addr constant [1 x i64] [i64 35]
// CHECK: @.offload_maptypes.3 = private unnamed_addr constant [2 x i64] [i64 34, i64 673]
// CHECK-LABEL: define internal void @__omp_offloading_{{.*}}_f_l15(ptr %0, ptr %1)
// CHECK: [[G:%.*]] = call i32 @__kmpc_global_thread_num(
// CHECK: [[H:%.*]] = call ptr @__kmpc_init_allocator(i32 [[G]], ptr null, i32 2, ptr [[T:%.*]])
// CHECK: [[HI:%.*]] = ptrtoint ptr [[H]] to i64
// CHECK: store i64 [[HI]], ptr [[A:%.*]], align 8
// CHECK: call ptr @omp_alloc(
// CHECK: call void @omp_free(
// CHECK: [[L:%.*]] = load i64, ptr [[A]], align 8
// CHECK-NEXT: [[P:%.*]] = inttoptr i64 [[L]] to ptr
// CHECK: call void @__kmpc_destroy_allocator(i32 [[G]], ptr [[P]])
// CHECK-NEXT: ret void
// CHECK-LABEL: define internal void @__omp_offloading_{{.*}}_f_l21(ptr %0, i64 %1, ptr %2)
// CHECK: call ptr @__kmpc_init_allocator(i32 {{%.*}}, ptr inttoptr (i64 3 to ptr), i32 2, ptr
// CHECK: call void @__kmpc_destroy_allocator(
// CHECK-LABEL: define internal void @__omp_offloading_{{.*}}_f_l25(
// CHECK-NOT: allocator
// CHECK: ret void
// DEV-LABEL: define weak_odr protected void @__omp_offloading_{{.*}}_f_l15(ptr %0, ptr %1, ptr %2)
// DEV: call ptr @__kmpc_init_allocator(i32 {{%.*}}, ptr null, i32 2, ptr
// DEV: call void @__kmpc_destroy_allocator(
