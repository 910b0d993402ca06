// OpenMP 5.0's array shaping ([d1][d2]...)p is a list item of depend, affinity, map, to and
// from (the section p[0:d1*d2*...]); anywhere else, or with a base that is not a pointer to a
// complete type, or a dimension that is not a positive integer, it is an error at its place,
// in clang-19's words (before, ompfe stopped at the '[' with "expected expression"), also
// where it would be used as a value (omp-section-as-value.c). The same comments pass
// clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only -fopenmp %s
// RUN: %clang -fsyntax-only -fopenmp -Xclang -verify %s
void f(int *p, int n, int arr[4], void *v) {
  int local[4];
#pragma omp task depend(in: ([n][0])p) // expected-error {{array shaping dimension is evaluated to a non-positive value 0}}
  ;
#pragma omp task depend(in: ([n][-2])p) // expected-error {{array shaping dimension is evaluated to a non-positive value -2}}
  ;
#pragma omp task depend(in: ([2])local) // expected-error {{expected expression with a pointer to a complete type as a base of an array shaping operation}}
  ;
#pragma omp task depend(in: ([2])v) // expected-error {{expected expression with a pointer to a complete type as a base of an array shaping operation}}
  ;
#pragma omp task depend(in: ([2.5])p) // expected-error {{expression must have integral or unscoped enumeration type, not 'double'}}
  ;
#pragma omp task depend(in: (([n][4])p)[1]) // expected-error {{OpenMP array shaping operation is not allowed here}}
  ;
#pragma omp target update to(p[0:1]) from((([n][4])p)[0:n][1]) // expected-error {{OpenMP array shaping operation is not allowed here}}
#pragma omp parallel num_threads(([2])p) // expected-error {{OpenMP array shaping operation is not allowed here}}
  ;
  // accepted: the clauses that take a shaping
#pragma omp task depend(inout: ([n][4])p) affinity(([n])p)
  ;
#pragma omp target map(tofrom: ([n][2][2])p)
  ;
#pragma omp target update to(([n])p) from(([1][n])arr)
}
