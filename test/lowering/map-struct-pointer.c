// Pointer members: the pointee section of s.p is PTR_AND_OBJ | MEMBER_OF(parent) based at &s.p
// (the runtime attaches the device copy of s.p to it); the parent spans the members and the
// pointer. A pointer inside a nested structure also gets an entry of its own, as clang-19
// gives it (MAPTYPES §2, §5).
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm -S %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm-bc %s -o %t.host.bc
// RUN: %ompfe -fopenmp -triple x86_64-pc-linux-gnu -fopenmp-is-target-device -fopenmp-host-ir-file-path %t.host.bc -emit-llvm -S %s -o - | FileCheck %s --check-prefix=DEV

struct V { int n; double *p; int arr[5]; };
struct In { int n; int *p; };
struct Out { int k; struct In in; double w[3]; };

void ptr_member(struct V s) {
  #pragma omp target map(tofrom: s.p[0:6])
  { s.p[0] = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 0, i64 48]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 32, i64 281474976710675]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_ptr_member_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void ptr_member_runtime(struct V s, int n) {
  #pragma omp target map(to: s.p[0:n])
  { s.p[0] = 1; } }
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 32, i64 281474976710673]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_ptr_member_runtime_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void scalar_and_ptr_member(struct V s) {
  #pragma omp target map(tofrom: s.n, s.p[0:6])
  { s.n = (int)s.p[0]; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 0, i64 4, i64 48]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 32, i64 281474976710659, i64 281474976710675]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_scalar_and_ptr_member_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void arrow_scalar_and_ptr(struct V *ps) {
  #pragma omp target map(to: ps->n) map(tofrom: ps->p[2:3])
  { ps->p[2] = ps->n; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 0, i64 4, i64 24]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 32, i64 281474976710657, i64 281474976710675]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_arrow_scalar_and_ptr_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void whole_and_nested_ptr(struct Out *ps) {
  #pragma omp target map(tofrom: ps[0:1]) map(tofrom: ps->in.p[0:4])
  { ps->k = ps->in.p[0]; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [4 x i64] [i64 0, i64 48, i64 8, i64 16]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [4 x i64] [i64 32, i64 281474976710659, i64 281474976710659, i64 281474976710675]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_whole_and_nested_ptr_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void nested_ptr(struct Out o) {
  #pragma omp target map(tofrom: o.in.p[1:2])
  { o.in.p[1] = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 0, i64 8, i64 8]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 32, i64 281474976710659, i64 281474976710675]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_nested_ptr_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void element_members(struct In *arr) {
  #pragma omp target map(tofrom: arr[3].n, arr[3].p[0:3])
  { arr[3].n = arr[3].p[0]; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 0, i64 4, i64 12]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 32, i64 281474976710659, i64 281474976710675]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_element_members_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void local_element_members(void) { struct In arr[4];
  #pragma omp target map(tofrom: arr[3].n, arr[3].p[0:3])
  { arr[3].n = arr[3].p[0]; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 0, i64 4, i64 12]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 32, i64 281474976710659, i64 281474976710675]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_local_element_members_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
void member_of_second(struct V s, int a, int n) {
  #pragma omp target map(tofrom: a) map(tofrom: s.n) map(to: s.arr[1], s.p[0:n])
  { a = 1; s.n = s.arr[1]; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [5 x i64] [i64 4, i64 0, i64 4, i64 4, i64 0]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [5 x i64] [i64 35, i64 32, i64 562949953421315, i64 562949953421313, i64 562949953421329]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_member_of_second_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
/* the whole structure with a pointee: the structure is a member entry of its own */
void whole_and_ptr_member(struct V s, int n) {
  #pragma omp target map(tofrom: s) map(tofrom: s.p[0:n])
  { s.n = 1; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 0, i64 40, i64 0]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 32, i64 281474976710659, i64 281474976710675]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_whole_and_ptr_member_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})
/* mapped but unused: the parent has no TARGET_PARAM (0) */
void unused_struct(struct In s, int n) {
  #pragma omp target map(tofrom: s.p[0:n]) map(always, to: s.n)
  { } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 0, i64 0, i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 0, i64 281474976710675, i64 281474976710661]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_unused_struct_l{{[0-9]+}}(ptr {{%[^,)]+}})
/* two members of a nested structure: clang-19 gives the parent the span of o.in.p only
   (MAPTYPES §8); the map types and constant sizes are the same, the span here is right */
void nested_two_members(struct Out o) {
  #pragma omp target map(tofrom: o.in.p[1:2]) map(to: o.in.n)
  { o.in.p[1] += o.in.n; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [4 x i64] [i64 0, i64 8, i64 8, i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [4 x i64] [i64 32, i64 281474976710659, i64 281474976710675, i64 281474976710657]
// DEV: define weak_odr protected void @__omp_offloading_{{[0-9a-f]+_[0-9a-f]+}}_nested_two_members_l{{[0-9]+}}(ptr {{%[^,)]+}}, ptr {{%[^,)]+}})

/* A copy of the structure (or of the pointer member) listed after the pointee goes ahead of the
   PTR_AND_OBJ entry, whatever the clause order: libomptarget attaches the pointee when it
   meets that entry, and a later copy of the structure puts the host pointer back
   (e2e/data/struct_attach_order.c). clang-19 does so for the whole variable on data
   directives; on target it keeps the clause order ([32, 281474976710675, 281474976710657]). */
void pointee_before_struct(struct In s) {
  #pragma omp target map(tofrom: s.p[0:3]) map(to: s)
  { s.p[0] += 10; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 0, i64 16, i64 12]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 32, i64 281474976710657, i64 281474976710675]
void data_pointee_before_struct(struct In s) {
  #pragma omp target data map(tofrom: s.p[0:3]) map(to: s)
  { } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 0, i64 16, i64 12]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 0, i64 281474976710657, i64 281474976710675]
void enter_exit_pointee_before_struct(struct In s) {
  #pragma omp target enter data map(to: s.p[0:3], s)
  #pragma omp target exit data map(from: s.p[0:3]) map(release: s)
}
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 0, i64 281474976710657, i64 281474976710673]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 0, i64 281474976710656, i64 281474976710674]
void arrow_pointee_before_struct(struct In *ps) {
  #pragma omp target map(tofrom: ps->p[0:3]) map(to: ps[0:1])
  { ps->p[0] += 10; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 0, i64 16, i64 12]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 32, i64 281474976710657, i64 281474976710675]
void element_pointee_before_array(void) { struct In arr[3];
  #pragma omp target map(tofrom: arr[1].p[1:2]) map(to: arr)
  { arr[1].p[1] += 10; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 0, i64 48, i64 8]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 32, i64 281474976710657, i64 281474976710675]
/* where the pointer lies is known only at run time: the array may hold it */
void runtime_element_pointee_before_array(int i) { struct In arr[3];
  #pragma omp target map(tofrom: arr[i].p[0:3]) map(to: arr)
  { arr[i].p[0] += 10; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [4 x i64] [i64 0, i64 48, i64 12, i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [4 x i64] [i64 32, i64 281474976710657, i64 281474976710675, i64 800]
/* the pointer member itself goes first; s.n, which does not hold it, keeps its place (clang-19
   keeps the clause order: [32, 281474976710675, 281474976710657, 281474976710657]) */
void pointee_before_pointer_member(struct In s) {
  #pragma omp target map(tofrom: s.p[0:3]) map(to: s.n, s.p)
  { s.p[0] += s.n; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [4 x i64] [i64 0, i64 8, i64 12, i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [4 x i64] [i64 32, i64 281474976710657, i64 281474976710675, i64 281474976710657]
/* a member that does not hold the pointer keeps the clause order, as in clang-19 */
void pointee_before_other_member(struct In s) {
  #pragma omp target map(tofrom: s.p[0:3]) map(to: s.n)
  { s.p[0] += s.n; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 0, i64 12, i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 32, i64 281474976710675, i64 281474976710657]
