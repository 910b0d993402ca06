// Structure members: a single plain member is one entry; several members, or a member array
// section, get a parent entry (TARGET_PARAM only on target, 0 on data directives) spanning
// from the lowest member to the end of the highest, computed at run time (size 0 in the
// constant array), then the members with MEMBER_OF(parent) = parent index << 48, in clause
// order. One kernel parameter for the whole structure (MAPTYPES §2, §5).
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm -S %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm-bc %s -o %t.host.bc
// RUN: %ompfe -fopenmp -triple x86_64-pc-linux-gnu -fopenmp-is-target-device -fopenmp-host-ir-file-path %t.host.bc -emit-llvm -S %s -o - | FileCheck %s --check-prefix=DEV

struct S { int x; double y; int z; int arr[6]; struct { int k; int pad; } in; };
struct P { int k; double w[3]; };

void one_member(struct S s) {
  #pragma omp target map(tofrom: s.x)
  { s.x += 10; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 35]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_one_member_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void nested_member(struct S s) {
  #pragma omp target map(tofrom: s.in.k)
  { s.in.k = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 35]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_nested_member_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void member_element(struct S s) {
  #pragma omp target map(tofrom: s.arr[5])
  { s.arr[5] = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 35]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_member_element_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void two_members(struct S s) {
  #pragma omp target map(tofrom: s.x, s.z)
  { s.x = s.z; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 0, i64 4, i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 32, i64 281474976710659, i64 281474976710659]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_two_members_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void to_and_from_members(struct S s) {
  #pragma omp target map(to: s.y) map(from: s.z)
  { s.z = (int)s.y; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 0, i64 8, i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 32, i64 281474976710657, i64 281474976710658]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_to_and_from_members_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void member_section(struct S s) {
  #pragma omp target map(tofrom: s.arr[1:3])
  { s.arr[1] = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 0, i64 12]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 32, i64 281474976710659]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_member_section_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void nested_and_element(struct S s) {
  #pragma omp target map(tofrom: s.in.k) map(to: s.arr[5])
  { s.in.k = s.arr[5]; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 0, i64 4, i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 32, i64 281474976710659, i64 281474976710657]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_nested_and_element_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void clause_order(struct S s) {
  #pragma omp target map(to: s.arr[2]) map(tofrom: s.x) map(from: s.z)
  { s.x = s.z; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [4 x i64] [i64 0, i64 4, i64 4, i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [4 x i64] [i64 32, i64 281474976710657, i64 281474976710659, i64 281474976710658]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_clause_order_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
/* the structure is the second capture: MEMBER_OF(2) */
void member_of_second(struct S s, int a) {
  #pragma omp target map(tofrom: a) map(tofrom: s.x) map(to: s.arr[1])
  { a = 1; s.x = s.arr[1]; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [4 x i64] [i64 4, i64 0, i64 4, i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [4 x i64] [i64 35, i64 32, i64 562949953421315, i64 562949953421313]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_member_of_second_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
/* through a pointer: based at its value */
void arrow_members(struct P *ps) {
  #pragma omp target map(tofrom: ps->k) map(to: ps->w[0:2])
  { ps->k = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 0, i64 4, i64 16]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 32, i64 281474976710659, i64 281474976710657]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_arrow_members_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void arrow_member_section(struct P *ps) {
  #pragma omp target map(tofrom: ps->w[0:3])
  { ps->w[0] = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 0, i64 24]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 32, i64 281474976710659]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_arrow_member_section_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void whole_through_pointer(struct P *ps) {
  #pragma omp target map(tofrom: ps[0:1])
  { ps->k = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 32]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 35]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_whole_through_pointer_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void element_member(void) { struct P arr[4];
  #pragma omp target map(tofrom: arr[3].k)
  { arr[3].k = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 35]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_element_member_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
/* ompx_hold on one member holds the structure and every member */
void hold_member(struct S s) {
  #pragma omp target map(ompx_hold, tofrom: s.x) map(to: s.z)
  { s.x = s.z; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 0, i64 4, i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 8224, i64 281474976718851, i64 281474976718849]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_hold_member_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
/* a section of length 1 is an element: no parent */
void section_of_one(struct S s) {
  #pragma omp target map(tofrom: s.arr[2:1])
  { s.arr[2] = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 35]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_section_of_one_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})

