// RUN: %cmp-gcc %s %t --mixed %S/Inputs/complex_abi_other.c
// RUN: %cmp-gcc %s %t --mixed %S/Inputs/complex_abi_other.c -O2
// Complex values passed and returned by value between this file and Inputs/complex_abi_other.c
// built by the other compiler (SysV: a complex float is one SSE eightbyte, a complex double
// two, a long double complex goes in memory and returns in st0/st1), in structures, past the
// registers, and through varargs in both directions.
#include <complex.h>
#include <stdarg.h>
#include <stdio.h>

struct cs { float _Complex f; double d; };
struct cd { double _Complex z; };
struct cl { long double _Complex z; int tag; };

double _Complex o_dmul(double _Complex a, double _Complex b);
float _Complex o_fadd(float _Complex a, float b, float _Complex c);
long double _Complex o_ldiv(long double _Complex a, long double _Complex b);
long double o_lre(long double _Complex a, int k);
double _Complex o_many(double _Complex a, double _Complex b, double _Complex c, double _Complex d, double _Complex e,
                       float _Complex f, double x, double _Complex g, int i);
struct cs o_cs(struct cs s);
struct cd o_cd(struct cd s);
struct cl o_cl(struct cl s);
double _Complex o_sum(int n, ...);
void o_call_back(void);

double _Complex m_dfun(double _Complex a, float _Complex b) { return a * b - 1.0i; }
long double _Complex m_lfun(long double _Complex a, long double x) { return a * x + a * a; }
double _Complex m_sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double _Complex s = 0;
  for (int i = 0; i < n; i++) {
    s += va_arg(ap, double _Complex);
    s += va_arg(ap, float _Complex) * 10; /* passed as is: complex float is not promoted */
    s += va_arg(ap, long double _Complex) * 100;
    s += va_arg(ap, double);
  }
  va_end(ap);
  return s;
}

int main(void) {
  double _Complex r = o_dmul(1.0 + 2.0i, 3.0 - 4.0i);
  printf("o_dmul %a %a\n", creal(r), cimag(r));
  float _Complex f = o_fadd(1.0f + 1.0fi, 0.5f, 2.0f - 3.0fi);
  printf("o_fadd %a %a\n", (double)crealf(f), (double)cimagf(f));
  long double _Complex l = o_ldiv(1.0L + 2.0Li, 3.0L - 1.0Li);
  printf("o_ldiv %La %La\n", creall(l), cimagl(l));
  printf("o_lre %La\n", o_lre(l, 3));
  r = o_many(1.0i, 2, 3.0 + 3.0i, 4.0i, 5, 6.0f - 1.0fi, 0.5, 8.0 + 0.125i, 9);
  printf("o_many %a %a\n", creal(r), cimag(r));
  struct cs s = o_cs((struct cs){1.0f + 2.0fi, 3.0});
  printf("o_cs %a %a %a\n", (double)crealf(s.f), (double)cimagf(s.f), s.d);
  struct cd d = o_cd((struct cd){4.0 + 5.0i});
  printf("o_cd %a %a\n", creal(d.z), cimag(d.z));
  struct cl c = o_cl((struct cl){6.0L + 7.0Li, 2});
  printf("o_cl %La %La %d\n", creall(c.z), cimagl(c.z), c.tag);
  r = o_sum(2, 1.0 + 1.0i, 2.0f + 2.0fi, 3.0L + 3.0Li, 0.5, -1.0 - 1.0i, -2.0f - 2.0fi, -3.0L - 3.0Li, 0.25);
  printf("o_sum %a %a\n", creal(r), cimag(r));
  /* past the SSE registers in a variadic call */
  float _Complex f1 = 1.0f, f2 = 2.0fi;
  long double _Complex l1 = 1.0L;
  r = o_sum(3, 1.0i, f1, l1, 1.0, 2.0i, f2, (long double _Complex)2.0L, 2.0, (double _Complex)3, 3.0fi, 3.0Li, 3.0);
  printf("o_sum3 %a %a\n", creal(r), cimag(r));
  o_call_back();
  return 0;
}
