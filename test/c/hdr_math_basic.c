// RUN: %cmp-gcc %s %t
// math.h rounding and arithmetic functions: sqrt, pow, fabs, floor, ceil, round, trunc, fmod, hypot, fmin/fmax.
#include <math.h>
#include <stdio.h>

int main(void) {
  double v[7] = {2.5, -2.5, 3.49, -3.51, 0.0, 7.0, -0.5};
  for (int i = 0; i < 7; i++)
    printf("x=%5.2f floor=%4.1f ceil=%4.1f round=%4.1f trunc=%4.1f rint=%4.1f fabs=%.2f\n", v[i], floor(v[i]),
           ceil(v[i]), round(v[i]), trunc(v[i]), rint(v[i]), fabs(v[i]));
  double r[5] = {0, 1, 2, 10, 1e10};
  for (int i = 0; i < 5; i++)
    printf("sqrt(%g)=%.6f cbrt=%.6f\n", r[i], sqrt(r[i]), cbrt(r[i]));
  printf("pow=%g %g %.6f %g\n", pow(2, 10), pow(2, -2), pow(9, 0.5), pow(-2, 3));
  printf("fmod=%.2f %.2f %.2f\n", fmod(10.5, 3), fmod(-10.5, 3), fmod(1, 0.25));
  printf("remainder=%.2f\n", remainder(10.5, 3));
  printf("hypot=%.6f %.6f\n", hypot(3, 4), hypot(1e200, 1e200));
  printf("fmin=%g fmax=%g fdim=%g\n", fmin(2, -3), fmax(2, -3), fdim(5, 2));
  printf("lround=%ld llround=%lld lrint=%ld\n", lround(-2.5), llround(1e15 + 0.5), lrint(4.5));
  double ip;
  double fp = modf(-3.75, &ip);
  printf("modf=%f %f\n", ip, fp);
  int e;
  double m = frexp(48.0, &e);
  printf("frexp=%f %d ldexp=%f\n", m, e, ldexp(0.75, 6));
  float fv = 2.0f;
  printf("sqrtf=%.6f powf=%.3f fabsf=%.2f floorf=%.1f\n", sqrtf(fv), powf(fv, 0.5f), fabsf(-fv), floorf(-1.5f));
  printf("copysign=%g %g\n", copysign(3, -0.0), copysign(-3, 1));
  return 0;
}
