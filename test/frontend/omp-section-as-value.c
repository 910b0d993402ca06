// An array section names storage for a clause to map, depend on or reduce; it has no value.
// Used as one (num_threads(p[0:2]), if(a[1:1]), an operand), it is an error at its place, in
// clang-19's words; before, ompfe took p[0:2] as p[0] and compiled the program. The same
// comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only -fopenmp %s
// RUN: %clang -fsyntax-only -fopenmp -Xclang -verify %s
void f(int *p, int a[4], int n) {
#pragma omp parallel num_threads(p[0:2]) // expected-error {{OpenMP array section is not allowed here}}
  ;
#pragma omp parallel if(a[1:1]) // expected-error {{OpenMP array section is not allowed here}}
  ;
#pragma omp task final(p[n:1] + 1) // expected-error {{OpenMP array section is not allowed here}}
  ;
#pragma omp target device(a[0:1]) // expected-error {{OpenMP array section is not allowed here}}
  ;
  // list items still take sections
#pragma omp task depend(in: p[0:n]) firstprivate(a)
  ;
#pragma omp target map(tofrom: a[0:4], p[1:n])
  ;
}
