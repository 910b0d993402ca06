// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t-O2 -O2
// Passing small structs (1 to 16 bytes) of mixed int/float/char members by value, with many arguments.
#include <stdio.h>

struct c1 { char a; };
struct s2 { short a; };
struct c3 { char a, b, c; };
struct i1 { int a; };
struct f1 { float a; };
struct ff { float a, b; };
struct if_ { int a; float b; };
struct fi { float a; int b; };
struct d1 { double a; };
struct l1 { long a; };
struct id { int a; double b; };
struct di { double a; int b; };
struct dd { double a, b; };
struct fff { float a, b, c; };
struct ffff { float a, b, c, d; };
struct cfi { char c; float f; int i; };
struct ll { long a, b; };
struct lf { long a; float b; };
struct s12 { int a, b, c; };
struct c15 { char s[15]; };

static void show(struct c1 a, struct s2 b, struct c3 c, struct i1 d, struct f1 e, struct ff f, struct if_ g,
                 struct fi h, struct d1 i, struct l1 j) {
  printf("%d %d %d%d%d %d %.2f %.2f,%.2f %d,%.2f %.2f,%d %.3f %ld\n", a.a, b.a, c.a, c.b, c.c, d.a, e.a, f.a, f.b,
         g.a, g.b, h.a, h.b, i.a, j.a);
}

static void show2(struct id a, struct di b, struct dd c, struct fff d, struct ffff e, struct cfi f, struct ll g,
                  struct lf h, struct s12 i, struct c15 j) {
  printf("%d,%.2f %.2f,%d %.2f,%.2f %.1f,%.1f,%.1f %.1f,%.1f,%.1f,%.1f %c,%.1f,%d %ld,%ld %ld,%.1f %d,%d,%d %s\n", a.a,
         a.b, b.a, b.b, c.a, c.b, d.a, d.b, d.c, e.a, e.b, e.c, e.d, f.c, f.f, f.i, g.a, g.b, h.a, h.b, i.a, i.b, i.c,
         j.s);
}

static double sum_ff(struct ff v, double extra, struct if_ w) { return v.a + v.b + extra + w.a + w.b; }

int main(void) {
  struct c1 a = {'x'};
  struct s2 b = {-300};
  struct c3 c = {1, 2, 3};
  struct i1 d = {-42};
  struct f1 e = {1.5f};
  struct ff f = {2.25f, -3.5f};
  struct if_ g = {7, 0.125f};
  struct fi h = {9.75f, -9};
  struct d1 i = {3.14159};
  struct l1 j = {1L << 40};
  show(a, b, c, d, e, f, g, h, i, j);
  struct id k = {1, 2.5};
  struct di l = {-3.5, 4};
  struct dd m = {5.5, 6.5};
  struct fff n = {1, 2, 3};
  struct ffff o = {4, 5, 6, 7};
  struct cfi p = {'q', 8.5f, 99};
  struct ll q = {-1, 1L << 50};
  struct lf r = {123456789012L, 0.5f};
  struct s12 s = {10, 20, 30};
  struct c15 t = {"fourteen chars"};
  show2(k, l, m, n, o, p, q, r, s, t);
  printf("sum_ff=%f\n", sum_ff(f, 100.0, g));
  printf("sizes %zu %zu %zu %zu %zu %zu\n", sizeof a, sizeof c, sizeof g, sizeof n, sizeof p, sizeof t);
  return 0;
}
