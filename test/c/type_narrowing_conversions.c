// RUN: %cmp-gcc %s %t
// Conversions to narrower integer types keep the low bits (two's complement), from variables at run time.
#include <stdio.h>

static signed char to_sc(long v) { return (signed char)v; }
static short to_s(long long v) { return (short)v; }
static int to_i(long v) { return (int)v; }
static unsigned short to_us(int v) { return (unsigned short)v; }

int main(void) {
  long vals[6] = {0, 127, 128, 255, 256, -129};
  for (int i = 0; i < 6; i++)
    printf("%ld -> sc %d uc %u\n", vals[i], to_sc(vals[i]), (unsigned char)vals[i]);
  long long big[4] = {32768, 65535, 65536 + 42, -32769};
  for (int i = 0; i < 4; i++)
    printf("%lld -> s %d us %u\n", big[i], to_s(big[i]), to_us((int)big[i]));
  long l = 0x1ffffffffL;
  printf("to_i=%d\n", to_i(l));
  long l2 = 0x80000000L;
  printf("to_i2=%d\n", to_i(l2));
  unsigned long ul = 0xfedcba9876543210ul;
  unsigned int lowu = ul;
  int lows = (int)ul;
  unsigned short lowh = ul;
  unsigned char lowb = ul;
  printf("lowu=%x lows=%d lowh=%x lowb=%x\n", lowu, lows, lowh, lowb);
  unsigned u = 4000000000u;
  int si = (int)u;
  printf("uint->int=%d\n", si);
  return 0;
}
