// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// A vector comparison's mask (a vector of signed integers as wide as the elements) is
// assigned, passed and returned as a vector of another type of its size, its bits kept, as
// gcc-12 (which gives the mask an opaque type) and clang-19 take it: `u8 m = a > b;` on
// unsigned char vectors. ompfe refused it ('incompatible types initializing'), as
// gcc.dg/torture/pr70310.c showed. Also after -, ~ and a comma, into float and unsigned int
// vectors, and as an operand the mask comes first in.
#include <stdio.h>

typedef unsigned char u8 __attribute__((vector_size(16)));
typedef int i4 __attribute__((vector_size(16)));
typedef unsigned u4 __attribute__((vector_size(16)));
typedef float f4 __attribute__((vector_size(16)));

static u8 greater(u8 a, u8 b) { return a > b; }
static unsigned first(u4 v) { return v[0]; }

int main(void) {
  volatile unsigned x = 0;
  u8 zero = {0}, minus = {(unsigned char)-x, 3, 200};
  u8 m = zero > minus, g = greater(minus, zero);
  i4 a = {1, -2, 3, -4}, b = {0, 0, 5, -4};
  u4 um = a > b, neg = -(a > b), inv = ~(a == b);
  um |= a < b;
  u4 pair = (x++, a >= b);
  f4 fm = (f4){1, 2, 3, 4} < (f4){2, 2, 2, 2};
  u4 fbits = (f4){1, 2, 3, 4} < (f4){2, 2, 2, 2};
  u4 sum = (a > b) + 1;
  printf("%d %d %d / %d %d %d\n", m[0], m[1], m[2], g[0], g[1], g[2]);
  for (int i = 0; i < 4; i++)
    printf("%u %u %u %u %u %u %u %d\n", um[i], neg[i], inv[i], pair[i], fbits[i], sum[i], first(a != b), fm[i] != fm[i]);
  return 0;
}
