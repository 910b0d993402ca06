// RUN: %cmp-gcc %s %t
// short and long long: ranges, arithmetic beyond 32 bits, conversions between them, and printf length modifiers.
#include <stdio.h>

static long long mulmod(long long a, long long b, long long m) {
  long long r = 0;
  a %= m;
  while (b > 0) {
    if (b & 1)
      r = (r + a) % m;
    a = (a * 2) % m;
    b >>= 1;
  }
  return r;
}

int main(void) {
  short s = 32767;
  short t = -32768;
  printf("s=%hd t=%hd sizeof=%zu\n", s, t, sizeof(short));
  short sum = s + 1;
  printf("narrowed s+1=%hd\n", sum);
  int wide = s * s;
  printf("s*s=%d\n", wide);
  short arr[4] = {-1, 1000, -30000, 12345};
  long long total = 0;
  for (int i = 0; i < 4; i++)
    total += arr[i] * 100000LL;
  printf("total=%lld\n", total);
  long long big = 9223372036854775807LL;
  long long small = -9223372036854775807LL - 1;
  printf("big=%lld small=%lld\n", big, small);
  printf("big/small=%lld big%%1000=%lld\n", big / small, big % 1000);
  long long p = 1;
  for (int i = 0; i < 62; i++)
    p *= 2;
  printf("2^62=%lld sizeof=%zu\n", p, sizeof p);
  printf("mulmod=%lld\n", mulmod(123456789012345LL, 987654321098LL, 1000000007LL));
  short fromll = (short)0x123456789LL;
  printf("fromll=%hd\n", fromll);
  long long neg = -1234567890123LL;
  printf("neg>>8=%lld neg/256=%lld\n", neg >> 8, neg / 256);
  unsigned short us = (unsigned short)t;
  printf("us=%hu\n", us);
  short sh = -3;
  sh *= 1000;
  printf("sh=%hd\n", sh);
  return 0;
}
