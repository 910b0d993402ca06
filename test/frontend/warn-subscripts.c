// -Warray-bounds (on by default in clang-19): a constant index outside an array of known
// length, read or written; -Wchar-subscripts (-Wall): an index of type plain char. Near misses:
// one past the end (&a[10] is a valid address), indices into pointers, signed and unsigned
// char, character constants (int in C), sizeof's operand.
// The same comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only -Wall -Wextra %s
// RUN: %clang -fsyntax-only -Wall -Wextra -Xclang -verify %s
// RUN: %ompfe -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=char-subscripts
// CHECK: array index 11 is past the end of the array (that has type 'int[10]') [-Warray-bounds]

int bounds(int *p) {
  int a[10]; // expected-note 4 {{array 'a' declared here}}
  for (int i = 0; i < 10; i++) a[i] = i;
  int r = a[11]; // expected-warning {{array index 11 is past the end of the array (that has type 'int[10]')}}
  a[12] = 1; // expected-warning {{array index 12 is past the end of the array (that has type 'int[10]')}}
  r += a[-1]; // expected-warning {{array index -1 is before the beginning of the array}}
  r += 20[a]; // expected-warning {{array index 20 is past the end of the array (that has type 'int[10]')}}
  int *end = &a[10];
  r += (int)sizeof(a[11]);
  r += p[100] + a[9] + a[0] + (int)(end - a);
  return r;
}

int subscripts(char c, signed char sc, unsigned char uc, const char *s) {
  int a[128] = {0};
  int r = a[c]; // expected-warning {{array subscript is of type 'char'}}
  r += a[*s]; // expected-warning {{array subscript is of type 'char'}}
  r += a[sc] + a[uc] + a['x'] + a[c + 1];
  return r;
}
