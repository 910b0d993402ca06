// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// RUN: %ompcc -DCOPY %s -o %t.copy && %t.copy | FileCheck %s --check-prefix=COPY
// A later initializer of part of an object initialized before (C11 6.7.9p19): a designator
// into a char array overrides one character of its string; a brace list for a sub-object
// initializes all of it (what it does not name is zero); another member of a union replaces
// what the union held. File scope and automatic objects. ompfe dropped the whole string for
// `.name[1] = 'Z'` and kept the earlier members under `[1] = { .y = 3 }`.
// -DCOPY: a struct value partly overridden after it; gcc drops the value, clang-19 keeps it
// under the override, and so does ompfe (clang-19's output is below).
#include <stdio.h>
#include <wchar.h>

static void dump(const char *name, const void *p, size_t n) {
  const unsigned char *b = p;
  printf("%s:", name);
  for (size_t i = 0; i < n; i++) printf(" %02x", b[i]);
  printf("\n");
}
#define D(x) dump(#x, &x, sizeof x)

struct Q { char name[8]; };
struct P { int x, y; };
struct R { struct P pts[3]; };
struct S { char s[4]; int k; };
struct A { struct S a[2]; int t; };
union U { char c[8]; int i; struct { short a, b; } h; };
struct W { wchar_t w[4]; };
struct N { struct P p, q; };
struct BF { int a : 3, b : 5; char s[3]; };
struct UU { union U u; int z; };
struct AU { int k; union { int i; char s[6]; }; int z; };
struct F { int n; char s[4]; };
struct M { struct N n; int t; };

#ifndef COPY
/* every case twice: a file-scope object and an automatic one (with v == 5) */
#define CASES(pre, v)                                                                                      \
  struct Q pre##1 = { .name = "abc", .name[1] = 'Z' };                                                     \
  struct A pre##2 = { { { "q" }, { "rs", v } }, .a[0].s[2] = 'Z' };                                       \
  struct P pre##3[2] = { [1].x = 1, [1] = { .y = v } };                                                    \
  struct R pre##4 = { .pts[1].y = v, .pts = { [2] = { 7, 8 } } };                                          \
  struct R pre##5 = { .pts[1].x = 1, .pts[1].y = v };                                                      \
  struct Q pre##6 = { .name[5] = 'x', .name = "ab" };                                                      \
  struct Q pre##7 = { .name = "abcdefg", .name = "hi" };                                                   \
  struct W pre##8 = { .w = L"abc", .w[2] = L'Z' };                                                         \
  union U pre##9 = { .c = "abcdefg", .i = v };                                                             \
  union U pre##10 = { .i = -1, .h.a = v };                                                                 \
  union U pre##11 = { .c = "abcdefg", .c[1] = 'Z' };                                                       \
  struct N pre##12 = { .p.x = 1, .q.y = 2, .p = { .y = v } };                                              \
  struct N pre##13 = { .p = { 1, 2 }, .p.y = v };                                                          \
  int pre##14[2][3] = { [0][1] = 4, [0][2] = v, [0] = { [0] = 1 }, [1][1] = 6 };                           \
  struct Q pre##15[2] = { [0].name = "xyz", [1] = { "uv" }, [0].name[0] = 'A', [1].name[3] = 'B' };        \
  struct BF pre##16 = { .a = 1, .b = 2, .s = "hi", .s[0] = 'H', .b = 7 };                                  \
  struct UU pre##17 = { .u.i = -1, .u = { .h.b = v }, .z = 4 };                                            \
  struct Q pre##18 = { .name = { "abc" }, .name[2] = 'Z' };                                                \
  struct A pre##19 = { .a[1].k = v, .a[1].s[1] = 'p', .a[1] = { .s = "z" } };                              \
  struct R pre##20 = { .pts = { { 1, 2 }, { 3, 4 }, { 5, 6 } }, .pts[1] = { v } };                         \
  struct N pre##21 = { .p = { 1, 2 }, .q = { 3, 4 }, .p = (struct P){ 7 } };                               \
  union U pre##22 = { .h = { 1, 2 }, .h.b = v };                                                           \
  struct Q pre##23 = { .name = "abc", .name[1] = 'Z', .name[6] = 'Y' };                                    \
  struct AU pre##24 = { .i = -1, .s[4] = 'q', .z = v };                                                    \
  struct AU pre##25 = { .s = "hello", .s[1] = 'E' };                                                       \
  union U pre##26[] = { [1].c = "abc", [0].i = v, [1].c[0] = 'X', [2] = { .i = 9 }, [2].h.b = 1 };        \
  struct F pre##27[] = { [0] = { v, "ab" }, [0].s[1] = 'B', [1].s = "cd", [1] = { .n = 2 } };              \
  struct N pre##28 = { 1, 2, 3, 4, .p = {}, .q.x = v };                                                    \
  union U pre##29 = { .c = "abcdefg", .h = {} };                                                           \
  struct UU pre##30 = { { .c = "abcdefg" }, v, .u.c[7] = 'Q' };                                            \
  struct UU pre##31 = { .u.i = v, 1, .u.c[2] = 'r' };                                                      \
  char pre##32[] = { [3] = 'x', [0] = 'a', [3] = 'y' };                                                    \
  struct N pre##33 = { .p = (struct P){ 7, 8 }, .p = { .y = v } };

#define DUMP(pre)                                                                                          \
  D(pre##1), D(pre##2), D(pre##3), D(pre##4), D(pre##5), D(pre##6), D(pre##7), D(pre##8), D(pre##9), D(pre##10), D(pre##11),   \
      D(pre##12), D(pre##13), D(pre##14), D(pre##15), D(pre##16), D(pre##17), D(pre##18), D(pre##19), D(pre##20),          \
      D(pre##21), D(pre##22), D(pre##23), D(pre##24), D(pre##25), D(pre##26), D(pre##27), D(pre##28), D(pre##29),         \
      D(pre##30), D(pre##31), D(pre##32), D(pre##33)

CASES(g, 5)
/* a compound literal's elements at file scope (GNU); automatic, it is a copy (see COPY) */
struct UU g34 = { .u = (union U){ .c = "abcdefg" }, .u.c[1] = 'Z' };

static void automatic(int v) {
  CASES(l, v)
  DUMP(l);
}

int main(void) {
  DUMP(g);
  D(g34);
  automatic(5);
  return 0;
}
#else
static void copies(int v) {
  struct P pv = { 5, 6 };
  struct N nv = { { 1, 2 }, { 3, 4 } };
  union U uv = { .c = "abcdefg" };
  struct S sv = { "xyz", 7 };
  // COPY: n1: 05 00 00 00 05 00 00 00 00 00 00 00 00 00 00 00
  struct N n1 = { .p = pv, .p.y = v };
  // COPY: m1: 00 00 00 00 09 00 00 00 03 00 00 00 04 00 00 00 00 00 00 00
  struct M m1 = { .n = nv, .n.p = { .y = 9 } };
  // COPY: m2: 01 00 00 00 08 00 00 00 09 00 00 00 04 00 00 00 00 00 00 00
  struct M m2 = { .n = nv, .n.q.x = 9, .n.p.y = 8 };
  // COPY: m3: 05 00 00 00 06 00 00 00 03 00 00 00 04 00 00 00 00 00 00 00
  struct M m3 = { .n = nv, .n.p = pv };
  // COPY: m4: 00 00 00 00 06 00 00 00 03 00 00 00 04 00 00 00 00 00 00 00
  struct M m4 = { .n = nv, .n.p = pv, .n.p.x = 0 };
  // COPY: u1: 05 00 00 00 65 66 67 00
  struct { union U u; } u1 = { .u = uv, .u.i = v };
  // COPY: u2: 61 5a 63 64 65 66 67 00
  struct { union U u; } u2 = { .u = uv, .u.c[1] = 'Z' };
  // COPY: s1: 78 51 7a 00 07 00 00 00
  struct { struct S s; } s1 = { .s = sv, .s.s[1] = 'Q' };
  // COPY: s2: 71 00 00 00 07 00 00 00
  struct { struct S s; } s2 = { .s = sv, .s.s = "q" };
  // COPY: s3: 00 00 00 00 01 00 00 00
  struct { struct S s; } s3 = { .s = sv, .s = { .k = 1 } };
  // COPY: s4: 78 79 00 00 07 00 00 00
  struct { struct S s; } s4 = { .s = sv, .s.s = { "xy" } };
  // COPY: c1: 61 5a 63 64 65 66 67 00 00 00 00 00
  struct UU c1 = { .u = (union U){ .c = "abcdefg" }, .u.c[1] = 'Z' };
  // COPY: c2: 07 00 00 00 05 00 00 00 00 00 00 00 00 00 00 00
  struct N c2 = { .p = (struct P){ 7, 8 }, .p.y = v };
  D(n1), D(m1), D(m2), D(m3), D(m4), D(u1), D(u2), D(s1), D(s2), D(s3), D(s4), D(c1), D(c2);
}

int main(void) {
  copies(5);
  return 0;
}
#endif
