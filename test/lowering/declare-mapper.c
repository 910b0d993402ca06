// declare mapper lowers as clang-19 lowers it: each construct's mappers array names the
// mapper of an entry whose type has one (explicit, implicit, target update, enter data of a
// section), and `.omp_mapper.<_ZTS type>.<id>` (ptr handle, ptr base, ptr begin, i64 bytes,
// i64 type, ptr name) pushes, per element, the components of the mapper's clauses: MEMBER_OF
// shifted by __tgt_mapper_num_components << 48, the type decayed by the caller's to/from, a
// nested mapper called for a member of a mapped type; the array is pushed first (allocated)
// for more than one element or an attached range, and last when deleting. The device compile
// has no mapper functions.
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm -S %s -o - | FileCheck %s
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm-bc %s -o %t.host.bc
// RUN: %ompfe -fopenmp -triple x86_64-pc-linux-gnu -fopenmp-is-target-device -fopenmp-host-ir-file-path %t.host.bc -emit-llvm -S %s -o - | FileCheck %s --check-prefix=DEV
typedef struct { int n; double *d; } Vec;
#pragma omp declare mapper(Vec v) map(v, v.d[0:v.n])
struct holder { int tag; Vec v; };
#pragma omp declare mapper(named : struct holder h) map(to: h.tag) map(h.v)

// CHECK: @.offload_maptypes = private unnamed_addr constant [1 x i64] [i64 35]
// CHECK: @.offload_mappers = private constant [1 x ptr] [ptr @.omp_mapper._ZTS3Vec.default]
// CHECK: @.offload_maptypes.1 = private unnamed_addr constant [1 x i64] [i64 547]
// CHECK: @.offload_mappers.1 = private constant [1 x ptr] [ptr @.omp_mapper._ZTS3Vec.default]
// CHECK: @.offload_maptypes.2 = private unnamed_addr constant [1 x i64] [i64 2]
// CHECK: @.offload_sizes.3 = private unnamed_addr constant [1 x i64] [i64 48]
// CHECK: @.offload_maptypes.4 = private unnamed_addr constant [1 x i64] [i64 35]
// CHECK: @.offload_mappers.4 = private constant [1 x ptr] [ptr @.omp_mapper._ZTS6holder.named]
void f(Vec v, Vec *arr, struct holder h) {
  // CHECK-LABEL: define void @f(
  // CHECK: store ptr @.offload_mappers, ptr
  // CHECK: call i32 @__tgt_target_kernel(
#pragma omp target map(tofrom: v)
  v.d[0] = 1;
  // implicit: TARGET_PARAM | IMPLICIT | TOFROM, the default mapper
  // CHECK: store ptr @.offload_mappers.1, ptr
#pragma omp target
  v.d[0] = 2;
  // CHECK: call void @__tgt_target_data_update_mapper(ptr @{{.*}}, i64 -1, i32 1, ptr %{{.*}}, ptr %{{.*}}, ptr @.offload_sizes{{.*}}, ptr @.offload_maptypes.2, ptr null, ptr @.offload_mappers.2)
#pragma omp target update from(v)
  // CHECK: call void @__tgt_target_data_begin_mapper({{.*}}, ptr @.offload_sizes.3, {{.*}}, ptr null, ptr @.offload_mappers.3)
#pragma omp target enter data map(to: arr[0:3])
  // CHECK: store ptr @.offload_mappers.4, ptr
#pragma omp target map(mapper(named), tofrom: h)
  h.tag = 0;
}

// CHECK-LABEL: define internal void @.omp_mapper._ZTS3Vec.default(ptr %0, ptr %1, ptr %2, i64 %3, i64 %4, ptr %5)
// CHECK: udiv i64 %3, 16
// array init: more than one element, or attached (base != begin and PTR_AND_OBJ), not deleting
// CHECK: icmp sgt i64 %{{.*}}, 1
// CHECK: and i64 %4, 16
// CHECK: icmp ne ptr %1, %2
// CHECK: [[T:%.*]] = and i64 %4, -4
// CHECK: or i64 [[T]], 512
// CHECK: call void @__tgt_push_mapper_component(ptr %0, ptr %1, ptr %2, i64 %3, i64 %{{.*}}, ptr %5)
// per element: the structure (type 0), v itself (MEMBER_OF(1) | TOFROM), its pointee (| PTR_AND_OBJ)
// CHECK: [[N:%.*]] = call i64 @__tgt_mapper_num_components(ptr %0)
// CHECK: [[S:%.*]] = shl i64 [[N]], 48
// CHECK: add i64 0, [[S]]
// CHECK: and i64 %4, 3
// CHECK: call void @__tgt_push_mapper_component(ptr %0,
// CHECK: add i64 281474976710659, [[S]]
// CHECK: call void @__tgt_push_mapper_component(ptr %0, {{.*}}, i64 16,
// CHECK: add i64 281474976710675, [[S]]
// CHECK: call void @__tgt_push_mapper_component(ptr %0,
// array delete at the end
// CHECK: and i64 %4, 8
// CHECK: call void @__tgt_push_mapper_component(ptr %0, ptr %1, ptr %2, i64 %3,
// CHECK: ret void

// the nested mapper is called for h.v: MEMBER_OF(1) | TOFROM, 16 bytes
// CHECK-LABEL: define internal void @.omp_mapper._ZTS6holder.named(
// CHECK: add i64 281474976710657, [[S2:%.*]]
// CHECK: call void @__tgt_push_mapper_component(ptr %0, {{.*}}, i64 4,
// CHECK: add i64 281474976710659, [[S2]]
// CHECK: call void @.omp_mapper._ZTS3Vec.default(ptr %0, {{.*}}, i64 16, i64 %{{.*}}, ptr null)

// DEV-NOT: omp_mapper
// DEV-NOT: offload_mappers
// DEV: define weak_odr protected void @__omp_offloading_{{.*}}_f_l
// DEV-NOT: omp_mapper
