// RUN: %cmp-gcc %s %t
// Trigonometric, exponential and logarithmic functions printed with %.6f and %g, using M_PI.
#define _GNU_SOURCE
#include <math.h>
#include <stdio.h>

int main(void) {
  for (int deg = 0; deg <= 360; deg += 45) {
    double rad = deg * M_PI / 180.0;
    printf("%3d sin=%.6f cos=%.6f\n", deg, sin(rad) + 0.0, cos(rad) + 0.0);
  }
  double t[4] = {0.25, 0.5, 1.0, 2.0};
  for (int i = 0; i < 4; i++)
    printf("tan(%g)=%.6f atan=%.6f asin-ish=%.6f\n", t[i], tan(t[i]), atan(t[i]), t[i] <= 1 ? asin(t[i]) : acos(1 / t[i]));
  printf("atan2 quadrants: %.6f %.6f %.6f %.6f\n", atan2(1, 1), atan2(1, -1), atan2(-1, -1), atan2(-1, 1));
  double xs[5] = {0.5, 1, 2, 10, 100};
  for (int i = 0; i < 5; i++)
    printf("x=%g exp=%.6f log=%.6f log10=%.6f log2=%.6f\n", xs[i], exp(xs[i] / 10), log(xs[i]), log10(xs[i]), log2(xs[i]));
  printf("exp(1)=%.15f M_E=%.15f\n", exp(1.0), M_E);
  printf("expm1=%g log1p=%g\n", expm1(1e-10), log1p(1e-10));
  printf("sinh=%.6f cosh=%.6f tanh=%.6f\n", sinh(1), cosh(1), tanh(1));
  printf("exp(710)=%g log(0)=%g\n", exp(710), log(0));
  float f = 1.0f;
  printf("sinf=%.5f expf=%.5f logf=%.5f\n", sinf(f), expf(f), logf(10.0f));
  double sum = 0;
  for (int k = 0; k < 1000; k++)
    sum += (k % 2 ? -4.0 : 4.0) / (2 * k + 1);
  printf("leibniz=%.6f err=%.3e\n", sum, fabs(sum - M_PI));
  return 0;
}
