// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// GCC's __float80, x86-64's name for the 80-bit long double (the same type: _Generic takes it
// for long double), in declarations, parameters, casts, sizeof and _Alignof; ompfe stopped at
// it ('type specifier missing'), as gcc.dg/torture/fp-int-convert-float80.c showed.
#include <stdio.h>

__float80 third = 1.0L / 3;
static __float80 half(__float80 x) { return x / 2; }

int main(void) {
  __float80 big = 0x1.fffffffffffffffep16383L;
  long double *p = &big;
  printf("%d %zu %zu\n", _Generic(big, long double: 1, default: 0), sizeof(__float80), _Alignof(__float80));
  printf("%La %La %La\n", third, half(*p), (__float80)18446744073709551615ULL);
  return 0;
}
