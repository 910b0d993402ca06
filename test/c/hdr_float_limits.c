// RUN: %cmp-gcc %s %t
// float.h parameters (DIG, MANT_DIG, EPSILON, MIN, MAX, radix) and checks that epsilon is the true gap above 1.
#include <float.h>
#include <stdio.h>

int main(void) {
  printf("FLT_RADIX=%d\n", FLT_RADIX);
  printf("FLT: dig=%d mant=%d eps=%g min=%g max=%g\n", FLT_DIG, FLT_MANT_DIG, FLT_EPSILON, FLT_MIN, FLT_MAX);
  printf("DBL: dig=%d mant=%d eps=%g min=%g max=%g\n", DBL_DIG, DBL_MANT_DIG, DBL_EPSILON, DBL_MIN, DBL_MAX);
  printf("LDBL: dig=%d mant=%d eps=%Lg\n", LDBL_DIG, LDBL_MANT_DIG, LDBL_EPSILON);
  printf("exp ranges: %d %d %d %d\n", FLT_MIN_EXP, FLT_MAX_EXP, DBL_MIN_10_EXP, DBL_MAX_10_EXP);
  volatile double one = 1.0;
  double eps = 1.0;
  while (one + eps / 2 != one)
    eps /= 2;
  printf("computed eps matches=%d\n", eps == DBL_EPSILON);
  volatile float fone = 1.0f;
  float feps = 1.0f;
  while ((float)(fone + feps / 2) != fone)
    feps /= 2;
  printf("computed feps matches=%d\n", feps == FLT_EPSILON);
  double dmax = DBL_MAX;
  printf("max*2 is inf=%d\n", dmax * 2 > DBL_MAX);
  printf("DECIMAL_DIG=%d FLT_EVAL_METHOD=%d\n", DECIMAL_DIG, FLT_EVAL_METHOD);
  printf("%.17g %.9g\n", DBL_MAX, FLT_MAX);
  return 0;
}
