// RUN: %cmp-gcc %s %t
// stdint.h exact-width, least, fast and pointer-sized integer types, their limits and wraparound.
#include <stdint.h>
#include <stdio.h>

int main(void) {
  printf("sizes: %zu %zu %zu %zu %zu %zu %zu %zu\n", sizeof(int8_t), sizeof(int16_t), sizeof(int32_t), sizeof(int64_t),
         sizeof(uint8_t), sizeof(uint16_t), sizeof(uint32_t), sizeof(uint64_t));
  printf("least/fast: %zu %zu %zu %zu\n", sizeof(int_least8_t), sizeof(uint_least16_t), sizeof(int_fast32_t),
         sizeof(uint_fast64_t));
  printf("ptr/max: %zu %zu %zu\n", sizeof(intptr_t), sizeof(uintptr_t), sizeof(intmax_t));
  printf("INT8 %d %d UINT8 %d\n", INT8_MIN, INT8_MAX, UINT8_MAX);
  printf("INT16 %d %d UINT16 %d\n", INT16_MIN, INT16_MAX, UINT16_MAX);
  printf("INT32 %d %d UINT32 %u\n", INT32_MIN, INT32_MAX, UINT32_MAX);
  printf("INT64 %lld %lld UINT64 %llu\n", (long long)INT64_MIN, (long long)INT64_MAX, (unsigned long long)UINT64_MAX);
  printf("SIZE_MAX==UINT64_MAX: %d PTRDIFF_MIN==INT64_MIN: %d\n", SIZE_MAX == UINT64_MAX, PTRDIFF_MIN == INT64_MIN);
  uint8_t u8 = 250;
  u8 += 10;
  uint16_t u16 = 0;
  u16--;
  uint32_t u32 = 4000000000u;
  u32 *= 2;
  uint64_t u64 = 0;
  u64 -= 1;
  printf("wrap: %d %d %u %llu\n", u8, u16, u32, (unsigned long long)u64);
  int8_t i8 = (int8_t)200;
  int16_t i16 = (int16_t)40000;
  printf("narrow: %d %d\n", i8, i16);
  int64_t big = INT64_C(1) << 62;
  uint64_t ubig = UINT64_C(0xFFFFFFFF00000000);
  printf("big=%lld ubig=%llu\n", (long long)big, (unsigned long long)ubig);
  uint32_t h = 2166136261u;
  const char *s = "fnv hash";
  while (*s) {
    h ^= (uint8_t)*s++;
    h *= 16777619u;
  }
  printf("fnv1a=%u\n", h);
  int_fast8_t f8 = 100;
  uint_least8_t l8 = 255;
  printf("fast8=%d least8=%d\n", (int)f8, (int)l8);
  return 0;
}
