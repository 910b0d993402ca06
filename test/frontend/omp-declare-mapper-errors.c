// declare mapper misuse: the errors clang-19 gives, at the same lines (checked against both).
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only %s
// RUN: %clang -fopenmp -fsyntax-only -Xclang -verify %s
typedef struct { int n; double *d; } V;
int x; // expected-note {{'x' declared here}}
#pragma omp declare mapper(V v) map(v, v.d[0:v.n]) // expected-note {{previous definition is here}}
#pragma omp declare mapper(V v) map(v) // expected-error {{redefinition of user-defined mapper for type 'V' with name 'default'}}
#pragma omp declare mapper(int i) map(i) // expected-error {{mapper type must be of struct, union or class type}}
#pragma omp declare mapper(id: V w) map(x) // expected-error {{only variable 'w' is allowed in map clauses of this 'omp declare mapper' directive}}
// expected-error@+2 {{unexpected OpenMP clause 'nowait' in directive '#pragma omp declare mapper'}}
// expected-error@+1 {{expected at least one clause on '#pragma omp declare mapper' directive}}
#pragma omp declare mapper(id2: V w) nowait
#pragma omp declare mapper(id3: V w) // expected-error {{expected at least one clause on '#pragma omp declare mapper' directive}}
#pragma omp declare mapper(named: V w) map(w.n)
void f(V v, int k) {
#pragma omp target map(mapper(nope), tofrom: v) // expected-error {{cannot find a valid user-defined mapper for type 'V' with name 'nope'}}
  v.n++;
#pragma omp target map(mapper(named), tofrom: k) // expected-error {{mapper type must be of struct, union or class type}}
  k++;
  {
    /* a block may declare its own default mapper and use a named one from outside */
#pragma omp declare mapper(V v) map(v.n)
#pragma omp target map(mapper(named), tofrom: v)
    v.n++;
  }
}
