// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// An unsigned int bit-field narrower than int promotes to int (C11 6.3.1.1p2), as in gcc and
// clang-19: arithmetic, comparisons, shifts, unary minus, conditionals and compound
// assignments see a signed value; a 32-bit one stays unsigned.
#include <stdio.h>

struct S {
  unsigned f : 4;
  unsigned g : 31;
  unsigned w : 32;
  int s : 5;
  unsigned long h : 40;
};

static void show(const char *what, long v) { printf("%s %ld\n", what, v); }

int main(void) {
  struct S s = {3, 5, 7, -2, 9};
  show("add", -5 + s.f);
  show("sub", s.f - 4);
  show("lt", s.f - 4 < 0);
  show("g", (s.g - 6) < 0);
  show("w", (long)(s.w - 8));
  show("neg", -s.f);
  show("not", ~s.f);
  show("shr", (s.f - 8) >> 1);
  show("div", (s.f - 9) / 2);
  show("cond", (s.f > 1 ? s.f : s.s) - 10);
  show("mix", s.f + s.s);
  show("h", -5 + s.h);
  s.f /= -1;
  show("f/=-1", s.f);
  s.f = 3;
  s.f %= -2;
  show("f%=-2", s.f);
  s.f = 12;
  s.f >>= 1;
  show("f>>=1", s.f);
  show("sizeof", sizeof(s.f + 0));
  printf("%d %d\n", s.f, s.f - 7);
  return 0;
}
