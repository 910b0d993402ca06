// RUN: %cmp-gcc %s %t --mixed %S/Inputs/complex_int_abi_other.c
// RUN: %cmp-gcc %s %t --mixed %S/Inputs/complex_int_abi_other.c -O2
// GNU complex integers passed and returned by value between this file and
// Inputs/complex_int_abi_other.c built by the other compiler (SysV: classified as a structure
// of two elements, so a _Complex int is one INTEGER eightbyte, a _Complex char two bytes of
// one, a _Complex long two), in structures, past the registers and through varargs.
#include <stdarg.h>
#include <stdio.h>

struct ci { _Complex short s; _Complex int i; };
struct cl { _Complex long l; };

_Complex int o_mul(_Complex int a, _Complex int b);
_Complex char o_char(_Complex char a, _Complex short b);
_Complex short o_short(_Complex short a, int k);
_Complex long o_long(_Complex long a, _Complex unsigned b, long c);
_Complex long long o_many(_Complex int a, _Complex int b, _Complex int c, _Complex int d, _Complex int e, _Complex int f,
                          _Complex long g, _Complex char h);
struct ci o_ci(struct ci s);
struct cl o_cl(struct cl s);
_Complex int o_sum(int n, ...);

static void show(const char *what, long long re, long long im) { printf("%s %lld %lld\n", what, re, im); }

int main(void) {
  _Complex int m = o_mul(2 + 3i, 4 - 5i);
  show("mul", __real__ m, __imag__ m);
  _Complex char c = o_char(10 + 20i, 300 - 1i);
  show("char", __real__ c, __imag__ c);
  _Complex short s = o_short(-7 + 8i, 3);
  show("short", __real__ s, __imag__ s);
  _Complex long l = o_long(10000000000 + 20000000000i, 4000000000u + 1i, -5);
  show("long", __real__ l, __imag__ l);
  _Complex long long many = o_many(1, 1i, 2, 2i, 3, 3i, 4 + 4i, 5 + 5i);
  show("many", __real__ many, __imag__ many);
  struct ci ci = o_ci((struct ci){1 + 2i, 3 + 4i});
  show("ci.s", __real__ ci.s, __imag__ ci.s);
  show("ci.i", __real__ ci.i, __imag__ ci.i);
  struct cl cl = o_cl((struct cl){-1 - 1i});
  show("cl", __real__ cl.l, __imag__ cl.l);
  _Complex int sum = o_sum(2, 1 + 1i, (_Complex long)(2 + 3i), 4 + 0i, (_Complex long)5i);
  show("sum", __real__ sum, __imag__ sum);
  return 0;
}
