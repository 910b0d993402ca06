// RUN: %cmp-gcc %s %t
// Conversions between floating types and signed/unsigned integers of every width, in range, both directions.
#include <stdio.h>

int main(void) {
  double d = 4294967295.0;
  unsigned int u = d;
  printf("double->uint=%u\n", u);
  double d2 = 3000000000.7;
  unsigned int u2 = d2;
  printf("3e9.7->uint=%u\n", u2);
  unsigned long ul = 18446744073709549568.0;
  printf("big double->ulong=%lu\n", ul);
  unsigned long umax = 18446744073709551615ul;
  double back = umax;
  printf("ulong max->double=%.1f\n", back);
  float f = umax;
  printf("ulong max->float=%.1f\n", f);
  unsigned long high = 9223372036854775809ul;
  double hd = high;
  printf("high->double=%.1f\n", hd);
  unsigned long long ull = 12345678901234567ull;
  printf("ull->double=%.1f ->float=%.1f\n", (double)ull, (double)(float)ull);
  long long neg = -9007199254740993LL;
  printf("neg->double=%.1f\n", (double)neg);
  double src[4] = {-3.99, 65535.9, -128.5, 255.99};
  short s = src[0];
  unsigned short us = src[1];
  signed char sc = src[2];
  unsigned char uc = src[3];
  printf("s=%d us=%u sc=%d uc=%u\n", s, us, sc, uc);
  float ff = 0.1f;
  double dd = ff;
  long double ld = dd;
  printf("ff=%.20f dd=%.20f ld=%.20Lf\n", ff, dd, ld);
  float rounded = 16777217.0;
  printf("rounded=%.1f\n", rounded);
  unsigned int ui = 4294967295u;
  float uif = ui;
  double uid = ui;
  printf("uint->float=%.1f ->double=%.1f\n", uif, uid);
  int i = -2147483647 - 1;
  float fi = i;
  printf("int min->float=%.1f\n", fi);
  return 0;
}
