// A dependence on a zero-length array section names no storage and orders nothing; ompfe
// accepted `depend(in: a[2:0])`, which clang-19 refuses in these words, at the item (gcc-12
// refuses it too), on each construct that takes depend. Only a constant length of 0 counts.
// ompfe also refuses an inner dimension's zero length, and a[10:] of an int[10], as gcc-12
// does (clang-19 accepts both): those are not checked against clang here.
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only -DOMPFE_ONLY %s
// RUN: %clang -fopenmp -fsyntax-only -Xclang -verify %s
struct S { int v[4]; };
void f(int *p, int n, struct S s) {
  int a[10], b[4][4];
#pragma omp task depend(in: a[2:0]) // expected-error {{zero-length array section is not allowed in 'depend' clause}}
  a[0] = 1;
#pragma omp task depend(out: p[0:0], a[n:0]) // expected-error 2 {{zero-length array section is not allowed in 'depend' clause}}
  ;
#pragma omp task depend(inout: b[0:2][1:0], s.v[1:0]) // expected-error 2 {{zero-length array section is not allowed in 'depend' clause}}
  ;
#pragma omp target depend(in: a[2:0]) // expected-error {{zero-length array section is not allowed in 'depend' clause}}
  ;
#pragma omp taskwait depend(in: a[:0]) // expected-error {{zero-length array section is not allowed in 'depend' clause}}
  // valid: a length that is not a constant, or not 0
#pragma omp task depend(in: a[2:n], a[0:1], p[0:2], b[1][0:4]) depend(out: a[n - n:1])
  ;
#pragma omp taskwait depend(in: a[n:n - 1])
#ifdef OMPFE_ONLY
#pragma omp task depend(in: b[1:0][0:2]) // expected-error {{zero-length array section is not allowed in 'depend' clause}}
  ;
#pragma omp task depend(in: a[10:]) // expected-error {{zero-length array section is not allowed in 'depend' clause}}
  ;
#endif
}
