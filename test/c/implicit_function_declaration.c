// RUN: %cmp-gcc %s %t -std=gnu89 -w
// RUN: %cmp-gcc %s %t2 -O2 -Wno-error=implicit-function-declaration -w
// RUN: %t.ompcc | FileCheck %s
// Calls before any declaration (C89's implicit declarations; old code bases and GCC's torture
// tests are full of them): a C library function gets its own prototype, as gcc and clang-19
// give it, so sqrt(16) converts 16 to double and strlen's size_t result is not cut to int;
// another function is `int f()`, its arguments promoted, defined further down or in K&R
// style. ompfe refused every such call ("use of undeclared identifier").
#include <stdio.h>

int main(void) {
  double root = sqrt(16);
  printf("sqrt %g\n", root);
  printf("long strlen %d\n", strlen("0123456789") == 10);
  printf("later %d\n", add3(1, 2, 3));
  printf("knr %d\n", knr_scale(7, 'a'));
  printf("promoted %d\n", takes_double(2.5f));
  if (root != 4.0) abort();
  exit(square(5) == 25 ? 0 : 1);
}

int add3(int a, int b, int c) { return a + b * 10 + c * 100; }
int knr_scale(n, c) int n; char c; { return n * c; }
int takes_double(d) double d; { return (int)(d * 4); }
int square(int x) { return x * x; }
// CHECK: sqrt 4
// CHECK-NEXT: long strlen 1
// CHECK-NEXT: later 321
// CHECK-NEXT: knr 679
// CHECK-NEXT: promoted 10
