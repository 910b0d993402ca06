// RUN: %cmp-gcc %s %t --mixed %S/Inputs/vector_abi_other.c
// RUN: %cmp-gcc %s %t --mixed %S/Inputs/vector_abi_other.c -O2
// GNU vectors passed and returned by value between this file and Inputs/vector_abi_other.c
// built by the other compiler (SysV, as gcc and clang-19 classify them: 16 bytes in one SSE
// register, 8 bytes SSE but <1 x double> in memory, up to 4 bytes INTEGER), alone, in
// structures (a structure that is one 16-byte vector travels in one SSE register), past the
// registers, and as variadic arguments.
#include <stdio.h>

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

v4si o_add(v4si a, v4si b);
v4hi o_hi(v4hi a, short k);
v2sf o_sf(v2sf a, v2sf b);
double o_df(v1df a, double k); /* gcc returns a v1df in memory, clang-19 (and ompfe) in xmm0 */
v4qi o_qi(v4qi a, v2qi b);
v2df o_many(v2df a, v2df b, v2df c, v2df d, v2df e, v2df f, v2df g, v2df h, v2df i, v2df j, v4qi q);
struct one o_one(struct one s, float k);
struct mix o_mix(struct mix m);
struct small o_small(struct small s);
struct big o_big(struct big b);
v4si o_sum(int n, ...);

static void show4(const char *what, long long a, long long b, long long c, long long d) {
  printf("%s %lld %lld %lld %lld\n", what, a, b, c, d);
}

int main(void) {
  v4si s = o_add((v4si){1, 2, 3, 4}, (v4si){10, 20, 30, -40});
  show4("add", s[0], s[1], s[2], s[3]);
  v4hi h = o_hi((v4hi){1, -2, 300, -4}, 7);
  show4("hi", h[0], h[1], h[2], h[3]);
  v2sf f = o_sf((v2sf){1.5f, 2.5f}, (v2sf){0.25f, -1});
  printf("sf %g %g\n", f[0], f[1]);
  printf("df %g\n", o_df((v1df){2.5}, -3));
  v4qi q = o_qi((v4qi){1, 2, 3, 4}, (v2qi){5, 6});
  show4("qi", q[0], q[1], q[2], q[3]);
  v2df x = {1, 0.5};
  v2df m = o_many(x, x, x, x, x, x, x, x, x, x, (v4qi){0, 0, 0, 100});
  printf("many %g %g\n", m[0], m[1]);
  struct one o = o_one((struct one){{1, 2, 3, 4}}, 0.5f);
  printf("one %g %g %g %g\n", o.x[0], o.x[1], o.x[2], o.x[3]);
  struct mix mx = o_mix((struct mix){{1, 2, 3, 4}, 1.25});
  show4("mix", mx.h[0], mx.h[1], mx.h[2], mx.h[3]);
  printf("mix %g\n", mx.d);
  struct small sm = o_small((struct small){{1, 2, 3, 4}, 41});
  show4("small", sm.q[0], sm.q[1], sm.q[2], sm.q[3]);
  printf("small %d\n", sm.i);
  struct big b = o_big((struct big){{1, 2, 3, 4}, {5, 6, 7, 8}});
  show4("big", b.a[0], b.a[1], b.a[2], b.a[3]);
  v4si sum = o_sum(9, s, s, s, s, s, s, s, s, (v4si){1, 1, 1, 1});
  show4("sum", sum[0], sum[1], sum[2], sum[3]);
  return 0;
}
