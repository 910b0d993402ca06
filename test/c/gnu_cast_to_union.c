// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// GNU's cast to a union type, `(union u)x` where x has a member's type: the union with that
// member set to x. ompfe refused it ("used type 'union u' where arithmetic or pointer type is
// required"); gcc-12 and clang-19 take it, also in a static initializer.
#include <stdio.h>
#include <string.h>

struct pt { int x, y; };
union u { int i; double d; char *p; struct pt s; unsigned char bytes[16]; };
typedef union { float f; unsigned bits; } fbits;

static union u g1 = (union u)2.5;
static union u g2 = (union u)7;
static char text[] = "hello";
static union u g3 = (union u)(char *)text;

static double take(union u v) { return v.d; }
static union u make(int n) { return (union u)n; }

int main(int argc, char **argv) {
  (void)argv;
  const int ci = argc + 40;
  union u a = (union u)ci;                       /* a qualified operand: the member's type */
  union u b = (union u)(argc * 1.25);
  struct pt p = {3, 4};
  union u c = (union u)p;
  union u d;
  memset(&d, 0xff, sizeof d);
  d = argc == 0 ? a : (union u)argc;
  fbits f = (fbits)1.0f;
  printf("%d %g %g %d %d\n", a.i, b.d, take((union u)0.5), c.s.x + c.s.y, d.i);
  printf("%#x %g %d %s\n", f.bits, g1.d, g2.i, g3.p);
  printf("%d %g %zu\n", make(9).i, ((union u)3.0).d, sizeof((union u)1));
  return 0;
}
