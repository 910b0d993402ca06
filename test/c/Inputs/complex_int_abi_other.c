/* The other half of complex_int_abi_mixed.c, built by the other compiler. */
#include <stdarg.h>

struct ci { _Complex short s; _Complex int i; };
struct cl { _Complex long l; };

_Complex int o_mul(_Complex int a, _Complex int b) { return a * b + 1; }
_Complex char o_char(_Complex char a, _Complex short b) { return a + b; }
_Complex short o_short(_Complex short a, int k) { return a * k; }
_Complex long o_long(_Complex long a, _Complex unsigned b, long c) { return a - b + c; }
_Complex long long o_many(_Complex int a, _Complex int b, _Complex int c, _Complex int d, _Complex int e, _Complex int f,
                          _Complex long g, _Complex char h) {
  return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h;
}
struct ci o_ci(struct ci s) { s.s *= 2; s.i = ~s.i; return s; }
struct cl o_cl(struct cl s) { s.l += 1i; return s; }
_Complex int o_sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  _Complex int s = 0;
  for (int i = 0; i < n; i++) {
    s += va_arg(ap, _Complex int);
    s += va_arg(ap, _Complex long) * 10;
  }
  va_end(ap);
  return s;
}
