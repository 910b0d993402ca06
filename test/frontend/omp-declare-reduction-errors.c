// declare reduction misuse and reduction clauses naming one: the errors clang-19 gives, at
// the same lines (checked against both).
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only %s
// RUN: %clang -fopenmp -fsyntax-only -Xclang -verify %s
struct S { int a; };
int g; // expected-note {{'g' declared here}}
int g2; // expected-note {{'g2' declared here}}
#pragma omp declare reduction(foo : int, float : omp_out += omp_in) initializer(omp_priv = 0) // expected-note {{previous definition is here}}
#pragma omp declare reduction(foo : int : omp_out *= omp_in) // expected-error {{redefinition of user-defined reduction for type 'int'}}
#pragma omp declare reduction(foo : struct S : omp_out.a += omp_in.a)
#pragma omp declare reduction(arr : int[4] : omp_out) // expected-error {{reduction type cannot be an array type}}
#pragma omp declare reduction(qual : const int : omp_out += omp_in) // expected-error {{reduction type cannot be qualified with 'const', 'volatile' or 'restrict' type}}
#pragma omp declare reduction(fn : int (void) : omp_out) // expected-error {{reduction type cannot be a function type}}
#pragma omp declare reduction(123 : int : omp_out += omp_in) // expected-error {{expected identifier or one of the following operators: '+', '-', '*', '&', '|', '^', '&&', or '||'}}
#pragma omp declare reduction(glob : int : omp_out += g) // expected-error {{only 'omp_in' or 'omp_out' variables are allowed in combiner expression}}
#pragma omp declare reduction(globi : int : omp_out += omp_in) initializer(omp_priv = g2) // expected-error {{only 'omp_priv' or 'omp_orig' variables are allowed in initializer expression}}
#pragma omp declare reduction(word : int : omp_out += omp_in) foo(omp_priv = 0) // expected-error {{expected 'initializer'}} expected-warning {{extra tokens at the end of '#pragma omp declare reduction' are ignored}}
#pragma omp declare reduction(twice : int : omp_out += omp_in) initializer(omp_priv = 0) initializer(omp_priv = 1) // expected-warning {{extra tokens at the end of '#pragma omp declare reduction' are ignored}}

void f(void) {
  int loc = 0; // expected-note {{'loc' declared here}}
#pragma omp declare reduction(l : int : omp_out += loc) // expected-error {{only 'omp_in' or 'omp_out' variables are allowed in combiner expression}}
#pragma omp declare reduction(blk : int : omp_out += omp_in) // expected-note {{previous definition is here}}
  {
#pragma omp declare reduction(blk : int : omp_out *= omp_in) // a new scope: no redefinition
  }
#pragma omp declare reduction(blk : int : omp_out -= omp_in) // expected-error {{redefinition of user-defined reduction for type 'int'}}
  struct S s; // expected-note {{'s' defined here}}
  double d;
  const int cx = 0; // expected-note {{'cx' defined here}}
#pragma omp parallel reduction(nope : s) // expected-error {{incorrect reduction identifier, expected one of '+', '-', '*', '&', '|', '^', '&&', '||', 'min' or 'max' or declare reduction for type 'struct S'}}
  ;
#pragma omp parallel reduction(foo : d) // expected-error {{incorrect reduction identifier, expected one of '+', '-', '*', '&', '|', '^', '&&', '||', 'min' or 'max' or declare reduction for type 'double'}}
  ;
#pragma omp parallel reduction(- : s) // expected-error {{list item of type 'struct S' is not valid for specified reduction operation: unable to provide default initialization value}}
  ;
#pragma omp parallel reduction(foo : cx) // expected-error {{const-qualified variable cannot be reduction}}
  ;
  int x = 0;
#pragma omp taskgroup task_reduction(foo : x) // expected-note {{previously marked as task_reduction with different reduction operation}}
  {
#pragma omp task in_reduction(+ : x) // expected-error {{in_reduction variable must have the same reduction operation as in a task_reduction clause}}
    x++;
  }
}
