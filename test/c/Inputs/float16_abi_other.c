#include "float16_abi.h"
_Float16 o_scale(_Float16 x, float f, _Float16 y) { return x * f + y; }
struct h3 o_h3(struct h3 s, _Float16 k) {
  struct h3 r = {s.a * k, s.b - k, -s.c};
  return r;
}
double o_sum(struct h1 a, struct hf b, struct h5i c, struct h9 d) {
  return (double)a.a + b.a + b.f + b.b + c.a[0] + c.a[4] + c.i + d.a[0] + d.a[8];
}
double o_varargs(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = 0;
  for (int i = 0; i < n; i++) s = s * 10 + (double)va_arg(ap, _Float16) + va_arg(ap, double);
  va_end(ap);
  return s;
}
_Float16 o_many(_Float16 a, _Float16 b, _Float16 c, _Float16 d, _Float16 e, _Float16 f, _Float16 g,
                _Float16 h, _Float16 i, _Float16 j) {
  return a + b * 2 + c * 3 + d * 4 + e * 5 + f * 6 + g * 7 + h * 8 + i * 9 + j * 10;
}
