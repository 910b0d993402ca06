// RUN: %cmp-gcc %s %t
// Unsigned bit-fields of widths 1..32: stored values are reduced modulo 2^width and neighbours are unaffected.
#include <stdio.h>

struct bits {
  unsigned a : 1;
  unsigned b : 3;
  unsigned c : 7;
  unsigned d : 13;
  unsigned e : 8;
  unsigned f : 32;
};

int main(void) {
  struct bits s = {0, 0, 0, 0, 0, 0};
  s.a = 1;
  s.b = 5;
  s.c = 100;
  s.d = 8000;
  s.e = 255;
  s.f = 4000000000u;
  printf("%u %u %u %u %u %u\n", s.a, s.b, s.c, s.d, s.e, s.f);
  unsigned v = 1000;
  s.b = v;
  s.c = v;
  s.e = v;
  printf("truncated: b=%u c=%u e=%u (others a=%u d=%u f=%u)\n", s.b, s.c, s.e, s.a, s.d, s.f);
  s.b = 7;
  s.b++;
  printf("b wrapped to %u\n", s.b);
  s.d = 0;
  s.d--;
  printf("d=%u\n", s.d);
  s.c += 50;
  printf("c=%u\n", s.c);
  unsigned sum = 0;
  for (unsigned i = 0; i < 20; i++) {
    s.b = i;
    sum += s.b;
  }
  printf("sum=%u\n", sum);
  printf("sizeof=%zu\n", sizeof s);
  int promoted = s.b - 10;
  printf("promoted to int: %d\n", promoted);
  return 0;
}
