// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// A float, double or long double converted to __int128 or unsigned __int128 gets its value
// whenever that fits, at -O0 too: the -O0 guard against x86's out-of-range "integer
// indefinite" value took 2^63 as the limit for 128 bits as well, so ompcc -O0 printed
// -2^63 for 1.5e30L (and for any value from 2^63 up, or below -2^63) where gcc-12 and clang-19
// print the number.
int printf(const char *, ...);

static void print128(const char *what, unsigned __int128 v) {
  printf("%s: %016llx%016llx\n", what, (unsigned long long)(v >> 64), (unsigned long long)v);
}

int main(void) {
  volatile long double l1 = 1.5e30L, l2 = -1.5e20L, l3 = 9223372036854775808.0L, l4 = 0x1.fffffffffffffffep+126L;
  volatile double d1 = 1e30, d2 = -1e30, d3 = 3e38, d4 = 18446744073709551616.0;
  volatile float f1 = 1e30f, f2 = -9.5e18f;
  __int128 s1 = l1, s2 = l2, s3 = l3, s4 = l4, s5 = d1, s6 = d2, s7 = f1, s8 = f2;
  unsigned __int128 u1 = l1, u2 = l4, u3 = d1, u4 = d3, u5 = d4, u6 = f1;
  print128("ld", s1), print128("ld neg", s2), print128("ld 2^63", s3), print128("ld top", s4);
  print128("d", s5), print128("d neg", s6), print128("f", s7), print128("f neg", s8);
  print128("u ld", u1), print128("u ld top", u2), print128("u d", u3), print128("u d big", u4);
  print128("u d 2^64", u5), print128("u f", u6);
  printf("casts: %lld %llu\n", (long long)((__int128)l2 / 1000), (unsigned long long)((unsigned __int128)d3 >> 100));
  return 0;
}
