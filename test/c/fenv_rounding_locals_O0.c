// RUN: %cmp-gcc %s %t
// RUN: %cmp-clang %s %t
// At -O0 arithmetic on local variables runs at run time, as gcc-12 and clang-19 run it there
// from the variables' stack slots: in the rounding mode fesetround chose, raising the
// exceptions fetestexcept sees. ompcc keeps such locals as SSA values, and LLVM folded what
// was computed from ones holding constants, in the default rounding mode and without
// exceptions: `double a = 1, b = 3; a / b` under FE_UPWARD printed 0x1.5555555555555p-2
// (gcc-12, clang-19: 0x1.5555555555556p-2), and `double z = 0, one = 1; one / z` left
// FE_DIVBYZERO clear. Doubles, floats, integers converted to double, in loops and after
// branches. (-O2 folds in both compilers, as C11 7.6.1p2 allows without FENV_ACCESS.)
#include <fenv.h>
#include <stdio.h>

int main(void) {
  fesetround(FE_UPWARD);
  double a = 1, b = 3;
  printf("quotient: %a\n", a / b);
  float fa = 2, fb = 3;
  printf("float quotient: %a\n", (double)(fa / fb));
  int n = 10;
  double one = 1, sum = 0;
  for (int i = 0; i < 3; i++) sum += one / n;
  printf("loop: %a\n", sum);
  int k = 3;
  double r = 1.0 / k;
  printf("integer divisor: %a\n", r);
  double x = 0.1;
  x *= 3;
  printf("compound: %a\n", x);
  int c = 1;
  if (n > 5) c = 7;
  printf("after a branch: %a\n", 1.0 / c);
  unsigned long long big = 0xffffffffffffffffULL;
  printf("to double: %a\n", (double)big);
  fesetround(FE_DOWNWARD);
  printf("negative: %a\n", -a / b);
  printf("zero difference: %g\n", 1 / (a - a));
  fesetround(FE_TONEAREST);

  feclearexcept(FE_ALL_EXCEPT);
  double z = 0;
  double inf = one / z;
  printf("divide by zero: %g %d\n", inf, fetestexcept(FE_DIVBYZERO) != 0);
  feclearexcept(FE_ALL_EXCEPT);
  float huge = 3e38f;
  float over = huge * 10;
  printf("overflow: %g %d\n", (double)over, fetestexcept(FE_OVERFLOW) != 0);
  feclearexcept(FE_ALL_EXCEPT);
  int seven = 7;
  double d = seven;
  int back = (int)(d * 1e10);
  printf("invalid: %d %d\n", back, fetestexcept(FE_INVALID) != 0);
  return 0;
}
