// A bound of a non-rectangular loop may depend on one loop around it ('a2 * var-outer + a1'),
// both bounds on the same one: a bound that uses two outer loops' variables is an error where
// the second one is named, as in clang-19 and gcc-12 (ompfe took `k = i + j` under collapse(3)).
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only %s
// RUN: %clang -fopenmp -fsyntax-only -Xclang -verify %s
void f(int n, int *a) {
  int i, j, k;
#pragma omp for collapse(3)
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      for (k = i + j; k < n; k++) // expected-error {{expected loop invariant expression or '<invariant1> * i + <invariant2>' kind of expression}}
        a[k] = 0;
#pragma omp parallel for collapse(3)
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      for (k = 0; k < j + i; k++) // expected-error {{expected loop invariant expression or '<invariant1> * j + <invariant2>' kind of expression}}
        a[k] = 0;
#pragma omp for collapse(3)
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      for (k = i; k < j; k++) // expected-error {{expected loop invariant expression or '<invariant1> * i + <invariant2>' kind of expression}}
        a[k] = 0;
#pragma omp simd collapse(3)
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      for (k = 2 * j - 1; k < 3 * j + n; k++) // both bounds on the same outer loop: fine
        a[k] = 0;
#pragma omp for collapse(2)
  for (i = 0; i < n; i++)
    for (k = i; k < n + i; k++)
      a[k] = 0;
}
