/* The other half of complex_abi_mixed.c, built by the other compiler. */
#include <complex.h>
#include <stdarg.h>
#include <stdio.h>

struct cs { float _Complex f; double d; };
struct cd { double _Complex z; };
struct cl { long double _Complex z; int tag; };

double _Complex o_dmul(double _Complex a, double _Complex b) { return a * b + 1.0; }
float _Complex o_fadd(float _Complex a, float b, float _Complex c) { return a + b + c; }
long double _Complex o_ldiv(long double _Complex a, long double _Complex b) { return a / b; }
long double o_lre(long double _Complex a, int k) { return creall(a) * k + cimagl(a); }
/* more complex doubles than SSE registers: the later ones go on the stack, whole */
double _Complex o_many(double _Complex a, double _Complex b, double _Complex c, double _Complex d, double _Complex e,
                       float _Complex f, double x, double _Complex g, int i) {
  return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * x + 8 * g + i;
}
struct cs o_cs(struct cs s) { s.f *= 2; s.d += 1; return s; }
struct cd o_cd(struct cd s) { s.z = conj(s.z); return s; }
struct cl o_cl(struct cl s) { s.z += s.tag; s.tag++; return s; }
double _Complex o_sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double _Complex s = 0;
  for (int i = 0; i < n; i++) {
    s += va_arg(ap, double _Complex);
    s += va_arg(ap, float _Complex) * 10;
    s += va_arg(ap, long double _Complex) * 100;
    s += va_arg(ap, double);
  }
  va_end(ap);
  return s;
}
/* calls into the other file */
double _Complex m_dfun(double _Complex, float _Complex);
long double _Complex m_lfun(long double _Complex, long double);
double _Complex m_sum(int n, ...);
void o_call_back(void) {
  double _Complex r = m_dfun(1.5 - 2.0i, 3.0f + 0.25fi);
  printf("m_dfun %a %a\n", creal(r), cimag(r));
  long double _Complex l = m_lfun(2.0L + 3.0Li, 0.5L);
  printf("m_lfun %La %La\n", creall(l), cimagl(l));
  r = m_sum(2, 1.0 + 1.0i, 2.0f + 2.0fi, 3.0L + 3.0Li, 0.5, -1.0 - 1.0i, -2.0f - 2.0fi, -3.0L - 3.0Li, 0.25);
  printf("m_sum %a %a\n", creal(r), cimag(r));
}
