// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t-O2 -O2
// long double (x87 80-bit) arithmetic, extra precision over double, conversions and %Lf/%Le/%Lg printing.
#include <float.h>
#include <stdio.h>

static long double ld_sqrt(long double v) {
  long double x = v;
  for (int i = 0; i < 60; i++)
    x = (x + v / x) / 2;
  return x;
}

int main(void) {
  long double a = 1.0L / 3.0L;
  double d = 1.0 / 3.0;
  printf("a=%.20Lf\nd=%.20f\n", a, d);
  printf("more precise=%d\n", (long double)d != a);
  long double one = 1.0L;
  long double eps = LDBL_EPSILON;
  printf("1+eps>1: %d 1+eps/2==1: %d\n", one + eps > one, one + eps / 2 == one);
  long double big = 1e4000L;
  printf("big=%Le\n", big);
  printf("sqrt2=%.18Lf\n", ld_sqrt(2.0L));
  long double f = 1;
  for (int i = 1; i <= 25; i++)
    f *= i;
  printf("25!=%.0Lf\n", f);
  long long ll = 9223372036854775807LL;
  long double exact = ll;
  printf("exact llmax=%.0Lf\n", exact);
  long long back = (long long)(exact - 1000);
  printf("back=%lld\n", back);
  long double mix = 2.5L * 4 + 0.5f - 1.0;
  printf("mix=%Lf sizeof=%zu\n", mix, sizeof(long double));
  printf("g: %Lg %Lg\n", 123456789.0L, 0.0001L);
  long double neg = -7.75L;
  printf("neg=%Lf (int)=%d\n", neg, (int)neg);
  long double s = 0;
  for (int k = 1; k <= 1000; k++)
    s += 1.0L / ((long double)k * k);
  printf("basel=%.15Lf\n", s);
  return 0;
}
