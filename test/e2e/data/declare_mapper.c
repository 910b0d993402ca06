// RUN: %cmp-clang %s %t
// RUN: %cmp-mix %s %t
// Covers: declare mapper (OpenMP 5.0): a default mapper used by explicit maps, by an implicit
// map of a structure used in the region, by target update to/from, by enter/exit data of a
// section of an array of structures; a named mapper chosen with map(mapper(id), ...); a
// structure whose member has a mapper of its own (the nested mapper is called); mappers of
// structures with two pointer members; map-type decay (an alloc map of a mapper's tofrom
// members moves nothing); a mapper declared in a block; a deferred target (nowait).
// libomptarget 19 never releases the structure a mapper maps at the top (LLVM issues #60106,
// #61636; clang-19's builds behave the same), so each structure here is mapped by one
// construct or one enter/exit pair, and every line printed is the specification's result.
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct { int n; double *d; } Vec;
#pragma omp declare mapper(Vec v) map(v, v.d[0:v.n])

struct pair { int len; int *a, *b; };
#pragma omp declare mapper(struct pair p) map(p.len, p.a[0:p.len], p.b[0:p.len])
#pragma omp declare mapper(lenonly : Vec v) map(v.n)
/* only a, not b */
#pragma omp declare mapper(onlya : struct pair p) map(p.len) map(tofrom: p.a[0:p.len])

struct holder { int tag; Vec v; };
#pragma omp declare mapper(struct holder h) map(to: h.tag) map(h.v)

static Vec make_vec(int n, double start) {
  Vec v = {n, malloc(n * sizeof(double))};
  for (int i = 0; i < n; i++) v.d[i] = start + i;
  return v;
}

static void print_vec(const char *what, Vec v) {
  printf("%s:", what);
  for (int i = 0; i < v.n; i++) printf(" %g", v.d[i]);
  printf("\n");
}

int main(void) {
  Vec v = make_vec(4, 1);
  /* explicit map: the pointee comes along */
#pragma omp target map(tofrom: v)
  for (int i = 0; i < v.n; i++) v.d[i] *= 2;
  print_vec("explicit", v);

  /* implicit map of a structure: its default mapper */
  Vec im = make_vec(3, 1);
#pragma omp target
  for (int i = 0; i < im.n; i++) im.d[i] += 1;
  print_vec("implicit", im);

  /* enter data maps the pointee; update moves it both ways; exit data brings it back */
  Vec en = make_vec(4, 1);
#pragma omp target enter data map(to: en)
  for (int i = 0; i < en.n; i++) en.d[i] = -1;
#pragma omp target update from(en)
  print_vec("update from", en);
  for (int i = 0; i < en.n; i++) en.d[i] = 10 * i;
#pragma omp target update to(en)
  for (int i = 0; i < en.n; i++) en.d[i] = -2;
#pragma omp target exit data map(from: en)
  print_vec("exit data", en);

  /* an array section of structures: each element's pointee */
  Vec arr[3] = {make_vec(2, 100), make_vec(3, 200), make_vec(1, 300)};
#pragma omp target map(tofrom: arr[0:3])
  for (int k = 0; k < 3; k++)
    for (int i = 0; i < arr[k].n; i++) arr[k].d[i] = -arr[k].d[i];
  for (int k = 0; k < 3; k++) print_vec("array", arr[k]);
  /* enter/exit data of a section: the host's changes in between are overwritten */
  Vec arr2[2] = {make_vec(2, 1), make_vec(2, 3)};
#pragma omp target enter data map(to: arr2[0:2])
  for (int k = 0; k < 2; k++) arr2[k].d[1] = 0;
#pragma omp target exit data map(from: arr2[0:2])
  for (int k = 0; k < 2; k++) print_vec("array data", arr2[k]);

  /* two pointer members; the named mapper leaves b on the host */
  int a[5], b[5];
  for (int i = 0; i < 5; i++) a[i] = i, b[i] = 10 + i;
  struct pair p = {5, a, b};
#pragma omp target map(tofrom: p)
  for (int i = 0; i < p.len; i++) p.a[i] += p.b[i], p.b[i] = 0;
  printf("pair default: a[4]=%d b[4]=%d\n", a[4], b[4]);
  int a2[3] = {1, 2, 3}, b2[3] = {4, 5, 6};
  struct pair q = {3, a2, b2};
#pragma omp target map(mapper(onlya), tofrom: q)
  for (int i = 0; i < q.len; i++) q.a[i] *= 3;
  printf("pair onlya: a[2]=%d b[2]=%d\n", a2[2], b2[2]);

  /* a member whose type has a mapper: the nested mapper maps its pointee */
  struct holder h = {7, make_vec(3, 1)};
#pragma omp target map(tofrom: h)
  {
    for (int i = 0; i < h.v.n; i++) h.v.d[i] *= h.tag;
    h.tag = 0; /* mapped to only */
  }
  printf("holder: tag=%d\n", h.tag);
  print_vec("holder", h.v);

  /* decay: map(to:) of the mapper's tofrom pointee brings nothing back */
  Vec w = make_vec(2, 5);
#pragma omp target map(to: w)
  for (int i = 0; i < w.n; i++) w.d[i] = 99;
  print_vec("decay to", w);

  /* a mapper declared in a block replaces the file's default there: the pointee stays home */
  {
#pragma omp declare mapper(Vec v) map(v.n)
    Vec u = make_vec(2, 3);
    int present = -1;
#pragma omp target data map(tofrom: u)
    present = omp_target_is_present(u.d, omp_get_default_device());
    printf("block mapper: pointee present=%d\n", present);
  }
  Vec u2 = make_vec(2, 3);
  int present = -1;
#pragma omp target data map(tofrom: u2)
  present = omp_target_is_present(u2.d, omp_get_default_device());
  printf("file mapper: pointee present=%d\n", present);

  /* motion clauses name mappers too: lenonly moves no element */
  Vec mo = make_vec(2, 1);
#pragma omp target enter data map(to: mo)
  mo.d[0] = 5;
#pragma omp target update to(mapper(default): mo)
  mo.d[0] = 6;
#pragma omp target update from(present, mapper(lenonly): mo)
  printf("motion lenonly: %g\n", mo.d[0]);
#pragma omp target update from(mo)
  printf("motion default: %g\n", mo.d[0]);

  /* a deferred target keeps its mapper */
  Vec t = make_vec(3, 0);
#pragma omp target map(tofrom: t) nowait
  for (int i = 0; i < t.n; i++) t.d[i] = i * i;
#pragma omp taskwait
  print_vec("nowait", t);
  return 0;
}
