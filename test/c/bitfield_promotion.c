// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// The integer promotions of bit-fields of types other than int (C11 6.3.1.1p2 as gcc and
// clang-19 apply it): one of 32 bits or fewer, whatever its declared integer or enum type,
// promotes to int when int holds all the values of its width, else to unsigned int. ompfe
// kept the declared type: with `unsigned long a:8` holding 255, a - 256 < 0 was 0 and
// sizeof(a + 0) was 8. Also in compound assignment, shifts, ?:, switch, unary operators and
// variadic arguments; sizeof(+s.a) is the promoted type's size (it was refused as a
// bit-field). Bit-fields wider than int, where gcc and clang-19 differ, are in
// bitfield_promotion_clang.c.
#include <stdio.h>

enum E { A, B, C, D };
enum N { NM = -3, NP = 5 };
enum U32 { UBIG = 0x80000000u };
struct S {
  unsigned long a : 8;
  long b : 8;
  unsigned long long c : 32;
  enum E e : 2;
  long long x : 32;
  unsigned u : 3;
  unsigned long ul : 32;
  enum N n : 4;
  enum U32 big : 32;
  _Bool t : 1;
  unsigned long long w : 40;
};
struct S s = {255, -1, 0xffffffff, D, -1, 7, 0xffffffff, NM, UBIG, 1, 5};
const struct S cs = {255, -1, 0xffffffff, D, -1, 7, 0xffffffff, NM, UBIG, 1, 5};

static int sw(struct S *p) {
  switch (p->b) {
  case -1: return 1;
  default: return 2;
  }
}

int main(void) {
  printf("%d %d %d %d\n", s.a - 256 < 0, s.b < 1u, s.c + 1 == 0, s.e - 4 < 0);
  printf("%zu %zu %zu %zu\n", sizeof(s.a + 0), sizeof(s.b + 0), sizeof(s.c + 0), sizeof(s.e + 0));
  printf("%zu %zu %zu\n", sizeof(s.x + 0), sizeof(s.ul + 0), sizeof(s.w + 0));
  printf("%d %d %d\n", s.x < 1u, s.ul + 1 == 0, cs.a - 256 < 0);
  printf("%d %d %d %d\n", s.n < 0, s.big > 0, s.big + 0u > 0, s.n - 1);
  printf("%d %d %d\n", s.a << 24 < 0, s.c >> 31, (int)(s.b >> 1));
  printf("%zu %zu %zu\n", sizeof(s.a << 1L), sizeof(1L << s.a), sizeof(s.c >> 1));
  printf("%d %d %d\n", (1 ? s.a : s.b) - 256 < 0, (1 ? s.c : 0) + 1 == 0, (0 ? s.b : s.a) - 256 < 0);
  printf("%zu %zu %zu\n", sizeof(1 ? s.a : s.a), sizeof(1 ? s.b : s.c), sizeof(1 ? s.w : s.a));
  printf("%zu %zu %zu %zu %zu\n", sizeof(+s.a), sizeof(-s.b), sizeof(~s.c), sizeof(+s.e), sizeof(!s.a));
  printf("%d %d %d %d\n", -s.a, ~s.a, -s.e, sw(&s));
  /* variadic arguments are promoted: %d and %u read them as int and unsigned int */
  printf("%d %d %d %d %u %u %d %d\n", s.a, s.b, s.e, s.n, s.c, s.ul, s.t, s.x);

  struct S l = s;
  l.b /= 2u; /* -1 / 2u in unsigned int, not long: 0x7fffffff, -1 in 8 bits */
  printf("%ld\n", (long)l.b);
  l = s;
  l.a = 200;
  l.a /= -1; /* 200 / -1 in int */
  printf("%lu\n", (unsigned long)l.a);
  l = s;
  l.x = -8;
  l.x /= 2u; /* in unsigned int: 2147483644 */
  printf("%lld\n", (long long)l.x);
  l = s;
  l.c += 1;
  l.b >>= 1;
  l.a <<= 1;
  l.e -= 5;
  printf("%llu %ld %lu %d\n", (unsigned long long)l.c, (long)l.b, (unsigned long)l.a, l.e);
  l = s;
  l.a++;
  --l.b;
  printf("%lu %ld\n", (unsigned long)l.a, (long)l.b);
  return 0;
}
