// RUN: %cmp-gcc %s %t
// Left and right shifts on int and long, arithmetic right shift of negatives, shift counts from variables.
int printf(const char *, ...);

int main(void) {
  for (int s = 0; s < 31; s += 5)
    printf("1<<%d=%d 1000>>%d=%d\n", s, 1 << s, s, 1000 >> s);
  for (int s = 0; s < 63; s += 9)
    printf("1L<<%d=%ld\n", s, 1L << s);
  int neg = -100;
  for (int s = 0; s < 8; s++)
    printf("-100>>%d=%d\n", s, neg >> s);
  long lneg = -1L;
  printf("-1L>>40=%ld\n", lneg >> 40);
  char c = 3;
  printf("c<<10=%d\n", c << 10);
  long sh = 3;
  printf("int<<long=%d long<<int=%ld\n", 5 << sh, sh << 40);
  int x = 0x55;
  x <<= 4;
  printf("x=%d\n", x);
  x >>= 2;
  printf("x=%d\n", x);
  int mask = (1 << 12) - 1;
  printf("mask=%d\n", mask);
  printf("prec=%d %d\n", 1 << 2 + 1, (1 << 2) + 1);
  return 0;
}
