// RUN: %cmp-gcc %s %t
// strtod/strtof/atof parse decimal, exponent, hex-float, inf and nan forms and report where parsing stopped.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static void show(const char *s) {
  char *end;
  double v = strtod(s, &end);
  printf("strtod(\"%s\") = %.10g consumed=%ld\n", s, v, (long)(end - s));
}

int main(void) {
  show("3.14159");
  show("  -2.5e-3xyz");
  show("1e308");
  show(".5");
  show("5.");
  show("0x1.8p3");
  show("-0x10");
  show("12abc");
  show("abc");
  show("1e");
  show("+.25E+2");
  char *end;
  const char *infs = "-infinity!";
  double inf = strtod(infs, &end);
  printf("inf: isinf=%d neg=%d consumed=%ld\n", isinf(inf) != 0, inf < 0, (long)(end - infs));
  double nn = strtod("nan", NULL);
  printf("nan: isnan=%d\n", isnan(nn) != 0);
  float f = strtof("0.1", NULL);
  printf("strtof=%.9g\n", f);
  long double ld = strtold("1.5", NULL);
  printf("strtold=%Lf\n", ld);
  printf("atof=%f %f\n", atof("  42.125 rest"), atof("-1e-2"));
  const char *csv = "1.5,2.25,-3.75,1e1";
  const char *p = csv;
  double total = 0;
  while (*p) {
    total += strtod(p, &end);
    p = *end == ',' ? end + 1 : end;
  }
  printf("total=%f\n", total);
  return 0;
}
