// GNU's `c ?: e` has no middle operand; the warnings that walk expressions take c's value for
// it. -Wreturn-type's walk read the missing operand and crashed ompfe (found by mutating the
// test files). The same comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -Wall -Wextra -Winfinite-recursion -fsyntax-only %s
// RUN: %clang -Wall -Wextra -Winfinite-recursion -fsyntax-only -Xclang -verify %s
#include <stdio.h>
#include <stdlib.h>

void g(void);

int falls_off(int x) { x ?: g(); } // expected-warning {{non-void function does not return a value}}

int never_falls_off(int x) {
  x ?: (abort(), 0);
  abort();
}

int recurses_sometimes(int x) { return (x ?: recurses_sometimes(x - 1)); }

int used(int x) {
  x ?: 1; // expected-warning {{expression result unused}}
  int y = x ?: 2;
  printf(((const char *)0) ?: "%d\n", y);
  return y;
}
