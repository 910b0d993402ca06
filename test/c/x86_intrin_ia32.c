// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// gcc-12's <ia32intrin.h> functions over general registers (through <x86intrin.h>): the
// time-stamp counter, bit scans and 8/16-bit rotates, against gcc's build.
#include <stdio.h>
#include <x86intrin.h>

int main(void) {
  unsigned long long t0 = __rdtsc(), t1 = __rdtsc();
  printf("rdtsc moves %d\n", t1 >= t0);
  volatile int x = 0x1234;
  volatile long long y = 1LL << 40;
  printf("bsr %d %d %d %d\n", _bit_scan_reverse(x), __bsrd(1), __bsrq(y), _bit_scan_forward(x));
  volatile unsigned char c = 0x81;
  volatile unsigned short w = 0x1234;
  printf("rotate %02x %02x %04x %04x\n", __rolb(c, 3), __rorb(c, 9), __rolw(w, 4), __rorw(w, 20));
  printf("bswap %08x popcnt %d\n", _bswap(0x12345678), _popcnt32(0xff00ff));
  return 0;
}
