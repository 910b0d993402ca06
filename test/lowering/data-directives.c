// Data directives: target data maps 1/2/3/0 (no TARGET_PARAM), begin and end with the same
// arrays except that the end checks no `present`; enter/exit data map types; update takes its
// `to` items before its `from` items; structure members get a parent entry of type 0;
// use_device_ptr/use_device_addr add RETURN_PARAM (0x40) to the item's first entry, or a
// separate 64 entry of size 0 when the construct does not map it (MAPTYPES §2, §6).
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm -S %s -o - | FileCheck %s --check-prefix=HOST

struct S { int x; double y; int z; int arr[6]; struct { int k; int pad; } in; };
struct V { int n; double *p; int arr[5]; };
int *gq;

void data_maps(void) { int in[5], out[5], acc[5], tmp[5];
  #pragma omp target data map(to: in) map(from: out) map(tofrom: acc) map(alloc: tmp)
  { } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [4 x i64] [i64 20, i64 20, i64 20, i64 20]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [4 x i64] [i64 1, i64 2, i64 3, i64 0]
void data_present(void) { int a[10];
  #pragma omp target data map(present, alloc: a[2:5])
  { } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 20]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 4096]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] zeroinitializer
void data_alloc_first(int a, int b, int c) {
  #pragma omp target data map(from: a) map(to: b) map(present, tofrom: c) map(alloc: a)
  { } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [4 x i64] [i64 4, i64 4, i64 4, i64 4]
// a's `from` entry ahead of its `alloc` one (clang-19: [0, 2, 1, 4099], whose `alloc` entry
// creates the mapping, so that a never comes back: test/lowering/map-order.c)
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [4 x i64] [i64 2, i64 0, i64 1, i64 4099]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [4 x i64] [i64 2, i64 0, i64 1, i64 3]
void data_if_device(int c, int d) { int a[4];
  #pragma omp target data map(to: a) if(c) device(d)
  { } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 16]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 1]
void data_ptr_member(struct V s, int n) {
  #pragma omp target data map(tofrom: s.p[0:n])
  { } }
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 0, i64 281474976710675]

void enter_to_alloc(void) { int a[4]; int b[4];
  #pragma omp target enter data map(to: a) map(alloc: b)
}
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 16, i64 16]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 1, i64 0]
void exit_from_release_delete(void) { int a[4], b[4], c[4];
  #pragma omp target exit data map(from: a) map(release: b) map(delete: c)
}
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 16, i64 16, i64 16]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 2, i64 0, i64 8]
void enter_modifiers(int r) { int a[4];
  #pragma omp target enter data map(close, to: r) map(present, to: a)
}
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 4, i64 16]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 1025, i64 4097]
void exit_modifiers(int y) { int a[4];
  #pragma omp target exit data map(always, from: y) map(present, delete: a)
}
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 4, i64 16]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 6, i64 4104]
void enter_members(struct S s) {
  #pragma omp target enter data map(to: s.x, s.z)
}
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 0, i64 4, i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 0, i64 281474976710657, i64 281474976710657]
void exit_arrow_ptr_member(struct V *ps, int n) {
  #pragma omp target exit data map(from: ps->p[0:n])
}
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 0, i64 281474976710674]

void update_whole(void) { int a[8];
  #pragma omp target update to(a)
}
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 32]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 1]
void update_sections(int *p) { int m[3][4];
  #pragma omp target update from(p[0:2], m[1][0:4])
}
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 8, i64 16]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 2, i64 2]
void update_members(struct S t) {
  #pragma omp target update to(t.x) from(t.arr[1:2])
}
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 0, i64 4, i64 8]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 0, i64 281474976710657, i64 281474976710658]
void update_to_before_from(int *p, int *q, int x) {
  #pragma omp target update from(p[0:2]) to(q[0:1]) from(x)
}
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 4, i64 8, i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 1, i64 2, i64 2]
void update_present(double x) {
  #pragma omp target update to(present: x)
}
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 8]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 4097]

void use_device_ptr_mapped(double *p, int n) {
  #pragma omp target data map(tofrom: p[0:n]) use_device_ptr(p)
  { p = 0; } }
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 67]
void use_device_ptr_only(double *p) {
  #pragma omp target data use_device_ptr(p)
  { p = 0; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] zeroinitializer
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 64]
void use_device_ptr_two(int *p, int *q, int n) {
  #pragma omp target data map(tofrom: p[0:n]) use_device_ptr(q, p)
  { p = 0; q = 0; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] zeroinitializer
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 67, i64 64]
void use_device_addr_mapped(void) { int arr[4]; struct S q; int *d;
  #pragma omp target data map(tofrom: arr, q) use_device_addr(arr, q)
  { d = arr; d = &q.x; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 16, i64 56]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 67, i64 67]
void use_device_addr_section(void) { int arr[4]; int *d;
  #pragma omp target data map(tofrom: arr[1:2]) use_device_addr(arr[1:2])
  { d = &arr[1]; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 8]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 67]
void use_device_addr_only(void) { int arr[4]; int *d;
  #pragma omp target data use_device_addr(arr)
  { d = arr; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] zeroinitializer
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [1 x i64] [i64 64]
void use_device_addr_members(struct S s) {
  #pragma omp target data map(tofrom: s.x, s.z) use_device_addr(s)
  { } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 0, i64 4, i64 4]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [3 x i64] [i64 0, i64 281474976710723, i64 281474976710659]
/* a global pointer is attached (PTR_AND_OBJ, 19); use_device_ptr looks its value up apart */
void use_device_ptr_global(void) {
  #pragma omp target data map(tofrom: gq[0:6]) use_device_ptr(gq)
  { gq = 0; } }
// HOST: @.offload_sizes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 24, i64 0]
// HOST: @.offload_maptypes{{[.0-9]*}} = private unnamed_addr constant [2 x i64] [i64 19, i64 64]

