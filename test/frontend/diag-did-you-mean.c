// "did you mean": an undeclared identifier close to a variable, function or enumerator in
// scope (clang's bounds: at most (length + 2) / 3 edits and at least three characters per
// edit) gets the name as a fix-it and a note where it is declared, as clang-19 does; so do
// misspelled OpenMP clauses and directives. clang-19 gives up on every hint of an
// expression when one of its names has none (its delayed typo correction); ompfe judges each
// name alone.
// RUN: %verify %s --in-order -- %ompfe -fopenmp -fsyntax-only %s
// RUN: not %ompfe -fopenmp -fsyntax-only %s 2>&1 | FileCheck %s --match-full-lines --strict-whitespace

enum colour { RED, GREEN }; // expected-note {{'GREEN' declared here}}
int global_total; // expected-note {{'global_total' declared here}}
int compute(int count) { // expected-note {{'count' declared here}} expected-note {{'compute' declared here}}
  int counter = count; // expected-note {{'counter' declared here}}
  counter += cout; // expected-error {{use of undeclared identifier 'cout'; did you mean 'count'?}}
  return conter; // expected-error {{use of undeclared identifier 'conter'; did you mean 'counter'?}}
}
int far_off(void) { return zzzzzz + ab; } // expected-error {{use of undeclared identifier 'zzzzzz'}} expected-error {{use of undeclared identifier 'ab'}}
int globals(void) { return global_totl + GREN + comptue(1); } // expected-error {{did you mean 'global_total'?}} expected-error {{did you mean 'GREEN'?}} expected-error {{call to undeclared function 'comptue'; ISO C99 and later do not support implicit function declarations}} expected-note {{did you mean 'compute'?}}

int main(void) {
  int x = 0;
  #pragma omp parallel for reduction(+: x) schedul(static) // expected-error {{unknown OpenMP clause 'schedul'; did you mean 'schedule'?}}
  for (int i = 0; i < 10; i++) x += i;
  #pragma omp paralel // expected-error {{unknown OpenMP directive 'paralel'; did you mean 'parallel'?}}
  x++;
  #pragma omp target map(tofrom: x) nowiat // expected-error {{unknown OpenMP clause 'nowiat'; did you mean 'nowait'?}}
  x++;
  #pragma omp target map(tofrom: x) frobnicate // expected-error {{unknown OpenMP clause 'frobnicate'}}
  x++;
  return x;
}

// The exact text:
// CHECK:{{.*}}diag-did-you-mean.c:14:14: error: use of undeclared identifier 'cout'; did you mean 'count'?
// CHECK-NEXT:   14 |   counter += cout; {{.*}}
// CHECK-NEXT:      |              ^
// CHECK-NEXT:      |              count
// CHECK-NEXT:{{.*}}diag-did-you-mean.c:12:17: note: 'count' declared here
// CHECK-NEXT:   12 | int compute(int count) { {{.*}}
// CHECK-NEXT:      |                 ^
// CHECK:{{.*}}diag-did-you-mean.c:18:42: error: use of undeclared identifier 'GREN'; did you mean 'GREEN'?
// CHECK:{{.*}}diag-did-you-mean.c:10:20: note: 'GREEN' declared here
// A call of a misspelled function is an implicit declaration (an error by default), the hint a note:
// CHECK:{{.*}}diag-did-you-mean.c:18:49: error: call to undeclared function 'comptue'; ISO C99 and later do not support implicit function declarations [-Wimplicit-function-declaration]
// CHECK:{{.*}}diag-did-you-mean.c:18:49: note: did you mean 'compute'?
// CHECK:{{.*}}diag-did-you-mean.c:12:5: note: 'compute' declared here
// CHECK:{{.*}}diag-did-you-mean.c:22:44: error: unknown OpenMP clause 'schedul'; did you mean 'schedule'?
// CHECK-NEXT:   22 |   #pragma omp parallel for reduction(+: x) schedul(static) {{.*}}
// CHECK-NEXT:      |                                            ^
// CHECK-NEXT:      |                                            schedule
