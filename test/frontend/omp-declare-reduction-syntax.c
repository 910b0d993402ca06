// declare reduction: malformed directives are errors at the place clang-19 reports them, and
// the parse goes on (the scopes the directive opened are closed); omp_in in an initializer is
// an error (clang-19 takes it for the combiner's, OpenMP 5.2 §5.5.11 allows only omp_priv and
// omp_orig there).
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only %s
#pragma omp declare reduction(a : int : omp_out += omp_in) initializer(omp_priv = omp_in) // expected-error {{use of undeclared identifier 'omp_in'}}
#pragma omp declare reduction(b : int : omp_out += ) // expected-error {{expected expression}}
#pragma omp declare reduction(c : int : omp_out += omp_in) initializer(omp_priv = ) // expected-error {{expected expression}}
#pragma omp declare reduction(d : int : omp_out += omp_in // expected-error {{expected ')' at the end of '#pragma omp declare reduction'}} expected-note {{to match this '('}}
#pragma omp declare reduction(e : : omp_out += omp_in) // expected-error {{expected a type}}
#pragma omp declare reduction(f int : omp_out += omp_in) // expected-error {{expected ':'}}
#pragma omp declare reduction // expected-error {{expected '(' after 'declare reduction'}}
#pragma omp declare reduction(g : int, : omp_out += omp_in) // expected-error {{expected a type}}
#pragma omp declare reduction(h : int : omp_out += omp_priv) // expected-error {{use of undeclared identifier 'omp_priv'}}
void f(void) {
#pragma omp declare reduction(b : int : omp_out += ) // expected-error {{expected expression}}
  int y = omp_in; // expected-error {{use of undeclared identifier 'omp_in'}}
  int z = 0;
#pragma omp parallel reduction(b : z) // expected-error {{incorrect reduction identifier, expected one of '+', '-', '*', '&', '|', '^', '&&', '||', 'min' or 'max' or declare reduction for type 'int'}}
  z += y;
}
