// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t-O2 -O2
// Returning small structs (1 to 16 bytes) of mixed members by value, and using the result directly.
#include <stdio.h>

struct c2 { char a, b; };
struct i2 { int a, b; };
struct f2 { float a, b; };
struct if_ { int i; float f; };
struct df { double d; float f; };
struct fd { float f; double d; };
struct ld { long l; double d; };
struct f3 { float a, b, c; };
struct s3 { short a, b, c; };
struct i3 { int a, b, c; };
struct c9 { char s[9]; };

static struct c2 mk_c2(int v) { struct c2 r = {(char)v, (char)(v + 1)}; return r; }
static struct i2 mk_i2(int v) { struct i2 r = {v, -v}; return r; }
static struct f2 mk_f2(float v) { struct f2 r = {v, v * 2}; return r; }
static struct if_ mk_if(int v) { struct if_ r = {v, v / 4.0f}; return r; }
static struct df mk_df(double v) { struct df r = {v, (float)-v}; return r; }
static struct fd mk_fd(double v) { struct fd r = {(float)v, v * 3}; return r; }
static struct ld mk_ld(long v) { struct ld r = {v, v * 0.5}; return r; }
static struct f3 mk_f3(float v) { struct f3 r = {v, v + 1, v + 2}; return r; }
static struct s3 mk_s3(int v) { struct s3 r = {(short)v, (short)(v * 2), (short)(v * 3)}; return r; }
static struct i3 mk_i3(int v) { struct i3 r = {v, v * v, v * v * v}; return r; }
static struct c9 mk_c9(char c) {
  struct c9 r;
  for (int i = 0; i < 8; i++)
    r.s[i] = (char)(c + i);
  r.s[8] = 0;
  return r;
}

static struct i2 swap_i2(struct i2 v) {
  struct i2 r = {v.b, v.a};
  return r;
}

int main(void) {
  struct c2 a = mk_c2('m');
  struct i2 b = mk_i2(17);
  struct f2 c = mk_f2(1.25f);
  struct if_ d = mk_if(10);
  struct df e = mk_df(2.5);
  struct fd f = mk_fd(-1.5);
  struct ld g = mk_ld(9000000000L);
  struct f3 h = mk_f3(0.5f);
  struct s3 i = mk_s3(-11);
  struct i3 j = mk_i3(12);
  struct c9 k = mk_c9('a');
  printf("c2 %c%c\n", a.a, a.b);
  printf("i2 %d %d\n", b.a, b.b);
  printf("f2 %.3f %.3f\n", c.a, c.b);
  printf("if %d %.3f\n", d.i, d.f);
  printf("df %.3f %.3f\n", e.d, e.f);
  printf("fd %.3f %.3f\n", f.f, f.d);
  printf("ld %ld %.1f\n", g.l, g.d);
  printf("f3 %.1f %.1f %.1f\n", h.a, h.b, h.c);
  printf("s3 %d %d %d\n", i.a, i.b, i.c);
  printf("i3 %d %d %d\n", j.a, j.b, j.c);
  printf("c9 %s\n", k.s);
  printf("direct member %d %.2f %c\n", mk_i3(5).c, mk_fd(4).d, mk_c9('A').s[3]);
  struct i2 s = swap_i2(swap_i2(swap_i2(b)));
  printf("swapped %d %d\n", s.a, s.b);
  return 0;
}
