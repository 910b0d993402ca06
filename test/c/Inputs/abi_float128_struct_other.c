/* The other half of abi_float128_struct_mixed.c, built by the other compiler. */
#include "abi_float128_struct.h"

double o_args(struct Q s, double d, union A a, struct C c, struct Q1 q1, struct DD dd) {
  return (double)s.q + d * 10 + (double)a.q * 100 + (double)c.u.q * 1000 + (double)q1.q[0] * 10000 + dd.a * 1e5 +
         dd.b * 1e6;
}
struct Q o_ret_q(double d) { struct Q s = {d * 2}; return s; }
union A o_ret_a(double d) { union A a; a.q = d * 3; return a; }
struct C o_ret_c(double d) { struct C c; c.u.q = d * 4; return c; }
struct Q1 o_ret_q1(double d) { struct Q1 q; q.q[0] = d * 5; return q; }
__float128 o_ret_f(struct Q s, __float128 f) { return s.q * f; }
/* a to h take the eight SSE registers; i, j, k and l go on the stack */
double o_many(struct Q a, union A b, struct C c, double d, struct Q e, __float128 f, double g, struct Q1 h, struct Q i,
              union A j, double k, struct C l, int m) {
  return (double)a.q + (double)b.q * 2 + (double)c.u.q * 3 + d * 4 + (double)e.q * 5 + (double)f * 6 + g * 7 +
         (double)h.q[0] * 8 + (double)i.q * 9 + (double)j.q * 10 + k * 11 + (double)l.u.q * 12 + m * 13;
}
double o_vsum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = vsum(n, ap);
  va_end(ap);
  return s;
}

/* calls into the other file */
void o_call_back(void) {
  struct C c;
  c.u.q = 1.5;
  struct Q s = {2.5};
  union A a;
  a.q = 3.5;
  struct Q1 q1 = {{4.5}};
  printf("m_args %a\n", m_args(c, 0.25, s, a, q1));
  printf("m_ret_q %a\n", (double)m_ret_q(7).q);
  printf("m_vsum %a\n", m_vsum(2, s, a, (__float128)0.5, 0.125, c, s, a, (__float128)1.5, 1.0, c));
}
