/* The types and functions shared by abi_x87_union_mixed.c and Inputs/abi_x87_union_other.c. */
#include <stdarg.h>
#include <stdio.h>

/* a long double beside integers covering both eightbytes: INTEGER, INTEGER (two registers) */
union U { long long i[2]; long double ld; };
union V { __int128 q; long double ld; };
union W { char c[16]; long double ld; };
struct N { union { long double ld; long l[2]; } u; };
union M { long double ld; struct { long a, b; } s; };
union E { long double ld; char c[10]; };
/* still MEMORY: X87UP alone, or the x87 classes with SSE */
union K1 { long double ld; int i; };
union K2 { long double ld; double d; };
union K3 { long double ld; float f[4]; };
union K4 { long double ld; _Complex float c; };
struct K5 { long double ld; };

long long o_regs(union U a, double x, union V v, int k, union W w, long l);
union U o_ret_u(long long a, long long b);
union V o_ret_v(long long a);
union W o_ret_w(char c);
struct N o_ret_n(long a, long b);
union M o_ret_m(long a, long b);
union E o_ret_e(long double x);
long double o_mem(union K1 a, union K2 b, union K3 c, union K4 d, struct K5 e, long double f, union U g, long h);
union K2 o_ret_k2(double d);
struct K5 o_ret_k5(long double x);
long long o_many(union U a, struct N b, union M c, union V d, long e, union E f);
long double o_vsum(int n, ...);
void o_call_back(void);

long long m_regs(union U a, union M m, union W w, struct N n, long l);
union M m_ret_m(long a, long b);
long double m_vsum(int n, ...);

/* what each side's variadic function reads: five values a round. (gcc-12 at -O2 reads a
 * 16-byte aligned union from the integer registers' save area with movdqa, which faults on
 * its 8-byte alignment: this function is built at -O0 by gcc.) */
__attribute__((optimize("O0"))) static long double vsum(int n, va_list ap) {
  long double s = 0;
  for (int i = 0; i < n; i++) {
    union U u = va_arg(ap, union U);
    union M m = va_arg(ap, union M);
    long double ld = va_arg(ap, long double);
    union K2 k = va_arg(ap, union K2);
    union W w = va_arg(ap, union W);
    s = s * 3 + u.i[0] * 10 + u.i[1] + m.s.a * 100 + m.s.b + ld + k.d + w.c[0] + w.c[15];
  }
  return s;
}
