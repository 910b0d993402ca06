// An _Atomic variable, element or array in a reduction clause: the private copies would not be
// atomic objects; clang-19 and gcc-12 refuse it, ompfe compiled it. The same comments pass
// clang-19's -verify.
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only %s
// RUN: %clang -fopenmp -fsyntax-only -Xclang -verify %s
int f(void) {
  _Atomic int ai = 3; // expected-note {{'ai' defined here}}
  _Atomic long aa[4];
  int s = 0;
#pragma omp parallel for reduction(+ : ai) // expected-error {{is not valid for specified reduction operation: unable to provide default initialization value}}
  for (int i = 0; i < 10; i++) ai += i;
#pragma omp parallel for reduction(+ : s)
  for (int i = 0; i < 10; i++) s += i;
  return ai + s + (int)aa[0];
}
