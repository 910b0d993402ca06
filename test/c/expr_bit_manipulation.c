// RUN: %cmp-gcc %s %t
// Bit manipulation idioms on unsigned types: lowest set bit, power-of-two tests, rounding up, byte swaps, bit reversal and rotations.
#include <stdint.h>
#include <stdio.h>

static int popcount64(uint64_t v) {
  int n = 0;
  while (v) {
    v &= v - 1;
    n++;
  }
  return n;
}

static uint32_t round_up_pow2(uint32_t v) {
  v--;
  v |= v >> 1;
  v |= v >> 2;
  v |= v >> 4;
  v |= v >> 8;
  v |= v >> 16;
  return v + 1;
}

static uint32_t bswap32(uint32_t v) { return (v >> 24) | ((v >> 8) & 0xff00u) | ((v << 8) & 0xff0000u) | (v << 24); }

static uint8_t reverse8(uint8_t b) {
  b = (uint8_t)((b & 0xF0) >> 4 | (b & 0x0F) << 4);
  b = (uint8_t)((b & 0xCC) >> 2 | (b & 0x33) << 2);
  b = (uint8_t)((b & 0xAA) >> 1 | (b & 0x55) << 1);
  return b;
}

static uint64_t rotl64(uint64_t v, unsigned r) { return r ? (v << r) | (v >> (64 - r)) : v; }

static int ctz32(uint32_t v) {
  int n = 0;
  if (!v)
    return 32;
  while (!(v & 1)) {
    v >>= 1;
    n++;
  }
  return n;
}

int main(void) {
  uint32_t vals[6] = {1, 6, 40, 1000, 65536, 0x80000001u};
  for (int i = 0; i < 6; i++) {
    uint32_t v = vals[i];
    printf("%u: low=%u pow2=%d up=%u ctz=%d clear_low=%u\n", v, v & -v, (v & (v - 1)) == 0,
           v <= 0x80000000u ? round_up_pow2(v) : 0u, ctz32(v), v & (v - 1));
  }
  printf("popcount=%d %d %d\n", popcount64(0), popcount64(0xFFFFFFFFFFFFFFFFull), popcount64(0x0123456789ABCDEFull));
  printf("bswap=%08x\n", bswap32(0x11223344u));
  printf("reverse8=%02x %02x %02x\n", reverse8(0x01), reverse8(0xF0), reverse8(0xA5));
  printf("rotl=%016llx %016llx\n", (unsigned long long)rotl64(0x8000000000000001ull, 1),
         (unsigned long long)rotl64(0x0123456789ABCDEFull, 20));
  uint16_t flags = 0;
  flags |= 1u << 3 | 1u << 9;
  flags &= (uint16_t)~(1u << 3);
  flags ^= 0x00FF;
  printf("flags=%04x test9=%d\n", flags, (flags >> 9) & 1);
  int32_t s = -20;
  printf("sign-abs=%d\n", (s ^ (s >> 31)) - (s >> 31));
  uint32_t a = 12, b = 34;
  a ^= b;
  b ^= a;
  a ^= b;
  printf("xor swap=%u %u\n", a, b);
  return 0;
}
