// RUN: %cmp-gcc %s %t
// Unsigned arithmetic wraps modulo 2^N for unsigned char, short, int, long and long long.
#include <stdio.h>

int main(void) {
  unsigned char uc = 255;
  uc++;
  unsigned char uc2 = 0;
  uc2--;
  printf("uchar: %u %u\n", uc, uc2);
  unsigned short us = 65535;
  us += 2;
  printf("ushort: %u\n", us);
  unsigned int ui = 4294967295u;
  ui += 1;
  printf("uint max+1=%u\n", ui);
  ui = 0;
  ui -= 1;
  printf("uint 0-1=%u\n", ui);
  unsigned int m = 3000000000u;
  printf("uint mul=%u add=%u\n", m * 3u, m + m);
  unsigned long ul = 0;
  ul--;
  printf("ulong 0-1=%lu\n", ul);
  unsigned long long ull = 18446744073709551615ull;
  ull *= ull;
  printf("ull max*max=%llu\n", ull);
  unsigned neg = -5;
  printf("unsigned -5=%u\n", neg);
  unsigned x = 7;
  printf("-x=%u ~x=%u\n", -x, ~x);
  unsigned h = 0;
  for (const char *p = "wraparound hash"; *p; p++)
    h = h * 2654435761u + (unsigned char)*p;
  printf("hash=%u\n", h);
  unsigned long long fib_a = 0, fib_b = 1;
  for (int i = 0; i < 100; i++) {
    unsigned long long t = fib_a + fib_b;
    fib_a = fib_b;
    fib_b = t;
  }
  printf("fib(100) mod 2^64=%llu\n", fib_a);
  unsigned int countdown = 3;
  int iters = 0;
  while (countdown-- > 0)
    iters++;
  printf("iters=%d countdown=%u\n", iters, countdown);
  return 0;
}
