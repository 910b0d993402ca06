// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// An input tied to an output that may be a register or memory ("=g", "=rm") is a value, as
// clang-19 passes it ("0", not "*0"): it need not be an lvalue, and where the output is in
// memory it may be wider than the output (GCC torture stkalign.c ties &x to "=g"(x)). ompfe
// refused both ('memory input 0 is not directly addressable').
#include <stdio.h>

static unsigned low_bits(void) {
  unsigned x;
  asm("" : "=g"(x) : "0"(&x));
  return x;
}

int main(void) {
  int y = 41, a, b, c;
  asm("" : "=g"(a) : "0"(y + 1));
  asm("" : "=rm"(b) : "0"(y * 2));
  asm("" : "=g"(c) : "0"(y));
  printf("%d %d %d\n", a, b, c);
  unsigned x = low_bits();
  printf("%d\n", x % 4 == 0 && x != 0);
  static struct { char c; } s;
  unsigned z;
  asm("" : "=g"(z), "+m"(s) : "0"(&z));
  printf("%d\n", z % 4 == 0 && z != 0);
  return 0;
}
