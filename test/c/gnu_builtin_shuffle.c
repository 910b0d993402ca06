// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// GCC's __builtin_shuffle(v, mask) and (v1, v2, mask) on vector_size types, the mask known at
// run time or constant, its elements taken modulo N (one vector) or 2N (two), each vector
// evaluated once: ompfe refused a mask known only at run time ("'__builtin_shuffle' with a
// mask that is no constant vector is not supported by ompfe").
#include <stdio.h>

typedef int v4si __attribute__((vector_size(16)));
typedef unsigned v4su __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
typedef short v8hi __attribute__((vector_size(16)));
typedef long long v2di __attribute__((vector_size(16)));
typedef double v2df __attribute__((vector_size(16)));

static int calls;
static v4si counted(v4si v) { calls++; return v; }

int main(int argc, char **argv) {
  (void)argv;
  v4si a = {1, 2, 3, 4}, b = {5, 6, 7, 8};
  v4si m = {3, 2, 1, 0}, m2 = {0, 4, 1, 5 + argc * 8}, wrap = {-1, 9, 6, argc + 3};
  v4si c = __builtin_shuffle(a, m), d = __builtin_shuffle(a, b, m2), e = __builtin_shuffle(a, wrap);
  v4si f = __builtin_shuffle(a, b, wrap), g = __builtin_shuffle(counted(a), (v4si){3, 3, 0, 0});
  v4si k = __builtin_shuffle(counted(a), m) + __builtin_shuffle(counted(a), counted(b), m2);
  v4sf s = {0.5f, 1.5f, 2.5f, 3.5f};
  v4sf t = __builtin_shuffle(s, (v4su){1, 1, 3, 2});
  v8hi h = {10, 11, 12, 13, 14, 15, 16, 17};
  v8hi hh = __builtin_shuffle(h, h * 2, (v8hi){15, 0, 8, 7, 1, 9, argc, -argc});
  v2df df = __builtin_shuffle((v2df){1.25, 2.5}, (v2df){3.75, 5.0}, (v2di){3, 0});
  for (int i = 0; i < 4; i++) printf("%d %d %d %d %d %d %g | ", c[i], d[i], e[i], f[i], g[i], k[i], t[i]);
  printf("\n");
  for (int i = 0; i < 8; i++) printf("%d ", hh[i]);
  printf("%g %g %d %d\n", df[0], df[1], calls, __has_builtin(__builtin_shuffle));
  return 0;
}
