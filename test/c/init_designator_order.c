// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// RUN: %ompcc -DCOPY %s -o %t.copy && %t.copy | FileCheck %s --check-prefix=COPY
// Designators in random order, each element named several times (C11 6.7.9p19): arrays of
// ints, of structs with strings split by a later character, of unions whose member changes,
// and an unsized array of structs holding unions and strings, where a brace list for an element
// or a member replaces all of it. File scope and automatic objects. The initializer builder
// finds what a new element overrides through an index over the elements so far; this checks
// that it finds everything an in-order scan would, whatever the order. Unsized arrays whose
// largest index is followed by a member or an index ([2].x) have that index + 1 elements.
// -DCOPY: struct values partly overridden, in random order (gcc drops the value, clang-19
// keeps it under the override, and so does ompfe; clang-19's output is below).
#include <stdio.h>

static void dump(const char *name, const void *p, size_t n) {
  const unsigned char *b = p;
  printf("%s:", name);
  for (size_t i = 0; i < n; i++) printf(" %02x", b[i]);
  printf("\n");
}
#define D(x) dump(#x, &x, sizeof x)

struct S { int x, y; char s[8]; };
union U { int i; char c[4]; short h[2]; };
struct W { int k; union U u; char t[4]; };
struct P { int x, y; };
struct N { struct P p, q; };

#ifndef COPY
#define INIT_A(v) \
  [2] = -26, [0] = -40, [10] = 30, [14] = 58, [9] = 23, [19] = 93, [12] = 44, [21] = 107, \
  [3] = -19, [1] = -33, [5] = v, [5] = -5, [18] = 86, [18] = v, [4] = -12, [9] = v, [16] = 72, \
  [23] = v, [11] = 37, [15] = 65, [20] = 100, [7] = 9, [17] = 79, [8] = 16, [22] = 114, [15] = v, \
  [13] = 51, [23] = 121, [6] = 2
#define INIT_S(v) \
  [5].s = "abcdef", [8].s[3] = 'T', [1].y = 2, [3].y = 4, [0].s[0] = 'Q', [6].s = "abcdefg", \
  [9].s = "abc", [3] = { .x = v }, [9].s[4] = 'U', [9].y = 10, [4].y = 5, [2].s = "abc", \
  [4].s[4] = 'U', [7].s = "a", [1].s = "ab", [0] = { .x = v }, [6] = { .x = v }, [7].s[2] = 'S', \
  [4].s = "abcde", [10].y = 11, [0].y = 1, [9] = { .x = v }, [0].s = "a", [11].s = "abcde", \
  [10].s = "abcd", [10].s[0] = 'Q', [1].s[1] = 'R', [5].y = 6, [2].s[2] = 'S', [8].s = "ab", \
  [3].s[3] = 'T', [9].x = -9, [3].s = "abcd", [11].s[1] = 'R', [5].x = -5, [6].s[1] = 'R', \
  [5].s[0] = 'Q', [2].y = 3, [1].x = -1, [8].y = 9, [7].y = 8, [11].y = 12, [6].y = 7
#define INIT_U(v) \
  [8].c = "xy", [7].c[2] = 'k', [8].h[1] = v, [9].h[0] = -9, [1].c = "xy", [3].h[1] = v, \
  [7].c = "xy", [7].i = 1007, [5].c = "xy", [4].c[2] = 'k', [10].h[0] = -10, [11].c = "xy", \
  [0].h[1] = v, [1].h[1] = v, [11].h[0] = -11, [1].h[0] = -1, [8].c[2] = 'k', [11].i = 1011, \
  [6].c = "xy", [0].c[2] = 'k', [4].h[0] = -4, [3].c = "xy", [2].h[1] = v, [11].c[2] = 'k', \
  [2].c[2] = 'k', [4].i = 1004, [8].h[0] = -8, [10].c[2] = 'k', [9].h[1] = v, [10].h[1] = v, \
  [5].i = 1005, [2].c = "xy", [5].c[2] = 'k', [2].i = 1002, [5].h[0] = -5, [6].h[1] = v
#define INIT_W(v) \
  [4].u.i = 308, [6].u.i = 462, [7].t = "mn", [1].u = { .h = { v, 3 } }, \
  [8].u = { .h = { v, 3 } }, [2].u = { .h = { v, 3 } }, [8] = { .t = "z" }, [0].k = 0, \
  [1].t[2] = 'o', [7].u.i = 539, [5].u = { .h = { v, 3 } }, [9].u = { .h = { v, 3 } }, \
  [6].t = "mn", [1] = { .t = "z" }, [4] = { .t = "z" }, [7].t[2] = 'o', [3].t[2] = 'o', \
  [3].t = "mn", [3].k = 3, [9] = { .t = "z" }, [1].k = 1, [0].t[2] = 'o', \
  [7].u = { .h = { v, 3 } }, [9].t[2] = 'o', [3].u.i = 231, [6] = { .t = "z" }, [7].u.c[1] = 'p', \
  [5].u.i = 385, [7] = { .t = "z" }, [5] = { .t = "z" }, [9].t = "mn", [2].t[2] = 'o', \
  [0].u.i = 0, [6].k = 6, [5].t[2] = 'o', [2].u.c[1] = 'p', [3] = { .t = "z" }, [6].t[2] = 'o', \
  [4].k = 4, [2].u.i = 154, [3].u.c[1] = 'p', [2].k = 2, [8].u.i = 616

/* every case twice: a file-scope object and an automatic one (with v == 5) */
#define CASES(pre, v)                   \
  int pre##a[24] = { INIT_A(v) };       \
  struct S pre##s[12] = { INIT_S(v) };  \
  union U pre##u[12] = { INIT_U(v) };   \
  struct W pre##w[] = { INIT_W(v) };    \
  /* unsized, the largest index followed by a member or an index */ \
  struct P pre##o[] = { [2].x = v, [0] = { 1 } };         \
  int pre##m[][3] = { [1][2] = v, [0] = { 1 } };          \
  struct P pre##q[] = { [0] = { 1 }, [3].y = v };

CASES(g, 5)

static void automatic(int v) {
  CASES(l, v)
  D(la), D(ls), D(lu), D(lw), D(lo), D(lm), D(lq);
}

int main(void) {
  D(ga), D(gs), D(gu), D(gw), D(go), D(gm), D(gq);
  automatic(5);
  return 0;
}
#else
static void copies(int v) {
  struct P pv = { 5, 6 };
  struct N nv = { { 1, 2 }, { 3, 4 } };
  // COPY: n: 01 00 00 00 02 00 00 00 03 00 00 00 00 00 00 00 01 00 00 00 05 00 00 00 00 00 00 00 07 00 00 00 08 00 00 00 00 00 00 00 03 00 00 00 04 00 00 00 00 00 00 00 05 00 00 00 05 00 00 00 06 00 00 00
  struct N n[4] = { [2].q.x = 9, [1] = nv, [3].p = pv, [0].p = pv, [1].p.y = v, [2] = nv, [0].p.x = 3,
                    [3] = { .q = pv }, [1].q = { .y = 7 }, [2].p = { 8 }, [3].p.y = v, [0] = nv, [0].q.y = 0 };
  D(n);
}

int main(void) {
  copies(5);
  return 0;
}
#endif
