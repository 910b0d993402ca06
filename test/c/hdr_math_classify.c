// RUN: %cmp-gcc %s %t
// isnan, isinf, isfinite, signbit, fpclassify with INFINITY, NAN and HUGE_VAL, and comparisons involving NaN.
#include <math.h>
#include <stdio.h>

static const char *cls(double d) {
  switch (fpclassify(d)) {
  case FP_NAN: return "nan";
  case FP_INFINITE: return "inf";
  case FP_ZERO: return "zero";
  case FP_SUBNORMAL: return "subnormal";
  case FP_NORMAL: return "normal";
  }
  return "?";
}

int main(void) {
  double vals[7] = {0.0, -0.0, 1.0, 4.9e-324, INFINITY, -HUGE_VAL, NAN};
  for (int i = 0; i < 7; i++)
    printf("%d: %s isnan=%d isinf=%d isfinite=%d isnormal=%d signbit=%d\n", i, cls(vals[i]), isnan(vals[i]) != 0,
           isinf(vals[i]) != 0, isfinite(vals[i]) != 0, isnormal(vals[i]) != 0, signbit(vals[i]) != 0);
  double n = NAN;
  printf("nan cmp: eq=%d ne=%d lt=%d gt=%d isunordered=%d\n", n == n, n != n, n < 1, n > 1, isunordered(n, 1.0));
  printf("print: %f %f %f\n", INFINITY, -INFINITY, NAN);
  double z = 0.0;
  printf("1/z inf=%d -1/z -inf=%d\n", isinf(1 / z) && 1 / z > 0, isinf(-1 / z) && -1 / z < 0);
  printf("inf-inf nan=%d inf*0 nan=%d\n", isnan(INFINITY - INFINITY), isnan(INFINITY * z));
  printf("float versions: %d %d\n", isnan(NAN) != 0, isinf((float)HUGE_VAL) != 0);
  printf("sqrt(-1) nan=%d\n", isnan(sqrt(-1.0 + z)));
  printf("isgreater=%d isless=%d\n", isgreater(2.0, 1.0), isless(n, 1.0));
  return 0;
}
