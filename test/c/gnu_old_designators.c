// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t2 -O2
// RUN: %t.ompcc | FileCheck %s
// GCC's obsolete field designator `field: value` (as `.field = value`; clang-19 takes it too)
// and the `__complex` spelling of _Complex: ompfe stopped at both ("use of undeclared
// identifier"), so GCC torture 20030408-1.c, 991228-1.c, compndlit-1.c and 20030910-1.c did not
// compile.
#include <stdio.h>

struct inner { int x, y; };
struct outer { char tag; struct inner in; int arr[3]; double d; };
union number { double d; int i[2]; };

static const struct outer table[] = {
  { tag: 'a', in: { y: 2, x: 1 }, arr: { 7, 8 } },
  { d: 2.5, tag: 'b', arr: { [2] = 9 } },
};

int main(void) {
  union number u = { d: -0.25 };
  struct inner moved = { y: table[0].in.x + 10, x: 3 };
  struct outer made = (struct outer){ in: moved, tag: 'c' };
  __complex double z = 1.0 + 2.0i;
  printf("%c %d %d %d %d %d\n", table[0].tag, table[0].in.x, table[0].in.y, table[0].arr[0], table[0].arr[1], table[0].arr[2]);
  printf("%c %g %d\n", table[1].tag, table[1].d, table[1].arr[2]);
  printf("%g %d %d %c\n", u.d, moved.x, moved.y, made.tag);
  printf("%g %g\n", __real z, __imag__ z);
  return 0;
}
// CHECK: a 1 2 7 8 0
// CHECK-NEXT: b 2.5 9
// CHECK-NEXT: -0.25 3 11 c
// CHECK-NEXT: 1 2
