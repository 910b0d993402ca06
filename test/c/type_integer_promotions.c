// RUN: %cmp-gcc %s %t
// Integer promotions: char, unsigned char, short and unsigned short become int before arithmetic and in ~, -, <<.
#include <stdio.h>

int main(void) {
  unsigned char a = 200, b = 100;
  int sum = a + b;
  printf("uchar sum=%d size=%zu\n", sum, sizeof(a + b));
  unsigned char stored = a + b;
  printf("stored=%u\n", stored);
  unsigned char x = 0x0f;
  printf("~x=%d (int)\n", ~x);
  printf("~x as uchar=%u\n", (unsigned char)~x);
  unsigned short us = 65535;
  printf("us*us=%lld\n", (long long)us * us);
  printf("us+1=%d size=%zu\n", us + 1, sizeof(us + 1));
  unsigned char sh = 1;
  printf("uchar<<20=%d\n", sh << 20);
  short s = -1;
  unsigned short us2 = s;
  printf("s=%d us2=%u s==us2: %d\n", s, us2, s == us2);
  unsigned char c1 = 0x80;
  printf("-c1=%d\n", -c1);
  char sc = -1;
  unsigned char uc = 255;
  printf("sc==uc: %d\n", sc == uc);
  unsigned char big = 250;
  big += 10;
  printf("big=%u\n", big);
  short sm = 32767;
  int promoted = sm + 1;
  printf("promoted=%d\n", promoted);
  unsigned char q = 3;
  printf("q-5=%d\n", q - 5);
  printf("cmp: %d\n", (unsigned char)1 - (unsigned char)2 < 0);
  _Bool bb = 1;
  printf("bool+bool=%d size=%zu\n", bb + bb, sizeof(bb + bb));
  return 0;
}
