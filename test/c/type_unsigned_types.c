// RUN: %cmp-gcc %s %t
// unsigned char/short/int/long/long long: sizes, maxima, division and right shift are logical, not arithmetic.
#include <stdio.h>

int main(void) {
  printf("sizes %zu %zu %zu %zu %zu\n", sizeof(unsigned char), sizeof(unsigned short), sizeof(unsigned int),
         sizeof(unsigned long), sizeof(unsigned long long));
  unsigned char uc = (unsigned char)-1;
  unsigned short us = (unsigned short)-1;
  unsigned int ui = (unsigned int)-1;
  unsigned long ul = (unsigned long)-1;
  unsigned long long ull = (unsigned long long)-1;
  printf("max %u %u %u %lu %llu\n", uc, us, ui, ul, ull);
  printf("ui>>1=%u ui>>31=%u\n", ui >> 1, ui >> 31);
  int si = -1;
  printf("si>>1=%d (arith) vs (unsigned)si>>1=%u\n", si >> 1, (unsigned)si >> 1);
  printf("ul>>60=%lu ull/3=%llu ull%%7=%llu\n", ul >> 60, ull / 3, ull % 7);
  unsigned v = 1000;
  printf("v/7=%u v%%7=%u v*v*v*v=%u\n", v / 7, v % 7, v * v * v * v);
  unsigned int bits = 0xF0F0F0F0u;
  int pop = 0;
  for (unsigned int b = bits; b; b >>= 1)
    pop += b & 1;
  printf("pop=%d rotl8=%u\n", pop, (bits << 8) | (bits >> 24));
  unsigned char buf[4] = {0x78, 0x56, 0x34, 0x12};
  unsigned int assembled = buf[0] | buf[1] << 8 | buf[2] << 16 | (unsigned)buf[3] << 24;
  printf("assembled=0x%x\n", assembled);
  unsigned long long big = 1ull << 63;
  printf("big=%llu big>>63=%llu\n", big, big >> 63);
  unsigned s = 5;
  s -= 10;
  printf("s=%u s+10=%u\n", s, s + 10);
  return 0;
}
