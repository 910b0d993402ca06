// nowait and depend (docs/offload-abi.md §2.3): a deferred construct is a libomp target task, as
// clang-19 makes it. The encountering function allocates it with
// __kmpc_omp_target_task_alloc (flags 1, no shareds, its entry, the device), copies into it
// what the launch reads, and hands it over with __kmpc_omp_task, or __kmpc_omp_task_with_deps
// and one 24-byte kmp_depend_info per list item (flags: in 1, out/inout 3). The entry
// `i32 (i32, ptr)` launches with kernel-args Flags = 1 (nowait) and falls back to the host
// version; the data directives call the *_nowait_mapper entry points there. A construct with
// depend that runs in place waits first (__kmpc_omp_taskwait_deps_51, has_no_wait 0);
// taskwait is __kmpc_omp_taskwait. Without nowait nothing of this is emitted.
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm -S %s -o - | FileCheck %s
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm -S %s -o - | FileCheck %s --check-prefix=ORDER
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm-bc %s -o %t.host.bc
// RUN: %ompfe -fopenmp -triple x86_64-pc-linux-gnu -fopenmp-is-target-device -fopenmp-host-ir-file-path %t.host.bc -emit-llvm -S %s -o - | FileCheck %s --check-prefix=DEV
// RUN: %ompfe -fopenmp -emit-llvm -S %s -o - | FileCheck %s --check-prefix=NOTARGETS

int g[16];

// CHECK-LABEL: define void @deferred(
// the task: 40 bytes of kmp_task_t, device, bounds, 2 x 3 arrays, 3 argument values, the copy of `a`
// CHECK: [[GTID:%[0-9]+]] = call i32 @__kmpc_global_thread_num(ptr @.omp.ident)
// CHECK: [[TASK:%[0-9]+]] = call ptr @__kmpc_omp_target_task_alloc(ptr @.omp.ident, i32 [[GTID]], i32 1, i64 160, i64 0, ptr @.omp_task_entry., i64 -1)
// the firstprivate array is copied into the task now
// CHECK: call void @llvm.memcpy.p0.p0.i64(ptr %{{[0-9]+}}, ptr %{{[0-9]+}}, i64 16, i1 false)
// two dependences: g[0:n] out, a in
// CHECK: store i8 3,
// CHECK: store i8 1,
// CHECK: call i32 @__kmpc_omp_task_with_deps(ptr @.omp.ident, i32 [[GTID]], ptr [[TASK]], i32 2, ptr %{{[0-9]+}}, i32 0, ptr null)
// CHECK-NOT: __tgt_target_kernel
// CHECK: ret void
// its entry: reads the privates, launch with Flags = 1, fall back with the stored values
// CHECK-LABEL: define internal i32 @.omp_task_entry.(i32 %0, ptr %1)
// CHECK: [[KARGS:%[0-9]+]] = alloca [104 x i8]
// CHECK: [[DEVNUM:%[0-9]+]] = load i64, ptr %{{[0-9]+}}, align 8
// CHECK: [[FLAGS:%[0-9]+]] = getelementptr i8, ptr [[KARGS]], i32 64
// CHECK-NEXT: store i64 1, ptr [[FLAGS]]
// CHECK: [[RC:%[0-9]+]] = call i32 @__tgt_target_kernel(ptr @.omp.ident, i64 [[DEVNUM]], i32 %{{[0-9]+}}, i32 %{{[0-9]+}}, ptr @.__omp_offloading_{{.*}}_deferred_l{{[0-9]+}}.region_id,
// CHECK: icmp ne i32 [[RC]], 0
// CHECK: call void @__omp_offloading_{{.*}}_deferred_l{{[0-9]+}}(ptr %{{[0-9]+}}, ptr %{{[0-9]+}}, i64 %{{[0-9]+}})
// CHECK: ret i32 0

void deferred(int n) {
  int a[4] = {1, 2, 3, 4};
  #pragma omp target nowait map(tofrom: g) firstprivate(a) depend(out: g[0:n]) depend(in: a)
  { g[0] = a[n]; }
  a[0] = 9; /* the task's copy keeps 1 */
}

// the section's length in bytes: n * 4
// CHECK-LABEL: define void @section_length(
// CHECK: [[N:%[0-9]+]] = sext i32 %{{[0-9]+}} to i64
// CHECK: [[LEN:%[0-9]+]] = mul i64 [[N]], 4
// CHECK: store i64 [[LEN]],
// CHECK: call i32 @__kmpc_omp_task_with_deps(
void section_length(int n) {
  #pragma omp target nowait depend(in: g[2:n])
  { g[1] = 1; }
}

// if(false) runs the host version in place, after waiting for the dependences
// CHECK-LABEL: define void @if_false(
// CHECK: br i1 %{{[0-9]+}}, label %[[DEFER:[0-9]+]], label %[[INPLACE:[0-9]+]]
// CHECK: [[DEFER]]:
// CHECK: call ptr @__kmpc_omp_target_task_alloc(
// CHECK: call i32 @__kmpc_omp_task_with_deps(ptr @.omp.ident, i32 %{{[0-9]+}}, ptr %{{[0-9]+}}, i32 1,
// CHECK: [[INPLACE]]:
// CHECK: call void @__kmpc_omp_taskwait_deps_51(ptr @.omp.ident, i32 %{{[0-9]+}}, i32 1, ptr %{{[0-9]+}}, i32 0, ptr null, i32 0)
// CHECK-NEXT: call void @__omp_offloading_{{.*}}_if_false_l{{[0-9]+}}(ptr @g)
void if_false(int c) {
  #pragma omp target if(c) nowait depend(inout: g)
  { g[1] = 2; }
}

// depend without nowait: wait, then launch here
// CHECK-LABEL: define void @undeferred(
// CHECK-NOT: __kmpc_omp_target_task_alloc
// CHECK: call void @__kmpc_omp_taskwait_deps_51(ptr @.omp.ident, i32 %{{[0-9]+}}, i32 1,
// CHECK-NOT: __kmpc_omp_target_task_alloc
// CHECK: call i32 @__tgt_target_kernel(ptr @.omp.ident, i64 -1, i32 -1, i32 0, ptr @.__omp_offloading_{{.*}}_undeferred_l{{[0-9]+}}.region_id,
// CHECK: ret void
void undeferred(int n) {
  #pragma omp target depend(in: n)
  { g[2] = 3; }
}

// CHECK-LABEL: define void @data(
// CHECK: call ptr @__kmpc_omp_target_task_alloc(ptr @.omp.ident, i32 %{{[0-9]+}}, i32 1, i64 64, i64 0, ptr @.omp_task_entry..{{[0-9]+}}, i64 -1)
// CHECK: call i32 @__kmpc_omp_task_with_deps(
// an update of a run-time section keeps its sizes array in the task
// CHECK: call ptr @__kmpc_omp_target_task_alloc(ptr @.omp.ident, i32 %{{[0-9]+}}, i32 1, i64 80, i64 0, ptr @.omp_task_entry..{{[0-9]+}}, i64 -1)
// CHECK: call i32 @__kmpc_omp_task(ptr @.omp.ident,
// exit data with depend only: wait, then the plain mapper call
// CHECK: call void @__kmpc_omp_taskwait_deps_51(
// CHECK-NOT: __kmpc_omp_target_task_alloc
// CHECK: call void @__tgt_target_data_end_mapper(
// CHECK: call void @__kmpc_omp_taskwait_deps_51(ptr @.omp.ident, i32 %{{[0-9]+}}, i32 1,
// CHECK: call i32 @__kmpc_omp_taskwait(ptr @.omp.ident, i32 %{{[0-9]+}})
// the entries of the two deferred data directives
// CHECK: call void @__tgt_target_data_begin_nowait_mapper(ptr @.omp.ident, i64 %{{[0-9]+}}, i32 1, ptr %{{[0-9]+}}, ptr %{{[0-9]+}}, ptr @.offload_sizes{{[.0-9]*}}, ptr @.offload_maptypes{{[.0-9]*}}, ptr null, ptr null, i32 0, ptr null, i32 0, ptr null)
// the run-time sizes come from the task, not from the encountering function's frame
// CHECK: call void @__tgt_target_data_update_nowait_mapper(ptr @.omp.ident, i64 %{{[0-9]+}}, i32 1, ptr %{{[0-9]+}}, ptr %{{[0-9]+}}, ptr %{{[0-9]+}}, ptr @.offload_maptypes{{[.0-9]*}},
void data(int n) {
  #pragma omp target enter data map(to: g) nowait depend(out: g)
  #pragma omp target update from(g[0:n]) nowait
  #pragma omp target exit data map(from: g) depend(in: g)
  #pragma omp taskwait depend(in: g)
  #pragma omp taskwait
}

// one entry per deferred construct (clang-19 names them .omp_task_entry..N too)
// ORDER-COUNT-5: define internal i32 @.omp_task_entry.{{[.0-9]*}}(i32 %0, ptr %1)
// ORDER-NOT: define internal i32 @.omp_task_entry.

// DEV-NOT: __kmpc_omp
// DEV-NOT: omp_task_entry
// DEV: define weak_odr protected void @__omp_offloading_{{.*}}_deferred_l{{[0-9]+}}(
// DEV-NOT: __kmpc_omp
// DEV-NOT: omp_task_entry
// Without a device no target task is made; a taskwait still waits (for explicit tasks).
// NOTARGETS-NOT: __kmpc_omp_target_task_alloc
// NOTARGETS-NOT: omp_task_entry
// NOTARGETS: __kmpc_omp_taskwait
