// A doacross loop becomes libomp's doacross calls as clang-19 makes them: __kmpc_doacross_init
// with one kmp_dim per loop (lo 0, up the trip count - 1: libomp's bounds are inclusive, st 1)
// before the static schedule with chunks of one iteration (33, chunk 1), then per sink vector
// __kmpc_doacross_wait with the logical iteration number ((i - 2) - lb) / step, __kmpc_doacross_post
// with the current one, and __kmpc_doacross_fini after the static schedule's end.
// RUN: %ompfe -fopenmp -emit-llvm -S %s -o - | FileCheck %s
void work(int n, double *a) {
#pragma omp for ordered(1)
  for (int i = 2; i < n; i += 2) {
#pragma omp ordered depend(sink : i - 2)
    a[i] += a[i - 2];
#pragma omp ordered depend(source)
  }
}
// CHECK-LABEL: define void @work(
// CHECK: [[DIMS:%.*]] = alloca [24 x i8]
// CHECK: [[TRIPS:%.*]] = select i1 {{%.*}}, i64 {{%.*}}, i64 0
// CHECK: [[UP:%.*]] = sub i64 [[TRIPS]], 1
// CHECK-NEXT: store i64 0, ptr [[DIMS]], align 8
// CHECK-NEXT: [[UPAT:%.*]] = getelementptr i8, ptr [[DIMS]], i32 8
// CHECK-NEXT: store i64 [[UP]], ptr [[UPAT]], align 8
// CHECK-NEXT: [[STAT:%.*]] = getelementptr i8, ptr [[DIMS]], i32 16
// CHECK-NEXT: store i64 1, ptr [[STAT]], align 8
// CHECK: call void @__kmpc_doacross_init(ptr @.omp.ident, i32 [[GTID:%.*]], i32 1, ptr [[DIMS]])
// CHECK: call void @__kmpc_for_static_init_8u(ptr @.omp.ident.514, i32 {{%.*}}, i32 33, ptr {{%.*}}, ptr {{%.*}}, ptr {{%.*}}, ptr {{%.*}}, i64 1, i64 1)
// CHECK: call void @__kmpc_for_static_fini(
// CHECK-NEXT: call void @__kmpc_doacross_fini(ptr @.omp.ident, i32 [[GTID]])
// CHECK: [[SINK:%.*]] = sub i32 {{%.*}}, 2
// CHECK-NEXT: [[WIDE:%.*]] = sext i32 [[SINK]] to i64
// CHECK-NEXT: [[DIFF:%.*]] = sub i64 [[WIDE]], 2
// CHECK-NEXT: [[NUM:%.*]] = udiv i64 [[DIFF]], 2
// CHECK-NEXT: store i64 [[NUM]], ptr [[VEC:%.*]], align 8
// CHECK: call void @__kmpc_doacross_wait(ptr @.omp.ident, i32 {{%.*}}, ptr [[VEC]])
// CHECK: store double
// CHECK-NEXT: [[NOW:%.*]] = load i32, ptr
// CHECK-NEXT: [[NOWW:%.*]] = sext i32 [[NOW]] to i64
// CHECK-NEXT: [[NDIFF:%.*]] = sub i64 [[NOWW]], 2
// CHECK-NEXT: [[CUR:%.*]] = udiv i64 [[NDIFF]], 2
// CHECK-NEXT: store i64 [[CUR]], ptr [[VEC2:%.*]], align 8
// CHECK: call void @__kmpc_doacross_post(ptr @.omp.ident, i32 {{%.*}}, ptr [[VEC2]])
