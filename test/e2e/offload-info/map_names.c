// RUN: env LIBOMPTARGET_INFO=-1 CMP_STDERR_FILTER=%offload-info-lines %cmp-mix %s %t -g
// RUN: env LIBOMPTARGET_INFO=-1 CMP_STDERR_FILTER=%offload-info-lines %cmp-mix %s %t.nog
// Covers: the names libomptarget prints for map entries (Name=a[0:100], Name=st.x, the
// kernel's "tofrom(p[1:n])[20]" list, the mapping table's "a at map_names.c:20:7") and the
// places of kernels and data regions, checked against clang-19's build with -g (its
// .offload_mapnames, ";name;file;line;column;;") and without (no names: unknown):
// explicit maps of variables, sections (written bounds only: a[:n], a[7:]), members,
// members through pointers, implicit captures, firstprivate, globals, a declare mapper's
// components, data directives and updates.
#include <stdio.h>
struct In { int k; int *p; };
struct S { int n; int arr[8]; int *p; struct In in; };
typedef struct { int v[4]; } V;
#pragma omp declare mapper(V m) map(tofrom: m.v[0:4])
int gv, garr[8];
int *gp;

static void f(struct S *ps, int n, int lo) {
  struct S s = {0};
  int a[20] = {0}, x = 1, m[4][8] = {{0}};
  V vv = {{0}};
  s.p = a;
  #pragma omp target map(tofrom: s.n, s.arr[1:3]) map(to: a[lo:n * 2]) map(x)
  { s.n += a[lo] + x; }
  #pragma omp target map(ps->arr[0:5]) map(tofrom: ps->n, ps->p[2:3]) map(to: m[1][0:8])
  { ps->n++; m[1][1]++; }
  #pragma omp target map(tofrom: vv) firstprivate(x) map(gv, garr)
  { vv.v[0] += x + gv + garr[0]; }
  #pragma omp target
  { gv += garr[1] + *gp + s.in.k; a[0] = n; }
  #pragma omp target map(gp[1:n], s.in.k)
  { gp[1]++; }
  #pragma omp target enter data map(to: a[7:], s.p[0:n])
  #pragma omp target exit data map(release: a[7:], s.p[0:n])
  #pragma omp target data map(to: a[:n])
  {
    #pragma omp target update from(s.in.k, m[2][3:4], x)
  }
  printf("%d %d %d %d %d\n", s.n, ps->n, vv.v[0], gv, a[0]);
}

int main(void) {
  struct S t = {0};
  int b[10] = {0};
  gp = b;
  t.p = b;
  f(&t, 5, 2);
  return 0;
}
