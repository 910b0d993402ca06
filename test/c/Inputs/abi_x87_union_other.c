/* The other half of abi_x87_union_mixed.c, built by the other compiler. */
#include "abi_x87_union.h"

/* w finds one integer register left and goes on the stack, whole; l takes the last one */
long long o_regs(union U a, double x, union V v, int k, union W w, long l) {
  return a.i[0] * 1000000 + a.i[1] * 10000 + (long long)(x * 100) + (long long)v.q * 10 + k + w.c[0] * w.c[15] + l * 7;
}
union U o_ret_u(long long a, long long b) { union U u; u.i[0] = a; u.i[1] = b; return u; }
union V o_ret_v(long long a) { union V v; v.q = (__int128)a << 64 | 5; return v; }
union W o_ret_w(char c) { union W w; for (int i = 0; i < 16; i++) w.c[i] = c + i; return w; }
struct N o_ret_n(long a, long b) { struct N n; n.u.l[0] = a; n.u.l[1] = b; return n; }
union M o_ret_m(long a, long b) { union M m; m.s.a = a; m.s.b = b; return m; }
union E o_ret_e(long double x) { union E e; e.ld = x * 2; return e; }
long double o_mem(union K1 a, union K2 b, union K3 c, union K4 d, struct K5 e, long double f, union U g, long h) {
  return a.ld + b.d + c.f[0] + __real__ d.c + e.ld * 2 + f * 3 + g.i[0] + g.i[1] + h;
}
union K2 o_ret_k2(double d) { union K2 k; k.d = d + 1; return k; }
struct K5 o_ret_k5(long double x) { struct K5 k = {x / 4}; return k; }
/* a, b and c take the six integer registers; the rest go on the stack */
long long o_many(union U a, struct N b, union M c, union V d, long e, union E f) {
  return a.i[0] + a.i[1] * 2 + b.u.l[0] * 3 + b.u.l[1] * 4 + c.s.a * 5 + c.s.b * 6 + (long long)d.q * 7 + e * 8 +
         (long long)f.ld * 9;
}
long double o_vsum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long double s = vsum(n, ap);
  va_end(ap);
  return s;
}

/* calls into the other file */
void o_call_back(void) {
  union U u = {{3, 4}};
  union M m;
  m.s.a = 5, m.s.b = 6;
  union W w;
  for (int i = 0; i < 16; i++) w.c[i] = 'A' + i;
  struct N n;
  n.u.l[0] = 7, n.u.l[1] = 8;
  printf("m_regs %lld\n", m_regs(u, m, w, n, 9));
  union M r = m_ret_m(11, 12);
  printf("m_ret_m %ld %ld\n", r.s.a, r.s.b);
  union K2 k = {.d = 0.5};
  printf("m_vsum %La\n", m_vsum(3, u, m, 1.5L, k, w, u, m, 2.5L, k, w, u, m, 3.5L, k, w));
}
