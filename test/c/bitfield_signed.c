// RUN: %cmp-gcc %s %t
// Signed bit-fields sign-extend when read: ranges of widths 1..8, negative values and arithmetic on them.
#include <stdio.h>

struct sbits {
  signed int one : 1;
  signed int three : 3;
  int five : 5;
  signed int eight : 8;
  long long wide : 40;
};

int main(void) {
  struct sbits s;
  s.one = -1;
  s.three = -4;
  s.five = 15;
  s.eight = -128;
  s.wide = -549755813888LL;
  printf("one=%d three=%d five=%d eight=%d wide=%lld\n", s.one, s.three, s.five, s.eight, (long long)s.wide);
  for (int v = -5; v <= 5; v++) {
    s.three = v;
    printf("%d->%d ", v, s.three);
  }
  printf("\n");
  s.five = -16;
  s.five = s.five + 1;
  printf("five=%d\n", s.five);
  s.eight = 100;
  int doubled = s.eight * 2;
  printf("doubled=%d\n", doubled);
  int src = 200;
  s.eight = src;
  printf("200 into 8 bits=%d\n", s.eight);
  s.wide = 1LL << 38;
  s.wide = s.wide * 2 - 1;
  printf("wide max=%lld\n", (long long)s.wide);
  s.one = 0;
  printf("one zero=%d\n", s.one);
  printf("negative compare: %d\n", s.three < 0);
  return 0;
}
