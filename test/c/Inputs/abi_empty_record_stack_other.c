/* The other half of abi_empty_record_stack_mixed.c. */
#include <stdarg.h>
#include "abi_empty_record_stack.h"
long f_u2(union u2 p0, union u2 p1, union u2 p2, _Bool p3, void *p4, union u2 p5, union u2 p6, long p7,
          union u2 p8, union u2 p9, _Bool p10, union u2 p11) {
  (void)p0, (void)p1, (void)p2, (void)p5, (void)p6, (void)p8, (void)p9, (void)p11;
  return p3 * 100000 + (long)p4 * 1000 + p7 * 10 + p10;
}
long f_e1(long a, long b, long c, long d, long e, long f, struct e1 x, long g, struct e1 y, long h) {
  (void)x, (void)y;
  return a + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 700 + h * 80000;
}
long f_e3(struct e3 x, long a, struct e3 y, long b) {
  (void)x, (void)y;
  return a * 10 + b;
}
long f_n1(long a, long b, long c, long d, long e, long f, struct n1 x, long g) {
  return a + b + c + d + e + f + x.c * 1000 + g * 10;
}
long last_e3;
struct e3 r_e3(long a, long b) {
  struct e3 r;
  __builtin_memset(&r, 0, sizeof r);
  last_e3 = a * 10 + b;
  return r;
}
/* six longs fill the registers; then e1, 42, e1, 17 come from the stack */
long v_e1(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long s = 0;
  for (int i = 0; i < n; i++) s = s * 10 + va_arg(ap, long);
  (void)va_arg(ap, struct e1);
  s = s * 100 + va_arg(ap, long);
  (void)va_arg(ap, struct e1);
  s = s * 100 + va_arg(ap, long);
  va_end(ap);
  return s;
}
