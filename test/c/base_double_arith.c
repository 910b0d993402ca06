// RUN: %cmp-gcc %s %t
// double arithmetic, precision, comparisons, and printing with %f %e %g.
int printf(const char *, ...);

double poly(double x) { return ((2.0 * x - 3.0) * x + 0.5) * x - 7.25; }

double sqrt_newton(double v) {
  double x = v;
  for (int i = 0; i < 30; i++)
    x = 0.5 * (x + v / x);
  return x;
}

int main(void) {
  double a = 0.1, b = 0.2;
  printf("%.17g\n", a + b);
  printf("eq=%d\n", a + b == 0.3);
  for (int i = -2; i <= 2; i++)
    printf("poly(%d)=%.6f\n", i, poly(i));
  printf("sqrt2=%.15f\n", sqrt_newton(2.0));
  printf("sqrt1e6=%.6f\n", sqrt_newton(1e6));
  double big = 1e300;
  printf("big*10=%e\n", big * 10.0);
  printf("big*big=%f\n", big * big);
  printf("-big*big=%f\n", -big * big);
  double h = 0.5;
  double sum = 0.0;
  for (int i = 0; i < 20; i++) {
    sum += h;
    h /= 2.0;
  }
  printf("sum=%.20f\n", sum);
  printf("g: %g %g %g %g\n", 100000.0, 1000000.0, 0.0001, 0.00001);
  printf("e: %e %.2e\n", 12345.678, -0.000123);
  double neg0 = -0.0;
  printf("neg0=%f eq0=%d\n", neg0, neg0 == 0.0);
  printf("div=%.6f\n", 22.0 / 7.0);
  return 0;
}
