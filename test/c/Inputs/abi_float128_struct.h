/* The types and functions shared by abi_float128_struct_mixed.c and
 * Inputs/abi_float128_struct_other.c. */
#include <stdarg.h>
#include <stdio.h>

/* SSE, SSEUP: one xmm register, as a bare __float128 */
struct Q { __float128 q; };
union A { __float128 q; double d; };
struct C { union { __float128 q; } u; };
struct Q1 { __float128 q[1]; };
/* SSE, SSE: two xmm registers */
struct DD { double a, b; };

double o_args(struct Q s, double d, union A a, struct C c, struct Q1 q1, struct DD dd);
struct Q o_ret_q(double d);
union A o_ret_a(double d);
struct C o_ret_c(double d);
struct Q1 o_ret_q1(double d);
__float128 o_ret_f(struct Q s, __float128 f);
double o_many(struct Q a, union A b, struct C c, double d, struct Q e, __float128 f, double g, struct Q1 h, struct Q i,
              union A j, double k, struct C l, int m);
double o_vsum(int n, ...);
void o_call_back(void);

double m_args(struct C c, double d, struct Q s, union A a, struct Q1 q1);
struct Q m_ret_q(double d);
double m_vsum(int n, ...);

/* what each side's variadic function reads: five values a round */
static double vsum(int n, va_list ap) {
  double s = 0;
  for (int i = 0; i < n; i++) {
    struct Q q = va_arg(ap, struct Q);
    union A a = va_arg(ap, union A);
    __float128 f = va_arg(ap, __float128);
    double d = va_arg(ap, double);
    struct C c = va_arg(ap, struct C);
    s = s * 3 + (double)q.q + (double)a.q * 10 + (double)f * 100 + d * 1000 + (double)c.u.q * 10000;
  }
  return s;
}
