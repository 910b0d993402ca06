// Unused variables inside OpenMP constructs are reported once each, as clang-19 reports them:
// a combined construct's leaves, a loop nest, sections and tasks hold each statement once
// (a parallel for body was walked four times, so its warning came four times). The same
// comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only -Wall %s
// RUN: %clang -fopenmp -fsyntax-only -Wall -Xclang -verify %s
int f(int n) {
  int s = 0;
#pragma omp parallel for reduction(+: s)
  for (int i = 0; i < n; i++) { int u0; s += i; } // expected-warning {{unused variable 'u0'}}
#pragma omp parallel sections
  {
#pragma omp section
    { int u1; s += 1; } // expected-warning {{unused variable 'u1'}}
#pragma omp section
    { int u2; s += 2; } // expected-warning {{unused variable 'u2'}}
  }
#pragma omp target teams distribute parallel for collapse(2) reduction(+: s)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++) { int u3; s += i * j; } // expected-warning {{unused variable 'u3'}}
#pragma omp task
  { int u4; } // expected-warning {{unused variable 'u4'}}
  return s;
}
