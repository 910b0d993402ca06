// depobj as clang-19 lowers it: depend(kind: list) allocates (n+1) kmp_depend_info (24 bytes
// each) from libomp, the first counting the others, and stores the address of the second in
// the object; update(kind) rewrites each entry's flags byte; destroy frees from the header;
// depend(depobj: o) sizes the dependence list at run time (the ordinary dependences first, then
// the object's entries copied) and gives the stack back after the call.
// RUN: %ompfe -fopenmp -emit-llvm -S %s -o - | FileCheck %s
#include <omp.h>
void f(int *x, int *y) {
  omp_depend_t o;
#pragma omp depobj(o) depend(in: x[0:2], *y)
#pragma omp depobj(o) update(mutexinoutset)
#pragma omp task depend(out: *x) depend(depobj: o)
  (*x)++;
#pragma omp depobj(o) destroy
}
// CHECK-LABEL: define void @f(
// CHECK: [[B:%.*]] = call ptr @__kmpc_alloc(i32 {{%.*}}, i64 72, ptr null)
// CHECK: store i64 2, ptr [[B]]
// CHECK: [[E1:%.*]] = getelementptr i8, ptr [[B]], i32 24
// CHECK: store i64 8, ptr
// CHECK: store i8 1, ptr
// CHECK: [[E2:%.*]] = getelementptr i8, ptr [[B]], i32 48
// CHECK: [[FIRST:%.*]] = getelementptr i8, ptr [[B]], i32 24
// CHECK: store ptr [[FIRST]], ptr [[O:%.*]],
// update: a loop over the entries storing 4 (mutexinoutset) into each flags byte
// CHECK: [[U:%.*]] = load ptr, ptr [[O]]
// CHECK: [[UH:%.*]] = getelementptr i8, ptr [[U]], i32 -24
// CHECK: load i64, ptr [[UH]]
// the task: 1 + the object's count entries on the stack
// CHECK: [[T:%.*]] = load ptr, ptr [[O]]
// CHECK: [[TH:%.*]] = getelementptr i8, ptr [[T]], i32 -24
// CHECK: [[N:%.*]] = load i64, ptr [[TH]]
// CHECK: [[TOTAL:%.*]] = add i64 1, [[N]]
// CHECK: [[SP:%.*]] = call ptr @llvm.stacksave
// CHECK: [[BYTES:%.*]] = mul i64 [[TOTAL]], 24
// CHECK: [[LIST:%.*]] = alloca i8, i64 [[BYTES]]
// CHECK: [[N32:%.*]] = trunc i64 [[TOTAL]] to i32
// CHECK: call void @llvm.memcpy{{.*}}
// CHECK: store i8 3, ptr
// CHECK: call i32 @__kmpc_omp_task_with_deps(ptr @.omp.ident, i32 {{%.*}}, ptr {{%.*}}, i32 [[N32]], ptr [[LIST]], i32 0, ptr null)
// CHECK: call void @llvm.stackrestore{{.*}}(ptr [[SP]])
// destroy
// CHECK: [[D:%.*]] = load ptr, ptr [[O]]
// CHECK: [[DH:%.*]] = getelementptr i8, ptr [[D]], i32 -24
// CHECK: call void @__kmpc_free(i32 {{%.*}}, ptr [[DH]], ptr null)
// the update loop's body, emitted last: 4 (mutexinoutset) into an entry's flags byte
// CHECK: [[AT:%.*]] = mul i64 {{%.*}}, 24
// CHECK: [[ENTRY:%.*]] = getelementptr i8, ptr [[U]], i64 [[AT]]
// CHECK: [[FLAGS:%.*]] = getelementptr i8, ptr [[ENTRY]], i32 16
// CHECK: store i8 4, ptr [[FLAGS]]
