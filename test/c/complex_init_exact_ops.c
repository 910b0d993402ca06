// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// Complex static initializers with a complex product or quotient and __real__/__imag__ of a
// complex constant: ompfe folds them when every step is exact, so the value is the one gcc-12
// and clang-19 fold (gcc's correctly rounded MPC, clang's own method); signed zeros included.
// An inexact product or quotient stays an error (test/frontend/complex-errors.c): gcc-12 and
// clang-19 round those differently.
#include <complex.h>
#include <stdio.h>

static double _Complex prod = (1.0 + 2.0i) * (3.0 - 1.0i);
static double _Complex quot = 1.0 / (0.0 + 1.0i);
static double _Complex quot2 = (11.0 + 2.0i) / (1.0 + 2.0i);
static double _Complex halves = (3.0 + 1.0i) / (1.0 - 1.0i);
static double _Complex szero = __builtin_complex(-0.0, 0.0) * __builtin_complex(1.0, -0.0);
static double _Complex szero2 = __builtin_complex(-0.0, -0.0) / __builtin_complex(2.0, 0.0);
static double _Complex unit = I * I;
static float _Complex fprod = (1.5f + 2.0if) * (2.0f - 0.5if);
static float _Complex fquot = (4.0f + 6.0if) / (2.0f + 0.0if);
static long double _Complex lprod = (3.0L + 4.0Li) * (3.0L - 4.0Li);
static long double _Complex lquot = 25.0L / (3.0L + 4.0Li);
static double _Complex mixed = (1.0f + 1.0if) * (2.0 + 3.0i);
static double parts[4] = {__real__ (3.0 + 4.0i), __imag__ (3.0 + 4.0i), __imag__ -(1.0 + 0.0i), __real__ ((1.0 + 1.0i) * (1.0 - 1.0i))};
static float fpart = __imag__ (1.5f - 2.5if);
static long double lpart = __real__ (1.0L / 3 + 2.0Li);
static int ipart = __imag__ (5 - 6i), iarr[__real__ (2 + 3i)];
static unsigned char wrapped = __imag__ ((unsigned char _Complex)(1 + 300i));
enum { FROM_IMAG = __imag__ (1 + 7i) };

static void pd(const char *s, double _Complex v) { printf("%s %a %a\n", s, creal(v), cimag(v)); }
static void pf(const char *s, float _Complex v) { printf("%s %a %a\n", s, (double)crealf(v), (double)cimagf(v)); }
static void pl(const char *s, long double _Complex v) { printf("%s %La %La\n", s, creall(v), cimagl(v)); }

int main(void) {
  pd("prod", prod); pd("quot", quot); pd("quot2", quot2); pd("halves", halves);
  pd("szero", szero); pd("szero2", szero2); pd("unit", unit); pd("mixed", mixed);
  pf("fprod", fprod); pf("fquot", fquot); pl("lprod", lprod); pl("lquot", lquot);
  for (int i = 0; i < 4; i++) printf("part %a\n", parts[i]);
  printf("fpart %a lpart %La ipart %d iarr %zu wrapped %d enum %d\n", (double)fpart, lpart, ipart, sizeof iarr / sizeof *iarr,
         wrapped, FROM_IMAG);
  switch (4) { case __real__ (3 + 1i) + 1: puts("case label from __real__"); }
  return 0;
}
