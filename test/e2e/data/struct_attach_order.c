// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t && %t | FileCheck %s
// Covers: a structure mapped together with the pointee of one of its pointer members, the
// pointee listed first (`map(tofrom: s.p[0:3]) map(to: s)`) and last, on target data, enter and
// exit data and target, for s.p[..] + s, po->pin[..] + po[0:1], arr[1].p[..] + arr (also at
// an index known only at run time), nest.in.p[..] + nest.in (or nest) and s.p[..] + the pointer member s.p.
// The order of the clauses does not matter in OpenMP. libomptarget attaches the pointee when
// it meets its PTR_AND_OBJ entry and copies the structure when it meets the structure's entry:
// the copy of the structure must come first, or it puts the host pointer back and the region
// writes to the host pointee (whose device copy then comes back over it). clang-19 orders the
// whole structure first on data directives only (not on target, nor a pointer member), so its
// build prints "target 103" for s, po and arr (then the runtime refuses its entries for
// arr[one]): the CHECK lines state the OpenMP result. Each value gets 10
// (or 1000) with the pointee listed first, and 100 with the structure first.
#include <stdio.h>
#include <stdlib.h>

typedef struct { int n; int *p; } S;
typedef struct { int *pin; int k; } O;          /* the pointer at offset 0 */
typedef struct { int k; S in; double w; } N;

static int *three(void) {
  int *q = malloc(3 * sizeof(int));
  q[0] = 1; q[1] = 2; q[2] = 3;
  return q;
}

int main(void) {
  S s = {3, three()};
  O o = {three(), 7};
  O *po = &o;
  S arr[3] = {{0, 0}, {3, three()}, {0, 0}};
  N nest = {5, {3, three()}, 0.5};
  int one = 1;

  /* s.p[..] and s */
  #pragma omp target data map(tofrom: s.p[0:3]) map(to: s)
  {
    #pragma omp target
    { s.p[0] += 10; }
  }
  #pragma omp target data map(to: s) map(tofrom: s.p[0:3])
  {
    #pragma omp target
    { s.p[0] += 100; }
  }
  #pragma omp target enter data map(to: s.p[0:3], s)
  #pragma omp target
  { s.p[1] += 10; }
  #pragma omp target exit data map(from: s.p[0:3]) map(release: s)
  #pragma omp target enter data map(to: s, s.p[0:3])
  #pragma omp target
  { s.p[1] += 100; }
  #pragma omp target exit data map(release: s) map(from: s.p[0:3])
  #pragma omp target map(tofrom: s.p[0:3]) map(to: s)
  { s.p[2] += 10; }
  #pragma omp target map(to: s) map(tofrom: s.p[0:3])
  { s.p[2] += 100; }
  // CHECK: s: data 111 enter/exit 112 target 113
  printf("s: data %d enter/exit %d target %d\n", s.p[0], s.p[1], s.p[2]);

  /* po->pin[..] and po[0:1] */
  #pragma omp target data map(tofrom: po->pin[0:1]) map(to: po[0:1])
  {
    #pragma omp target
    { po->pin[0] += 10; }
  }
  #pragma omp target data map(to: po[0:1]) map(tofrom: po->pin[0:1])
  {
    #pragma omp target
    { po->pin[0] += 100; }
  }
  #pragma omp target enter data map(to: po->pin[1:1], po[0:1])
  #pragma omp target
  { po->pin[1] += 10; }
  #pragma omp target exit data map(from: po->pin[1:1]) map(release: po[0:1])
  #pragma omp target enter data map(to: po[0:1], po->pin[1:1])
  #pragma omp target
  { po->pin[1] += 100; }
  #pragma omp target exit data map(release: po[0:1]) map(from: po->pin[1:1])
  #pragma omp target map(tofrom: po->pin[2:1]) map(to: po[0:1])
  { po->pin[2] += 10; }
  #pragma omp target map(to: po[0:1]) map(tofrom: po->pin[2:1])
  { po->pin[2] += 100; }
  // CHECK: po: data 111 enter/exit 112 target 113
  printf("po: data %d enter/exit %d target %d\n", o.pin[0], o.pin[1], o.pin[2]);

  /* arr[1].p[..] and arr */
  #pragma omp target data map(tofrom: arr[1].p[0:1]) map(to: arr)
  {
    #pragma omp target
    { arr[1].p[0] += 10; }
  }
  #pragma omp target data map(to: arr) map(tofrom: arr[1].p[0:1])
  {
    #pragma omp target
    { arr[1].p[0] += 100; }
  }
  #pragma omp target enter data map(to: arr[1].p[1:2], arr)
  #pragma omp target
  { arr[1].p[1] += 10; }
  #pragma omp target exit data map(from: arr[1].p[1:2]) map(release: arr)
  #pragma omp target enter data map(to: arr, arr[1].p[1:2])
  #pragma omp target
  { arr[1].p[1] += 100; }
  #pragma omp target exit data map(release: arr) map(from: arr[1].p[1:2])
  #pragma omp target map(tofrom: arr[1].p[1:2]) map(to: arr)
  { arr[1].p[2] += 10; }
  #pragma omp target map(to: arr) map(tofrom: arr[1].p[1:2])
  { arr[1].p[2] += 100; }
  // CHECK: arr: data 111 enter/exit 112 target 113
  printf("arr: data %d enter/exit %d target %d\n", arr[1].p[0], arr[1].p[1], arr[1].p[2]);

  /* arr[one].p[..] and arr: where the pointer lies is known only at run time */
  #pragma omp target data map(tofrom: arr[one].p[0:3]) map(to: arr)
  {
    #pragma omp target
    { arr[one].p[0] += 1000; }
  }
  #pragma omp target map(tofrom: arr[one].p[0:3]) map(to: arr)
  { arr[one].p[1] += 1000; }
  // CHECK: arr[one]: data 1111 target 1112
  printf("arr[one]: data %d target %d\n", arr[1].p[0], arr[1].p[1]);

  /* a pointer in a nested structure: nest.in.p[..] and nest.in */
  #pragma omp target data map(tofrom: nest.in.p[0:3]) map(to: nest.in)
  {
    #pragma omp target
    { nest.in.p[0] += 10; }
  }
  #pragma omp target enter data map(to: nest.in.p[0:3], nest)
  #pragma omp target
  { nest.in.p[1] += 10; }
  #pragma omp target exit data map(from: nest.in.p[0:3]) map(release: nest)
  #pragma omp target map(tofrom: nest.in.p[0:3]) map(to: nest.in)
  { nest.in.p[2] += 10; }
  #pragma omp target map(to: nest.in) map(tofrom: nest.in.p[0:3])
  { nest.in.p[2] += 100; }
  // CHECK: nest: data 11 enter/exit 12 target 113
  printf("nest: data %d enter/exit %d target %d\n", nest.in.p[0], nest.in.p[1], nest.in.p[2]);

  /* s.p[..] and the pointer member s.p itself */
  #pragma omp target enter data map(to: s.p[0:3]) map(to: s.n, s.p)
  #pragma omp target
  { s.p[0] += 1000; }
  #pragma omp target exit data map(from: s.p[0:3]) map(release: s.n, s.p)
  #pragma omp target map(tofrom: s.p[0:3]) map(to: s.p)
  { s.p[1] += 1000; }
  // CHECK: member pointer: enter/exit 1111 target 1112
  printf("member pointer: enter/exit %d target %d\n", s.p[0], s.p[1]);

  // CHECK: host structures: 3 7 3 5
  printf("host structures: %d %d %d %d\n", s.n, o.k, arr[1].n, nest.k);
  free(s.p);
  free(o.pin);
  free(arr[1].p);
  free(nest.in.p);
  return 0;
}
