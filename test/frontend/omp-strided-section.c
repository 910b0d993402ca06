// OpenMP 5.0's strided array sections are taken where ompfe moves them, the to and from clauses
// of target update (in an element or section of a variable's array or pointer, with scalar
// elements: e2e/data/strided_update.c and noncontiguous_update.c run them), and an error at the
// section anywhere else; they were a
// syntax error ("expected ']'"). clang-19 takes `target update from(a[0:10:2])` and copies
// a[0:10] whole, a silent wrong result ompfe does not copy.
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -fsyntax-only %s
// RUN: not %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -fsyntax-only -DBAD %s 2>&1 | FileCheck %s
struct S {
  int v[8];
};
void f(int *a, int n, struct S *s, struct S *ss) {
  int m[4][4];
#pragma omp target update from(a[0 : 10 : 2]) to(a[1 : n : n])
#pragma omp target update from(m[0 : 2 : 2][0 : 4]) to(m[1 : 2][0 : 2 : 3])
#ifdef BAD
  // CHECK: omp-strided-section.c:[[@LINE+1]]:40: error: section stride is evaluated to a non-positive value 0
#pragma omp target update to(a[0 : 4 : 0])
  // CHECK: omp-strided-section.c:[[@LINE+1]]:41: error: a strided array section in 'map' clause is not supported by ompfe (only in 'to' and 'from' of '#pragma omp target update')
#pragma omp target enter data map(to : a[0 : 4 : 2])
  // CHECK: omp-strided-section.c:[[@LINE+1]]:31: error: a strided array section in 'depend' clause is not supported by ompfe (only in 'to' and 'from' of '#pragma omp target update')
#pragma omp task depend(in : a[0 : 4 : 2])
  ;
  // CHECK: omp-strided-section.c:[[@LINE+1]]:34: error: a strided array section in 'to' clause is supported by ompfe only in an element or section of a variable's array or pointer, with elements of scalar type
#pragma omp target update to(s->v[0 : 4 : 2])
  // CHECK: omp-strided-section.c:[[@LINE+1]]:34: error: a strided array section in 'from' clause is supported by ompfe only in an element or section of a variable's array or pointer, with elements of scalar type
#pragma omp target update from(ss[0 : 2 : 2])
#endif
}
