/* The other half of typedef_align_lower.c: built by the other compiler. */
#include "typedef_align_lower.h"

long take_ua(struct s_ua s, int k) { return s.c * 1000000L + s.i * k; }
long take_ll4(struct s_ll4 t, int k) { return t.a + t.b * k; }
double take_mix(struct s_mix m, double x) { return m.c + m.s * 10 + m.d + x; }
double take_fd(struct s_fd v, double x) { return v.f + v.d * 2 + x; }
long take_scalars(uaint a, ll4 b, s1 c, d4 d, int k) { return a * 100 + b * 10 + c + (long)d + k; }
long double take_ldrec(int k, ldrec8 a, int j) { return a.x * k + j; }
v4si take_vec(v4si a, struct s_vec b) { return a * b.v + b.c; }
struct s_ua make_ua(int k) {
  struct s_ua s = {(char)k, k * 1000};
  return s;
}
struct s_ll4 make_ll4(int k) {
  struct s_ll4 t = {k, (long long)k << 33};
  return t;
}
void bump(uaint *p, ll4 *q, v4si *v, s1 *s) {
  *p += 1;
  *q *= 3;
  *v += 2;
  *s -= 1;
}
