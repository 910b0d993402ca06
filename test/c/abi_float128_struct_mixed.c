// RUN: %cmp-gcc %s %t --mixed %S/Inputs/abi_float128_struct_other.c
// RUN: %cmp-gcc %s %t --mixed %S/Inputs/abi_float128_struct_other.c -O2
// A 16-byte aggregate that holds only a __float128 (struct { __float128 q; }, a union of it
// with a double, struct { union { __float128 q; } u; }, struct { __float128 q[1]; })
// classifies SSE, SSEUP and travels in one xmm register like the bare __float128 (clang-19's
// IR: fp128, or <2 x double> for the union with a double). ompfe classified it SSE, SSE and
// split it over two registers, as two doubles; and its va_arg read a bare __float128 from the
// stack, never from the register save area where callers put it (silent wrong results).
// Arguments, results, arguments past the SSE registers and va_arg, in both directions.
#include "Inputs/abi_float128_struct.h"

double m_args(struct C c, double d, struct Q s, union A a, struct Q1 q1) {
  return (double)c.u.q + d * 10 + (double)s.q * 100 + (double)a.q * 1000 + (double)q1.q[0] * 10000;
}
struct Q m_ret_q(double d) { struct Q s = {d + 0.5}; return s; }
double m_vsum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = vsum(n, ap);
  va_end(ap);
  return s;
}

int main(void) {
  struct Q s = {2.25};
  union A a;
  a.q = 2.5;
  struct C c;
  c.u.q = 4.5;
  struct Q1 q1 = {{0.75}};
  printf("o_args %a\n", o_args(s, 1.0, a, c, q1, (struct DD){6, 7}));
  printf("o_ret_q %a\n", (double)o_ret_q(3).q);
  printf("o_ret_a %a\n", (double)o_ret_a(3).q);
  printf("o_ret_c %a\n", (double)o_ret_c(3).u.q);
  printf("o_ret_q1 %a\n", (double)o_ret_q1(3).q[0]);
  printf("o_ret_f %a\n", (double)o_ret_f(s, 4));
  printf("o_many %a\n", o_many(s, a, c, 1, s, 2, 3, q1, s, a, 4, c, 5));
  printf("o_vsum %a\n", o_vsum(3, s, a, (__float128)0.5, 0.125, c, s, a, (__float128)1.5, 1.0, c, s, a, (__float128)2, 3.0, c));
  o_call_back();
  return 0;
}
