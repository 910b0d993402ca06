// The task features of OpenMP 5.0/5.1 become libomp 19's calls: detach(ev) allocates a
// detachable task (flags 0x40 | tied) and stores __kmpc_task_allow_completion_event's handle in
// ev before the task's copies are made; affinity hands one 24-byte kmp_task_affinity_info_t
// per item (address, bytes) to __kmpc_omp_reg_task_with_affinity; omp_all_memory is a
// kmp_depend_info with address and length 0 and flags 0x80 alone (beside the other item of its
// list); taskwait depend(...) nowait submits a task without code that has the dependences
// (nothing waits); the strict modifier calls __kmpc_taskloop_5 with 1 before task_dup.
// RUN: %ompfe -fopenmp -emit-llvm -S %s -o - | FileCheck %s
#include <omp.h>
void g(int *);
void work(int *x, int n) {
  omp_event_handle_t ev;
#pragma omp task detach(ev)
  g(x);
#pragma omp task affinity(x[0 : n], x[1])
  g(x);
#pragma omp task depend(out : omp_all_memory, x[0])
  g(x);
#pragma omp taskwait depend(in : x[0]) nowait
#pragma omp taskloop grainsize(strict : 3)
  for (int i = 0; i < n; i++) g(x);
#pragma omp taskloop num_tasks(4)
  for (int i = 0; i < n; i++) g(x);
}
// CHECK-LABEL: define void @work(
// CHECK: [[EV:%.*]] = alloca i64
// CHECK: [[A:%.*]] = alloca [48 x i8]
// CHECK: [[D:%.*]] = alloca [48 x i8]
// CHECK: [[W:%.*]] = alloca [24 x i8]
// CHECK: [[T:%.*]] = call ptr @__kmpc_omp_task_alloc(ptr @.omp.ident, i32 {{%.*}}, i32 65, i64 {{[0-9]+}}, i64 0, ptr @.omp_task_entry.)
// CHECK-NEXT: [[E:%.*]] = call ptr @__kmpc_task_allow_completion_event(ptr @.omp.ident, i32 {{%.*}}, ptr [[T]])
// CHECK-NEXT: [[H:%.*]] = ptrtoint ptr [[E]] to i64
// CHECK-NEXT: store i64 [[H]], ptr [[EV]]
// CHECK: call void @llvm.memcpy.p0.p0.i64(ptr {{%.*}}, ptr [[EV]], i64 8, i1 false)
// CHECK: call i32 @__kmpc_omp_task(ptr @.omp.ident, i32 {{%.*}}, ptr [[T]])
// CHECK: [[T2:%.*]] = call ptr @__kmpc_omp_task_alloc(ptr @.omp.ident, i32 {{%.*}}, i32 1,
// CHECK: store i64 {{%.*}}, ptr [[A]], align 8
// CHECK: [[LEN:%.*]] = mul i64 {{%.*}}, 4
// CHECK: store i64 [[LEN]]
// CHECK: [[A1:%.*]] = getelementptr i8, ptr [[A]], i32 24
// CHECK: [[A1LEN:%.*]] = getelementptr i8, ptr [[A1]], i32 8
// CHECK: store i64 4, ptr [[A1LEN]]
// CHECK: call i32 @__kmpc_omp_reg_task_with_affinity(ptr @.omp.ident, i32 {{%.*}}, ptr [[T2]], i32 2, ptr [[A]])
// CHECK: [[T3:%.*]] = call ptr @__kmpc_omp_task_alloc(
// CHECK: store i8 3,
// CHECK: [[D1:%.*]] = getelementptr i8, ptr [[D]], i32 24
// CHECK: store i64 0, ptr [[D1]], align 8
// CHECK: store i64 0,
// CHECK: store i8 -128,
// CHECK: call i32 @__kmpc_omp_task_with_deps(ptr @.omp.ident, i32 {{%.*}}, ptr [[T3]], i32 2, ptr [[D]], i32 0, ptr null)
// CHECK: [[T4:%.*]] = call ptr @__kmpc_omp_task_alloc(ptr @.omp.ident, i32 {{%.*}}, i32 1, i64 48, i64 0, ptr @.omp_task_entry..3)
// CHECK: store i8 1,
// CHECK: call i32 @__kmpc_omp_task_with_deps(ptr @.omp.ident, i32 {{%.*}}, ptr [[T4]], i32 1, ptr [[W]], i32 0, ptr null)
// CHECK-NOT: __kmpc_omp_taskwait
// CHECK: call void @__kmpc_taskloop_5(ptr @.omp.ident, i32 {{%.*}}, ptr {{%.*}}, i32 1, ptr {{%.*}}, ptr {{%.*}}, i64 1, i32 0, i32 1, i64 3, i32 1, ptr null)
// CHECK: call void @__kmpc_taskloop(ptr @.omp.ident, i32 {{%.*}}, ptr {{%.*}}, i32 1, ptr {{%.*}}, ptr {{%.*}}, i64 1, i32 0, i32 2, i64 4, ptr null)
// the task without code returns at once
// CHECK: define internal i32 @.omp_task_entry..3(i32 %0, ptr %1)
// CHECK-NEXT: ret i32 0
