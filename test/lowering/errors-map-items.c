// List items that cannot be mapped: errors at the item (its last subscript or member), in
// clang-19's words where it has them.
// RUN: not %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm -S %s -o /dev/null 2>&1 | FileCheck %s

struct V { int n; double *p; struct V *next; };
struct B { int bits : 3; int n; };
union U { int i; float f; };
struct Inc;
extern int earr[];

void items(int x, int *p, struct V s, struct V *ps, struct V arr[4], struct B b, union U u) {
  int m[4][8];
  // CHECK: errors-map-items.c:[[@LINE+1]]:40: error: array section does not specify contiguous storage
  #pragma omp target map(tofrom: m[0:2][1:3])
  { }
  // CHECK: errors-map-items.c:[[@LINE+1]]:40: error: array section does not specify contiguous storage
  #pragma omp target map(tofrom: m[0:2][3])
  { }
  // CHECK: errors-map-items.c:[[@LINE+1]]:43: error: array section does not specify contiguous storage
  #pragma omp target map(tofrom: arr[0:2].n)
  { }
  // CHECK: errors-map-items.c:[[@LINE+1]]:27: error: subscripted value is not an array or pointer
  #pragma omp target map(x[0:2])
  { }
  // CHECK: errors-map-items.c:[[@LINE+1]]:27: error: section length is evaluated to a negative value -1
  #pragma omp target map(p[0:-1])
  { }
  // CHECK: errors-map-items.c:[[@LINE+1]]:27: error: section lower bound is evaluated to a negative value -2
  #pragma omp target map(p[-2:1])
  { }
  // CHECK: errors-map-items.c:[[@LINE+1]]:27: error: section length is unspecified and cannot be inferred because subscripted value is not an array
  #pragma omp target map(p[1:])
  { }
  // CHECK: errors-map-items.c:[[@LINE+1]]:30: error: mapping through more than one pointer stored in memory is not supported in 'map' clause
  #pragma omp target map(ps->next->p[0:3])
  { }
  // CHECK: errors-map-items.c:[[@LINE+1]]:29: error: expected a variable, member, array element or array section as the base of the list item in 'map' clause
  #pragma omp target map((p + 1)[0:2])
  { }
  // CHECK: errors-map-items.c:[[@LINE+1]]:28: error: expected variable name, array element, array section or member in 'map' clause
  #pragma omp target map(x + 1)
  { }
  // CHECK: errors-map-items.c:[[@LINE+1]]:43: error: non-contiguous array sections in 'from' clause are not supported
  #pragma omp target update from(arr[0:2].n)
  // CHECK: errors-map-items.c:[[@LINE+1]]:45: error: a structure member in 'use_device_addr' clause is not supported; name the structure
  #pragma omp target data use_device_addr(s.n)
  { }
  // CHECK: errors-map-items.c:[[@LINE+1]]:40: error: a structure member in 'has_device_addr' clause is not supported; name the structure
  #pragma omp target has_device_addr(s.n)
  { }
  // CHECK: errors-map-items.c:[[@LINE+1]]:36: error: bit fields cannot be used to specify storage in a 'map' clause
  #pragma omp target map(tofrom: b.bits)
  { }
  // CHECK: errors-map-items.c:[[@LINE+1]]:34: error: mapping of union members is not allowed
  #pragma omp target update to(u.i)
  // CHECK: errors-map-items.c:[[@LINE+1]]:45: error: section of pointer to incomplete type 'void'
  #pragma omp target map(tofrom: ((void *)p)[0:4])
  { }
  // CHECK: errors-map-items.c:[[@LINE+1]]:34: error: incomplete type 'int []' where a complete type is required
  #pragma omp target map(tofrom: earr)
  { }
  // a section of an incomplete array has a size: no error
  #pragma omp target map(tofrom: earr[0:3])
  { earr[0] = 1; }
  // CHECK: errors-map-items.c:[[@LINE+1]]:35: error: a firstprivate variable with incomplete type 'int []'
  #pragma omp target firstprivate(earr)
  { }
  // CHECK: errors-map-items.c:[[@LINE+2]]:5: error: incomplete type 'int []' where a complete type is required
  #pragma omp target
  { earr[1] = 1; }
}
