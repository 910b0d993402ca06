// A strided section in target update is libomptarget 19's non-contiguous transfer: one entry
// whose size is the number of dimensions (3), whose map type adds NON_CONTIG (1 << 44) to
// from (2), whose base is the first element and whose begin is a descriptor of {offset,
// count, stride in bytes} per dimension: {0, n, 3 * 4}, then {0, 1, 0} (which keeps
// libomptarget from merging the element's dimension into the section's when the stride is 1,
// offload_arrays.c), then the element {0, 1, 4}.
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm -S %s -o - | FileCheck %s
void f(int *a, int n) {
#pragma omp target update from(a[1 : n : 3])
}
// CHECK: @.offload_sizes = private unnamed_addr constant [1 x i64] [i64 3]
// CHECK: @.offload_maptypes = private unnamed_addr constant [1 x i64] [i64 17592186044418]
// CHECK-LABEL: define void @f(
// CHECK: [[DESC:%.*]] = alloca [9 x i64]
// CHECK: [[BASES:%.*]] = alloca [1 x ptr]
// CHECK: [[PTRS:%.*]] = alloca [1 x ptr]
// CHECK: store i64 0, ptr [[DESC]], align 8
// CHECK: store i64 {{%.*}}, ptr
// CHECK-NEXT: [[ST:%.*]] = getelementptr i8, ptr [[DESC]], i32 16
// CHECK-NEXT: store i64 12, ptr [[ST]], align 8
// CHECK-NEXT: getelementptr i8, ptr [[DESC]], i32 24
// CHECK-NEXT: store i64 0, ptr
// CHECK-NEXT: getelementptr i8, ptr [[DESC]], i32 32
// CHECK-NEXT: store i64 1, ptr
// CHECK-NEXT: getelementptr i8, ptr [[DESC]], i32 40
// CHECK-NEXT: store i64 0, ptr
// CHECK-NEXT: getelementptr i8, ptr [[DESC]], i32 48
// CHECK-NEXT: store i64 0, ptr
// CHECK-NEXT: getelementptr i8, ptr [[DESC]], i32 56
// CHECK-NEXT: store i64 1, ptr
// CHECK-NEXT: getelementptr i8, ptr [[DESC]], i32 64
// CHECK-NEXT: store i64 4, ptr
// CHECK: [[FIRST:%.*]] = getelementptr i8, ptr {{%.*}}, i64 4
// CHECK: store ptr [[FIRST]], ptr [[BASES]]
// CHECK: store ptr [[DESC]], ptr [[PTRS]]
// CHECK: call void @__tgt_target_data_update_mapper(ptr @.omp.ident, i64 -1, i32 1, ptr [[BASES]], ptr [[PTRS]], ptr @.offload_sizes, ptr @.offload_maptypes, ptr null, ptr null)
