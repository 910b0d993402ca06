// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t-O2 -O2
// Struct-returning functions used as arguments and in member access chains, plus struct values in ?: and comma.
#include <stdio.h>

struct complex {
  double re, im;
};

static struct complex cx(double re, double im) {
  struct complex c = {re, im};
  return c;
}
static struct complex add(struct complex a, struct complex b) { return cx(a.re + b.re, a.im + b.im); }
static struct complex mul(struct complex a, struct complex b) {
  return cx(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re);
}
static double norm2(struct complex a) { return a.re * a.re + a.im * a.im; }

struct wrap {
  struct complex c;
  int n;
};
static struct wrap wrap_it(struct complex c, int n) {
  struct wrap w = {c, n};
  return w;
}

int main(void) {
  struct complex i = cx(0, 1);
  struct complex r = mul(i, i);
  printf("i*i=%.1f%+.1fi\n", r.re, r.im);
  struct complex z = cx(0, 0), c = cx(-0.5, 0.5);
  for (int k = 0; k < 10; k++)
    z = add(mul(z, z), c);
  printf("z=%.6f%+.6fi norm2=%.6f\n", z.re, z.im, norm2(z));
  printf("chain=%.2f\n", add(cx(1, 2), mul(cx(3, 4), cx(5, 6))).im);
  printf("nested=%.1f %d\n", wrap_it(cx(7, 8), 3).c.im, wrap_it(i, 9).n);
  int flag = 1;
  struct complex pick = flag ? cx(1, 1) : cx(2, 2);
  printf("pick=%.1f\n", pick.re);
  struct complex comma = (flag++, cx(flag, -flag));
  printf("comma=%.1f %.1f\n", comma.re, comma.im);
  int escapes = 0;
  for (int y = 0; y < 5; y++)
    for (int x = 0; x < 10; x++) {
      struct complex cc = cx(-2.0 + x * 0.3, -1.0 + y * 0.5), zz = cx(0, 0);
      int it = 0;
      while (it < 50 && norm2(zz) <= 4) {
        zz = add(mul(zz, zz), cc);
        it++;
      }
      escapes += it;
    }
  printf("escapes=%d\n", escapes);
  return 0;
}
