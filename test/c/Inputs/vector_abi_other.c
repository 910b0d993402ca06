/* The other half of vector_abi_mixed.c, built by the other compiler. */
#include <stdarg.h>

typedef int v4si __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
typedef double v2df __attribute__((vector_size(16)));
typedef short v4hi __attribute__((vector_size(8)));
typedef float v2sf __attribute__((vector_size(8)));
typedef double v1df __attribute__((vector_size(8)));
typedef char v4qi __attribute__((vector_size(4)));
typedef char v2qi __attribute__((vector_size(2)));
struct one { v4sf x; };
struct mix { v4hi h; double d; };
struct small { v4qi q; int i; };
struct big { v4si a; v4si b; };

v4si o_add(v4si a, v4si b) { return a + b; }
v4hi o_hi(v4hi a, short k) { return a * k; }
v2sf o_sf(v2sf a, v2sf b) { return a - b; }
double o_df(v1df a, double k) { return (a * k)[0]; }
v4qi o_qi(v4qi a, v2qi b) { return a + b[1]; }
v2df o_many(v2df a, v2df b, v2df c, v2df d, v2df e, v2df f, v2df g, v2df h, v2df i, v2df j, v4qi q) {
  return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i + 10 * j + q[3];
}
struct one o_one(struct one s, float k) { s.x *= k; return s; }
struct mix o_mix(struct mix m) { m.h = -m.h; m.d *= 2; return m; }
struct small o_small(struct small s) { s.q = ~s.q; s.i++; return s; }
struct big o_big(struct big b) { b.a += b.b; return b; }
v4si o_sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  v4si s = {0, 0, 0, 0};
  for (int k = 0; k < n; k++) {
    v4si v = va_arg(ap, v4si);
    s += v;
  }
  va_end(ap);
  return s;
}
