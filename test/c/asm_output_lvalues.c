// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t2 -O2
// RUN: %t.ompcc | FileCheck %s
// An asm's output lvalues as gcc-12 and clang-19 treat them. A bit-field output was stored as
// a whole int over its storage unit, wiping its neighbours (`"=r"(s.a)` printed "5 0 0" for
// gcc's "5 2 3"); a "+" operand's lvalue was evaluated twice, once to read and once to write
// (`"+r"(*next())` called next twice: GCC torture 990130-1.c).
#include <stdio.h>

struct S { int a : 4; int b : 4; int c : 24; _Bool flag : 1; unsigned tail : 7; } s = {1, 2, 3, 0, 9};
static int calls, cells[4];
static int *next(void) { return &cells[calls++]; }

int main(void) {
  __asm__("mov $5, %0" : "=r"(s.a));
  printf("%d %d %d %d %d\n", s.a, s.b, s.c, s.flag, s.tail);
  __asm__("add $1, %0" : "+r"(s.b));
  __asm__("mov $1, %0" : "=r"(s.flag));
  printf("%d %d %d %d %d\n", s.a, s.b, s.c, s.flag, s.tail);
  cells[0] = 10;
  __asm__("add $7, %0" : "+r"(*next()));
  __asm__("addl $3, %0" : "+m"(*next()));
  printf("calls %d cells %d %d %d\n", calls, cells[0], cells[1], cells[2]);
  return 0;
}
// CHECK: 5 2 3 0 9
// CHECK-NEXT: 5 3 3 1 9
// CHECK-NEXT: calls 2 cells 17 3 0
