// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// GCC's __float128 literal suffix (1.5Q, 2.25q) and __builtin_huge_valq, __builtin_infq and
// __builtin_nanq(""): ompfe refused the suffix ("invalid floating constant") and the three
// built-ins (undeclared identifiers). gcc-12 takes them all; clang-19 takes __float128 but not
// the suffix. A literal's value is exact here (long double holds it); others are refused
// (test/frontend/diag-float128-literal.c).
#include <stdio.h>

__float128 a = 1.5Q;
__float128 b = 2.25q;
__float128 big = 0x1.8p+16000Q;            /* beyond double and inside long double's range */
__float128 tiny = 0x1p-16000q;
static __float128 inf = __builtin_infq();
_Static_assert(sizeof(1.0Q) == 16 && _Alignof(__typeof__(1.0q)) == 16, "__float128");
_Static_assert(_Generic(1.0Q, __float128: 1, default: 0), "the literal's type");

int main(void) {
  volatile __float128 one = 1.0Q;
  __float128 c = a * b + one;
  __float128 h = __builtin_huge_valq(), i = __builtin_infq(), n = __builtin_nanq("");
  printf("%.17g %d %d %d %d\n", (double)c, h == i, n != n, i > big, inf == i);
  printf("%d %d %d\n", big / 0x1p+15999Q == 3.0Q, tiny * 0x1p16000Q == one, -i < -big);
  printf("%.17g %.17g\n", (double)(one / 3), (double)(one / 3 - 0.25Q));
  return 0;
}
