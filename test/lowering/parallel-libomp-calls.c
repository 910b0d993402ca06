// Parallel constructs become clang-19's libomp calls: a microtask per parallel or teams
// region (fork_call / fork_teams, the shared variables' addresses as arguments), static
// loops through __kmpc_for_static_init_8u (34 unchunked, 33 chunked, 92 for distribute),
// the other schedules through __kmpc_dispatch_*_8u (dynamic: 35 | nonmonotonic), reductions
// combined under the `.gomp_critical_user_.reduction.var` lock, and a barrier after a loop
// without nowait. Idents carry clang-19's flags, which libomp reads for OMPT tools: KMPC (2)
// alone, | WORK_LOOP (0x200) or WORK_DISTRIBUTE (0x800) for a static init and fini, |
// BARRIER_IMPL_FOR (0x40) for the barrier that ends a for.
// RUN: %ompfe -fopenmp -emit-llvm -S %s -o - | FileCheck %s
int work(int n, int *a) {
  int sum = 0;
#pragma omp parallel for reduction(+ : sum) num_threads(2)
  for (int i = 0; i < n; i++) sum += a[i];
// CHECK-DAG: @.omp.ident.str = private constant [23 x i8] c";unknown;unknown;0;0;;\00"
// CHECK-DAG: @.omp.ident = private constant { i32, i32, i32, i32, ptr } { i32 0, i32 2, i32 0, i32 22, ptr @.omp.ident.str }
// CHECK-DAG: @.omp.ident.514 = private constant { i32, i32, i32, i32, ptr } { i32 0, i32 514, i32 0, i32 22, ptr @.omp.ident.str }
// CHECK-DAG: @.omp.ident.66 = private constant { i32, i32, i32, i32, ptr } { i32 0, i32 66, i32 0, i32 22, ptr @.omp.ident.str }
// CHECK-DAG: @.omp.ident.2050 = private constant { i32, i32, i32, i32, ptr } { i32 0, i32 2050, i32 0, i32 22, ptr @.omp.ident.str }
// CHECK-DAG: @.gomp_critical_user_.reduction.var = common global [8 x i32] zeroinitializer, align 8
// CHECK-LABEL: define i32 @work(
// CHECK: call void @__kmpc_push_num_threads(ptr @.omp.ident, i32 %{{.*}}, i32 2)
// CHECK: call void (ptr, i32, ptr, ...) @__kmpc_fork_call(ptr @.omp.ident, i32 3, ptr @work.omp_outlined.0, ptr %{{.*}}, ptr %{{.*}}, ptr %{{.*}})
#pragma omp parallel
  {
#pragma omp for schedule(static, 4) nowait
    for (int i = 0; i < n; i++) a[i] = i;
#pragma omp for schedule(dynamic)
    for (int i = n; i > 0; i--) a[i - 1] += 1;
  }
#pragma omp teams num_teams(2)
#pragma omp distribute
  for (int i = 0; i < n; i++) a[i] *= 2;
// CHECK: call void @__kmpc_push_num_teams(ptr @.omp.ident, i32 %{{.*}}, i32 2, i32 0)
// CHECK: call void (ptr, i32, ptr, ...) @__kmpc_fork_teams(ptr @.omp.ident, i32 2, ptr @work.omp_outlined.2,
  return sum;
}
// CHECK-LABEL: define internal void @work.omp_outlined.0(ptr %0, ptr %1, ptr %2, ptr %3, ptr %4)
// CHECK: call void @__kmpc_for_static_init_8u(ptr @.omp.ident.514, i32 %{{.*}}, i32 34,
// CHECK: call void @__kmpc_for_static_fini(ptr @.omp.ident.514,
// CHECK: call void @__kmpc_critical(ptr @.omp.ident, i32 %{{.*}}, ptr @.gomp_critical_user_.reduction.var)
// CHECK: call void @__kmpc_end_critical(ptr @.omp.ident, i32 %{{.*}}, ptr @.gomp_critical_user_.reduction.var)
// CHECK: call void @__kmpc_barrier(ptr @.omp.ident.66,
// CHECK-LABEL: define internal void @work.omp_outlined.1(
// CHECK: call void @__kmpc_for_static_init_8u(ptr @.omp.ident.514, i32 %{{.*}}, i32 33,
// CHECK-NOT: call void @__kmpc_barrier(
// CHECK: call void @__kmpc_dispatch_init_8u(ptr @.omp.ident, i32 %{{.*}}, i32 1073741859,
// CHECK: call i32 @__kmpc_dispatch_next_8u(
// CHECK: call void @__kmpc_barrier(ptr @.omp.ident.66,
// CHECK-LABEL: define internal void @work.omp_outlined.2(
// CHECK: call void @__kmpc_for_static_init_8u(ptr @.omp.ident.2050, i32 %{{.*}}, i32 92,
// CHECK: call void @__kmpc_for_static_fini(ptr @.omp.ident.2050,
// CHECK-NOT: call void @__kmpc_barrier(
