// -Wuninitialized (-Wall): a local scalar certainly read before anything is stored to it,
// reported once, with a note where an initializer would go. Uses after a branch, loop, label
// or construct that may set it are not followed (-Wsometimes-uninitialized, tested in
// warn-sometimes-uninitialized.c, is off here). The same comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only -fopenmp -Wall -Wno-sometimes-uninitialized %s
// RUN: %clang -fsyntax-only -fopenmp -Wall -Wno-sometimes-uninitialized -Xclang -verify %s
// RUN: %ompfe -fsyntax-only %s 2>&1 | count 0
#include <stdlib.h>
int g(int);
void set(int *);

int reads(int c) {
  int x; // expected-note {{initialize the variable 'x' to silence this warning}}
  int w; // expected-note {{initialize the variable 'w' to silence this warning}}
  int p; // expected-note {{initialize the variable 'p' to silence this warning}}
  int y = x + 1; // expected-warning {{variable 'x' is uninitialized when used here}}
  int q = c && w; // expected-warning {{variable 'w' is uninitialized when used here}}
  p++; // expected-warning {{variable 'p' is uninitialized when used here}}
  return y + q + g(x) + p;
}

int no_warning(int c) {
  int a, b, d, e, f, h, k, m, voided;
  (void)voided;
  int arr[2];
  a = 1;
  set(&b);
  if (c) d = 1;
  for (int i = 0; i < c; i++) e = i;
  switch (c) { case 1: f = 2; break; default: f = 3; }
  h = c ? 1 : 2;
  arr[0] = h;
#pragma omp parallel
  k = 5;
  if (!c) goto out;
  m = 1;
out:
  (void)m;
  int n;
  if (c > 10) {
    n = 4;
    return n;
  }
  return a + b + d + e + f + h + k + arr[0];
}

int after_return(int c) {
  int v;
  if (c) return 0;
  exit(1);
  return v;
}
