// -Wsign-compare (-Wextra) on == and !=: converting the signed operand to unsigned leaves the
// answer unchanged when the unsigned one cannot reach the sign bit of the comparison's type,
// so clang-19 (and gcc-12) say nothing of a constant below it (a == sizeof(int), a != 5u,
// xz's a == my_min(INT_MAX, SIZE_MAX / sizeof(char *)), jq's), of a mask or a right shift by a
// constant that keeps the value below it, or of an implicit widening of such a value.
// Relational operators, explicit casts and the sign bit itself are still warned. The same
// comments pass clang-19's -verify, the absence of a warning included.
// RUN: %verify %s -- %ompfe -fsyntax-only -Wall -Wextra %s
// RUN: %clang -fsyntax-only -Wall -Wextra -Xclang -verify %s
#include <limits.h>
#include <stdint.h>
#define my_min(x, y) ((x) < (y) ? (x) : (y))
enum { E = 3 };

int equality(int a, long l, unsigned u, unsigned long ul, unsigned char c) {
  int r = 0;
  r += a == my_min(INT_MAX, SIZE_MAX / sizeof(char *));
  r += a == sizeof(int);
  r += a != 5u;
  r += 5u != a;
  r += a == 0u;
  r += a == 0x7fffffffu;
  r += a == (unsigned)E;
  r += l == 0x7ffffffffffffffful;
  r += a == (u & 0xff);
  r += (u & 0xff) != a;
  r += a == (u >> 1);
  r += a == ((unsigned)a & 0x7fffffff);
  r += a == (ul >> 33);
  r += l != (u & 3);
  r += l == u; // the signed type holds every value of the other
  r += a == 0x80000000u; // expected-warning {{comparison of integers of different signs: 'int' and 'unsigned int'}}
  r += a == (unsigned)-1; // expected-warning {{comparison of integers of different signs: 'int' and 'unsigned int'}}
  r += l == 0x8000000000000000ul; // expected-warning {{comparison of integers of different signs: 'long' and 'unsigned long'}}
  r += a == u; // expected-warning {{comparison of integers of different signs: 'int' and 'unsigned int'}}
  r += a == (u >> 0); // expected-warning {{comparison of integers of different signs: 'int' and 'unsigned int'}}
  r += a == (u & 0x80000000u); // expected-warning {{comparison of integers of different signs: 'int' and 'unsigned int'}}
  r += a == (unsigned long)u; // expected-warning {{comparison of integers of different signs: 'int' and 'unsigned long'}}
  r += a == (unsigned)c; // expected-warning {{comparison of integers of different signs: 'int' and 'unsigned int'}}
  r += a == (unsigned)(ul >> 33); // expected-warning {{comparison of integers of different signs: 'int' and 'unsigned int'}}
  return r;
}

int relational(int a) {
  int r = 0;
  r += a < 5u; // expected-warning {{comparison of integers of different signs: 'int' and 'unsigned int'}}
  r += a < sizeof(int); // expected-warning {{comparison of integers of different signs: 'int' and 'unsigned long'}}
  r += a >= 5u; // expected-warning {{comparison of integers of different signs: 'int' and 'unsigned int'}}
  return r;
}
