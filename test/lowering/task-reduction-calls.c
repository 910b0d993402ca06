// Task reductions become clang-19's libomp calls: after __kmpc_taskgroup, one 56-byte
// kmp_taskred_input_t per variable (its address twice, its size, an initializer that stores
// the identity, no finalizer, a combiner) handed to __kmpc_taskred_init; a task that takes
// part finds its thread's copy with __kmpc_task_reduction_get_th_data (a null taskgroup:
// the innermost that reduces the variable). A taskloop that reduces runs in a taskgroup of
// its own and tells __kmpc_taskloop not to make one (nogroup 1). A section's record starts at
// its first element and spans its elements (the initializer and combiner loop over them); a
// task places the variable at its copy less the section's start. A section with run-time
// bounds: its length reaches the initializer and combiner in a thread-local variable, set
// around __kmpc_taskred_init and __kmpc_end_taskgroup and restored after each; a task keeps
// the section's start in bytes.
// RUN: %ompfe -fopenmp -emit-llvm -S %s -o - | FileCheck %s
// RUN: %ompfe -fopenmp -emit-llvm -S %s -o - | FileCheck %s --check-prefix=SECTION
// RUN: %ompfe -fopenmp -emit-llvm -S %s -o - | FileCheck %s --check-prefix=RUNTIME
void work(int n) {
  double p = 1;
  int hist[3] = {0, 0, 0};
#pragma omp taskgroup task_reduction(* : p) task_reduction(max : hist)
  {
#pragma omp task in_reduction(* : p) in_reduction(max : hist)
    {
      p *= 2;
      hist[1] = n;
    }
  }
  long t = 0;
#pragma omp taskloop reduction(+ : t)
  for (int i = 0; i < n; i++) t += i;
}
void sections(void) {
  int a[8] = {0};
#pragma omp taskgroup task_reduction(+ : a[2:3])
  {
#pragma omp task in_reduction(+ : a[2:3])
    a[3] += 1;
  }
}
void runtime_sections(int *a, int lo, int n) {
#pragma omp taskgroup task_reduction(+ : a[lo:n])
  {
#pragma omp task in_reduction(+ : a[lo:n])
    a[lo] += 1;
  }
}
// RUNTIME: [[COUNT:@.omp.red_count.[0-9]+]] = internal thread_local global i64 0
// RUNTIME-LABEL: define void @runtime_sections(
// RUNTIME: getelementptr i8, ptr %{{.*}}, i64 %{{.*}}
// RUNTIME: [[N:%.*]] = sext i32 [[NLOAD:%.*]] to i64
// RUNTIME-NEXT: store i64 [[N]], ptr [[SLOT:%.*]], align 8
// RUNTIME-NEXT: [[BYTES:%.*]] = mul i64 [[N]], 4
// RUNTIME: store i64 [[BYTES]], ptr
// RUNTIME: [[HELD:%.*]] = load i64, ptr [[COUNT]]
// RUNTIME-NEXT: [[MINE:%.*]] = load i64, ptr [[SLOT]]
// RUNTIME-NEXT: store i64 [[MINE]], ptr [[COUNT]]
// RUNTIME-NEXT: call ptr @__kmpc_taskred_init(
// RUNTIME-NEXT: store i64 [[HELD]], ptr [[COUNT]]
// RUNTIME: [[FIRST:%.*]] = getelementptr i8, ptr %{{.*}}, i64 %{{.*}}
// RUNTIME: [[START:%.*]] = sub i64 %{{.*}}, %{{.*}}
// RUNTIME: store i64 [[START]], ptr
// RUNTIME: [[HELD2:%.*]] = load i64, ptr [[COUNT]]
// RUNTIME-NEXT: [[MINE2:%.*]] = load i64, ptr [[SLOT]]
// RUNTIME-NEXT: store i64 [[MINE2]], ptr [[COUNT]]
// RUNTIME-NEXT: call void @__kmpc_end_taskgroup(
// RUNTIME-NEXT: store i64 [[HELD2]], ptr [[COUNT]]
// RUNTIME-LABEL: define internal void @.omp.red_init.
// RUNTIME: load i64, ptr [[COUNT]]
// RUNTIME-LABEL: define internal void @.omp.red_comb.
// RUNTIME: load i64, ptr [[COUNT]]
// RUNTIME-LABEL: define internal i32 @.omp_task_entry.
// RUNTIME: [[COPY:%.*]] = call ptr @__kmpc_task_reduction_get_th_data(
// RUNTIME: [[NEG:%.*]] = sub i64 0, %{{.*}}
// RUNTIME-NEXT: getelementptr i8, ptr [[COPY]], i64 [[NEG]]

// SECTION-LABEL: define void @sections(
// SECTION: [[A:%.*]] = alloca [32 x i8]
// SECTION: [[START:%.*]] = getelementptr i8, ptr [[A]], i64 8
// SECTION: [[SHAR:%.*]] = getelementptr i8, ptr [[REC:%.*]], i64 0
// SECTION-NEXT: store ptr [[START]], ptr [[SHAR]]
// SECTION: [[BYTES:%.*]] = getelementptr i8, ptr [[REC]], i64 16
// SECTION-NEXT: store i64 12, ptr [[BYTES]]
// SECTION: call ptr @__kmpc_taskred_init(i32 %{{.*}}, i32 1, ptr [[REC]])
// SECTION: [[TASKSTART:%.*]] = getelementptr i8, ptr [[A]], i64 8
// SECTION: store ptr [[TASKSTART]], ptr
// SECTION-LABEL: define internal void @.omp.red_init.{{[0-9]+}}(ptr %0, ptr %1)
// SECTION: icmp ule i64 %{{.*}}, 2
// SECTION-LABEL: define internal i32 @.omp_task_entry.{{.*}}(i32 %0, ptr %1)
// SECTION: [[COPY:%.*]] = call ptr @__kmpc_task_reduction_get_th_data(i32 %{{.*}}, ptr null, ptr %{{.*}})
// SECTION-NEXT: [[BASE:%.*]] = getelementptr i8, ptr [[COPY]], i32 -8
// SECTION-NEXT: getelementptr i32, ptr [[BASE]], i64 3

// CHECK-LABEL: define void @work(
// CHECK: [[REC:%.*]] = alloca [112 x i8], i64 1, align 8
// CHECK: call void @__kmpc_taskgroup(ptr @.omp.ident, i32 [[GTID:%.*]])
// CHECK: [[FIRST:%.*]] = getelementptr i8, ptr [[REC]], i64 0
// CHECK: store ptr [[P:%.*]], ptr [[FIRST]]
// CHECK: [[ORIG:%.*]] = getelementptr i8, ptr [[REC]], i64 8
// CHECK: store ptr [[P]], ptr [[ORIG]]
// CHECK: [[SIZE:%.*]] = getelementptr i8, ptr [[REC]], i64 16
// CHECK: store i64 8, ptr [[SIZE]]
// CHECK: store ptr @.omp.red_init.0,
// CHECK: store ptr null,
// CHECK: store ptr @.omp.red_comb.1,
// CHECK: store i32 0,
// CHECK: store i64 12,
// CHECK: store ptr @.omp.red_init.2,
// CHECK: store ptr @.omp.red_comb.3,
// CHECK: call ptr @__kmpc_taskred_init(i32 [[GTID]], i32 2, ptr [[REC]])
// CHECK: call ptr @__kmpc_omp_task_alloc(
// CHECK: call void @__kmpc_end_taskgroup(
// CHECK: call void @__kmpc_taskgroup(
// CHECK: call ptr @__kmpc_taskred_init(i32 %{{.*}}, i32 1,
// CHECK: call void @__kmpc_taskloop(ptr @.omp.ident, i32 %{{.*}}, ptr %{{.*}}, i32 1, ptr %{{.*}}, ptr %{{.*}}, i64 1, i32 1, i32 0, i64 0, ptr null)
// CHECK: call void @__kmpc_end_taskgroup(

// CHECK-LABEL: define internal void @.omp.red_init.0(ptr %0, ptr %1)
// CHECK: store double 1.000000e+00, ptr %0
// CHECK-LABEL: define internal void @.omp.red_comb.1(ptr %0, ptr %1)
// CHECK: fmul double
// CHECK-LABEL: define internal void @.omp.red_init.2(ptr %0, ptr %1)
// CHECK: store i32 -2147483648,
// CHECK-LABEL: define internal void @.omp.red_comb.3(ptr %0, ptr %1)
// CHECK: icmp sgt i32
// CHECK-LABEL: define internal i32 @.omp_task_entry.(i32 %0, ptr %1)
// CHECK: [[TH1:%.*]] = call ptr @__kmpc_task_reduction_get_th_data(i32 %{{.*}}, ptr null, ptr %{{.*}})
// CHECK: [[TH2:%.*]] = call ptr @__kmpc_task_reduction_get_th_data(i32 %{{.*}}, ptr null, ptr %{{.*}})
