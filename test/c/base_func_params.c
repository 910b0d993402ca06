// RUN: %cmp-gcc %s %t
// Functions with many parameters of mixed types; arguments are converted to parameter types.
int printf(const char *, ...);

double mix(int a, long b, char c, float d, double e) { return a + b + c + d + e; }

long many(int a, int b, int c, int d, int e, int f, int g, int h, int i, int j) {
  return a + 2L * b + 3L * c + 4L * d + 5L * e + 6L * f + 7L * g + 8L * h + 9L * i + 10L * j;
}

double fmany(double a, double b, double c, double d, double e, double f, double g, double h,
             double i, double j) {
  return a - b + c - d + e - f + g - h + i - j * 0.5;
}

int takes_char(char c) { return c; }
long takes_long(long v) { return v * 2; }
double takes_double(double v) { return v / 4; }
int modify(int v) {
  v = v * 10;
  return v;
}

int main(void) {
  printf("mix=%f\n", mix(1, 2L, 'A', 0.5f, 0.25));
  printf("many=%ld\n", many(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
  printf("fmany=%f\n", fmany(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
  printf("long=%ld\n", takes_long(2000000000));
  printf("double=%f\n", takes_double(7));
  int x = 4;
  int y = modify(x);
  printf("x=%d y=%d\n", x, y);
  printf("char=%d\n", takes_char(x + 317));
  printf("int from double=%d\n", modify(x - 1.1));
  printf("nested=%ld\n", takes_long(takes_char('z') + modify(3)));
  return 0;
}
