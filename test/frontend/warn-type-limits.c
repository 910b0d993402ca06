// -Wtype-limits (as in clang-19, not part of -Wall or -Wextra): a comparison that the type's
// range decides at its edge: an unsigned value against 0 (-Wtautological-unsigned-zero-compare)
// and a value against its type's largest or smallest value (-Wtautological-type-limit-compare).
// An equality at the limit is not decided. The same comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only -Wtype-limits %s
// RUN: %clang -fsyntax-only -Wtype-limits -Xclang -verify %s
// RUN: %ompfe -fsyntax-only -Wall -Wextra %s 2>&1 | FileCheck %s --allow-empty --implicit-check-not=warning:

int limits(unsigned char c, unsigned u, unsigned long ul, int x) {
  int r = 0;
  r += u < 0; // expected-warning {{result of comparison of unsigned expression < 0 is always false}}
  r += u >= 0; // expected-warning {{result of comparison of unsigned expression >= 0 is always true}}
  r += 0 > u; // expected-warning {{result of comparison of 0 > unsigned expression is always false}}
  r += 0 <= ul; // expected-warning {{result of comparison of 0 <= unsigned expression is always true}}
  r += c < 0; // expected-warning {{result of comparison of unsigned expression < 0 is always false}}
  r += c > 255; // expected-warning {{result of comparison 'unsigned char' > 255 is always false}}
  r += c <= 255; // expected-warning {{result of comparison 'unsigned char' <= 255 is always true}}
  r += x > 2147483647; // expected-warning {{result of comparison 'int' > 2147483647 is always false}}
  r += u > 4294967295u; // expected-warning {{result of comparison 'unsigned int' > 4294967295 is always false}}
  r += u == 0;
  r += u == -1;
  r += u > 0;
  r += c == 255;
  r += x < 0;
  r += c < 255;
  return r;
}
