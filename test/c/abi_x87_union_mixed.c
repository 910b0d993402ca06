// RUN: %cmp-gcc %s %t --mixed %S/Inputs/abi_x87_union_other.c
// RUN: %cmp-gcc %s %t --mixed %S/Inputs/abi_x87_union_other.c -O2
// A 16-byte union of a long double with integers that cover both eightbytes (long long[2],
// __int128, char[16] or [10], struct { long a, b; }, also inside a structure) classifies
// INTEGER, INTEGER: SysV merges X87 and X87UP with INTEGER into INTEGER, and only what is
// left of the x87 classes after the merge goes in memory. ompfe took any long double for
// MEMORY, so it passed these byval and returned them through sret while gcc and clang-19 use
// two integer registers and rax:rdx (silent wrong results). Unions of a long double with an
// int, a double, float[4] or _Complex float, and struct { long double; }, stay in memory;
// arguments past the registers and va_arg in both directions too.
#include "Inputs/abi_x87_union.h"

long long m_regs(union U a, union M m, union W w, struct N n, long l) {
  return a.i[0] * 10000 + a.i[1] * 1000 + m.s.a * 100 + m.s.b * 10 + w.c[0] + w.c[15] + n.u.l[0] * 3 + n.u.l[1] * 5 + l;
}
union M m_ret_m(long a, long b) { union M m; m.s.a = a * 2; m.s.b = b * 3; return m; }
long double m_vsum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long double s = vsum(n, ap);
  va_end(ap);
  return s;
}

int main(void) {
  union U u = {{40, 2}};
  union V v;
  v.q = 99;
  union W w;
  for (int i = 0; i < 16; i++) w.c[i] = 'a' + i;
  printf("o_regs %lld\n", o_regs(u, 1.25, v, 7, w, 3));
  union U ru = o_ret_u(5, 6);
  printf("o_ret_u %lld %lld\n", ru.i[0], ru.i[1]);
  union V rv = o_ret_v(9);
  printf("o_ret_v %lld %lld\n", (long long)(rv.q >> 64), (long long)rv.q);
  union W rw = o_ret_w('a');
  printf("o_ret_w %c %c\n", rw.c[0], rw.c[15]);
  struct N rn = o_ret_n(-1, 77);
  printf("o_ret_n %ld %ld\n", rn.u.l[0], rn.u.l[1]);
  union M rm = o_ret_m(12, 34);
  printf("o_ret_m %ld %ld\n", rm.s.a, rm.s.b);
  union E re = o_ret_e(1.75L);
  printf("o_ret_e %La\n", re.ld);
  union K1 k1 = {.ld = 1};
  union K2 k2 = {.ld = 0};
  k2.d = 2;
  union K3 k3 = {.ld = 0};
  k3.f[0] = 3;
  union K4 k4 = {.ld = 0};
  k4.c = 4;
  printf("o_mem %La\n", o_mem(k1, k2, k3, k4, (struct K5){5}, 6, u, 8));
  printf("o_ret_k2 %a\n", o_ret_k2(2.5).d);
  printf("o_ret_k5 %La\n", o_ret_k5(10).ld);
  struct N n;
  n.u.l[0] = 100, n.u.l[1] = 200;
  union E e;
  e.ld = 4;
  printf("o_many %lld\n", o_many(u, n, rm, v, 1000, e));
  printf("o_vsum %La\n", o_vsum(3, u, rm, 1.5L, k2, w, ru, rm, 2.5L, k2, rw, u, rm, 3.5L, k2, w));
  o_call_back();
  return 0;
}
