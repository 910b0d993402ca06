/* The other half of struct_abi_mixed.c: built by the other compiler (see cmp-gcc.sh --mixed).
 * Each function reads every byte of what it is given, so a missing or misplaced argument
 * shows in its result. */
#include <stdarg.h>
#include <stdio.h>
#include "struct_abi_mixed.h"

#define SUM_BYTES(T, n)                                                                            \
  unsigned long take_##T(struct T x, int tag) {                                                    \
    unsigned long s = (unsigned long)tag;                                                          \
    for (int i = 0; i < n; i++) s = s * 31 + (unsigned char)x.c[i];                                \
    return s;                                                                                      \
  }                                                                                                \
  struct T make_##T(int seed) {                                                                    \
    struct T x;                                                                                    \
    for (int i = 0; i < n; i++) x.c[i] = (char)(seed + i * 3);                                     \
    return x;                                                                                      \
  }
EACH_SIZE(SUM_BYTES)

double mixed(struct IF a, struct DD b, struct DDD c, struct FI3 d, struct LD1 e, union U24 f) {
  return a.i + a.f * 2 + b.a * 3 + b.b * 4 + c.a * 5 + c.b * 6 + c.c * 7 + d.a * 8 + d.b * 9 + d.c * 10 +
         (double)e.x * 11 + f.l[0] * 12 + f.l[1] * 13 + f.l[2] * 14;
}

long packed(struct P13 a, struct P5 b, struct A32 c, struct Arr d) {
  return a.c + a.d * 3 + a.i * 5 + b.c * 7 + b.i * 11 + c.x * 13 + d.a[0] * 17 + d.a[1] * 19 + d.a[2] * 23 + d.s * 29;
}

struct LD1 ld_ret(long double x) {
  struct LD1 r = {x * 2};
  return r;
}

struct A32 a32_ret(int x) {
  struct A32 r = {x * 3};
  return r;
}

/* out of registers: the structures after the five longs go on the stack */
long crowded(long a, long b, long c, long d, long e, struct LL f, struct IF g, struct C3 h, struct P5 i, struct C8 j) {
  return a + b * 2 + c * 3 + d * 4 + e * 5 + f.a * 6 + f.b * 7 + g.i * 8 + (long)g.f * 9 + h.c[0] * 10 + h.c[2] * 11 +
         i.i * 12 + j.c[7] * 13;
}

double crowded_sse(double a, double b, double c, double d, double e, double f, double g, struct DD h, struct IF i,
                   struct FFFF j) {
  return a + b + c + d + e + f + g + h.a * 2 + h.b * 3 + i.i * 4 + i.f * 5 + j.a * 6 + j.b * 7 + j.c * 8 + j.d * 9;
}

/* variadic: the caller decides where each structure goes, va_arg must find it there */
long vsum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long s = 0;
  for (int i = 0; i < n; i++) {
    switch (va_arg(ap, int)) {
    case 'l': s = s * 7 + va_arg(ap, long); break;
    case 'L': { struct LL x = va_arg(ap, struct LL); s = s * 7 + x.a * 3 + x.b; break; }
    case 'D': { struct DD x = va_arg(ap, struct DD); s = s * 7 + (long)(x.a * 3 + x.b); break; }
    case '3': { struct LLL x = va_arg(ap, struct LLL); s = s * 7 + x.a * 9 + x.b * 3 + x.c; break; }
    case 'c': { struct C40 x = va_arg(ap, struct C40); s = s * 7 + x.c[0] + x.c[39]; break; }
    case 'p': { struct P5 x = va_arg(ap, struct P5); s = s * 7 + x.c + x.i; break; }
    case 'f': { struct IF x = va_arg(ap, struct IF); s = s * 7 + x.i + (long)x.f; break; }
    case 'x': { struct LD1 x = va_arg(ap, struct LD1); s = s * 7 + (long)x.x; break; }
    case 'a': { struct A32 x = va_arg(ap, struct A32); s = s * 7 + x.x; break; }
    case 'd': s = s * 7 + (long)va_arg(ap, double); break;
    }
  }
  va_end(ap);
  return s;
}

/* calls back into the other half through pointers */
long call_back(struct LLL (*f)(struct LLL, struct C40, char), struct LLL a, struct C40 b) {
  struct LLL r = f(a, b, 5);
  return r.a * 100 + r.b * 10 + r.c;
}

char small_args(char a, unsigned char b, short c, unsigned short d, _Bool e) {
  printf("small_args %d %d %d %d %d\n", a, b, c, d, e);
  return (char)(a + b + c + d + e);
}
