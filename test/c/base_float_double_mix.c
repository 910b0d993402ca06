// RUN: %cmp-gcc %s %t
// float and double mixed in expressions: float operands widen to double, results round when stored to float.
int printf(const char *, ...);

float fsum(float *a, int n) {
  float s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

double dsum(float *a, int n) {
  double s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

int main(void) {
  float a[5] = {0.1f, 0.2f, 0.3f, 0.4f, 0.5f};
  printf("fsum=%.9f dsum=%.17f\n", fsum(a, 5), dsum(a, 5));
  float f = 0.1f;
  double d = 0.1;
  printf("f==d=%d (double)f=%.17f\n", f == d, (double)f);
  double prod = f * d;
  printf("prod=%.17f\n", prod);
  float stored = d * 3;
  printf("stored=%.9f\n", stored);
  float big = 1e20f;
  float small = 1.0f;
  float fsum2 = big + small - big;
  double dsum2 = (double)big + small - big;
  printf("fsum2=%f dsum2=%f\n", fsum2, dsum2);
  float third = 1.0f / 3;
  printf("third*3=%.9f\n", third * 3);
  int i = 16777217;
  float fi = i;
  printf("fi=%.1f diff=%d\n", fi, i - (int)fi);
  double x = 2.0f / 3.0f;
  double y = 2.0 / 3.0;
  printf("x=%.17f y=%.17f\n", x, y);
  return 0;
}
