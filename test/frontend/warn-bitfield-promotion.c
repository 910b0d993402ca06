// Warnings on bit-fields promoted to int or unsigned int (C11 6.3.1.1p2): -Wformat takes the
// promoted type (`unsigned long a:8` passes an int), -Wsign-compare knows an unsigned one is
// not negative and names the declared types, -Wswitch sees an enum bit-field's enum. The same
// comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only -Wall -Wextra %s
// RUN: %clang -fsyntax-only -Wall -Wextra -Xclang -verify %s
int printf(const char *, ...);
enum E { A, B, C };
struct S { unsigned long a : 8; long b : 8; long long x : 32; unsigned u : 3; unsigned long ul : 32; unsigned long long w : 40; enum E e : 2; } s;

int f(void) {
  printf("%d %d %u %d %u %d %llu\n", s.a, s.b, s.ul, s.e, s.e, s.u, s.w);
  printf("%lu\n", s.a); // expected-warning {{format specifies type 'unsigned long' but the argument has type 'int'}}
  printf("%ld\n", s.b); // expected-warning {{format specifies type 'long' but the argument has type 'int'}}
  printf("%lu\n", s.ul); // expected-warning {{format specifies type 'unsigned long' but the argument has type 'unsigned int'}}
  switch (s.e) { // expected-warning {{enumeration values 'B' and 'C' not handled in switch}}
  case A: break;
  }
  int n = (s.a < s.ul) + (s.u < s.ul) + (s.a < 5u);
  n += s.x < s.ul; // expected-warning {{comparison of integers of different signs: 'long long' and 'unsigned long'}}
  n += s.b < s.ul; // expected-warning {{comparison of integers of different signs: 'long' and 'unsigned long'}}
  return n;
}
