// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// C99 complex types against gcc: every operator with complex and mixed real operands (a real
// operand stays real, as in gcc), libgcc's __mul?c3/__div?c3 results with NaN and infinite
// parts, signed zeros, conversions, __real__/__imag__ as lvalues, imaginary constants, sizes.
#include <complex.h>
#include <math.h>
#include <stdio.h>

static void pd(const char *s, double _Complex z) { printf("%s %a %a\n", s, creal(z), cimag(z)); }
static void pf(const char *s, float _Complex z) { printf("%s %a %a\n", s, (double)crealf(z), (double)cimagf(z)); }
static void pl(const char *s, long double _Complex z) { printf("%s %La %La\n", s, creall(z), cimagl(z)); }

/* run-time values: a NaN made by folding may differ in sign from the hardware's */
static volatile double vzero = 0.0, vinf = INFINITY, vnan = NAN;
static volatile float finf = INFINITY, fnan = NAN;
static volatile long double linf = INFINITY, lnan = NAN;

int main(void) {
  double _Complex z = 1.0 + 2.0 * I, w = 3.0 - 1.5i;
  _Complex c = z; /* _Complex alone: double _Complex */
  pd("add", z + w); pd("sub", z - w); pd("mul", z * w); pd("div", z / w);
  pd("rdiv", 2.0 / w); pd("divr", z / 2.0); pd("mulr", 2.0 * z); pd("rmul", z * 3);
  pd("rsub", 1.0 - z); pd("subr", z - 1); pd("radd", 1 + z);
  pd("neg", -z); pd("plus", +z); pd("tilde", ~z); pd("conj", conj(z)); pd("c", c);
  /* signed zeros: the imaginary part of 1.0 - (0 + 0i) is -0 (negated), not 0 - 0 */
  pd("szero", 1.0 - __builtin_complex(vzero, vzero)); pd("szero2", __builtin_complex(-vzero, -vzero) + 0.0);
  float _Complex f = (1.0f + 2.0if) * (3.0f + 4.0fi), g = 2.0Fi;
  pf("fmul", f); pf("fdiv", f / g); pf("fimag", g); pf("fmix", f * 2.0f + 1);
  long double _Complex l = (1.0L + 2.0iL) * (3.0L + 4.0Li);
  pl("lmul", l); pl("ldiv", l / (1.0L - 1.0Li)); pl("lj", 5.0jL); pl("lmix", l - 1.5);
  /* NaN and infinite parts: the libgcc recovery, and what the real operand rules give */
  double _Complex n = __builtin_complex(vnan, vnan), inf = __builtin_complex(vinf, vnan);
  double _Complex inf2 = __builtin_complex(vinf, vinf), zero = __builtin_complex(vzero, vzero);
  pd("nan*", n * w); pd("inf*", inf * w); pd("inf2*", inf2 * w); pd("inf*0", inf * zero);
  pd("inf/", w / inf); pd("/inf", inf / w); pd("/0", z / zero); pd("/0r", z / 0.0);
  pd("r/0", 1.0 / zero); pd("inf*r", inf * 0.0); pd("nan/r", n / 2.0);
  pf("finf*", __builtin_complex(finf, fnan) * (1.0f + 1.0fi));
  pl("linf*", __builtin_complex(linf, lnan) * (1.0L + 1.0Li));
  pl("linf/", (1.0L + 1.0Li) / __builtin_complex(linf, lnan));
  __real__ z = 5; __imag__ z += 1; ++__real__ w;
  pd("parts", z); pd("w", w);
  printf("real/imag of real %g %g\n", __real__ 4.0, __imag__ 4.0);
  printf("eq %d %d %d %d %d %d\n", z == z, z != w, z == 5.0, 5.0 != z, !z, !zero);
  printf("nan eq %d %d\n", n == n, n != n);
  printf("logic %d %d %d\n", z && zero, zero || w, zero ? 1 : 2);
  int i = z; unsigned u = w; _Bool b = __builtin_complex(0.0, 1.0), b0 = zero; double d = z; float fl = w;
  printf("conv %d %u %d %d %g %g\n", i, u, b, b0, d, fl);
  z = 7; pd("from int", z); z = 2.5f; pd("from float", z); f = w; pf("narrow", f); l = f; pl("widen", l);
  pd("cast", (double _Complex)f); printf("cast real %g\n", (double)w);
  z *= 2.0; pd("*=", z); z /= w; pd("/=", z); z += 1; pd("+=", z); z -= w; pd("-=", z);
  z *= w; pd("*=c", z); d += w; printf("d+=c %a\n", d); i *= w; printf("i*=c %d\n", i);
  /* a real lhs stays real: d *= z is d * re(z), with no 0 * inf from an imaginary zero */
  double dr = 2.0;
  dr *= inf2; printf("dr*=inf %a\n", dr);
  dr = 2.0; dr /= w; printf("dr/= %a\n", dr);
  i = 3; i *= __builtin_complex(2.0, vinf); printf("i*=inf %d\n", i);
  /* GNU ++ and -- step the real part */
  pd("++", ++z); pd("post--", z--); pd("after--", z);
  float _Complex fi = 1.5fi; fi++; pf("f++", fi);
  pd("cond", d > 1 ? z : 2.0); pd("cond2", d < 1 ? z : 2.0);
  if (w) puts("w is true");
  if (!zero) puts("zero is false");
  printf("sizes %zu %zu %zu %zu %zu %zu\n", sizeof(float _Complex), sizeof z, sizeof(long double _Complex),
         _Alignof(float _Complex), _Alignof(double _Complex), _Alignof(__complex__ long double));
  double _Complex arr[3] = {1, 2.0i, z};
  struct { char c; float _Complex f; double _Complex d; } s = {'x', 1.0f - 1.0fi, arr[1]};
  pd("arr", arr[0] + arr[1] + arr[2]); pf("s.f", s.f); pd("s.d", s.d);
  printf("offsets %zu %zu %zu\n", sizeof s, __builtin_offsetof(__typeof__(s), f), __builtin_offsetof(__typeof__(s), d));
  return 0;
}
