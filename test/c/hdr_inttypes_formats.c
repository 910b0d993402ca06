// RUN: %cmp-gcc %s %t
// inttypes.h PRI/SCN format macros for fixed-width types, UINT64_MAX with PRIu64, strtoimax and imaxabs.
#include <inttypes.h>
#include <stdio.h>

int main(void) {
  uint64_t umax = UINT64_MAX;
  int64_t imin = INT64_MIN;
  printf("UINT64_MAX=%" PRIu64 " hex=%" PRIx64 " HEX=%" PRIX64 "\n", umax, umax, umax);
  printf("INT64_MIN=%" PRId64 " INT64_MAX=%" PRIi64 "\n", imin, INT64_MAX);
  int32_t i32 = -123456;
  uint32_t u32 = 0xdeadbeef;
  printf("i32=%" PRId32 " u32=%" PRIu32 " x=%" PRIx32 " o=%" PRIo32 "\n", i32, u32, u32, (uint32_t)8);
  int16_t i16 = -300;
  uint8_t u8 = 200;
  printf("i16=%" PRId16 " u8=%" PRIu8 "\n", i16, u8);
  intmax_t im = INTMAX_MIN + 1;
  printf("intmax=%" PRIdMAX " uintmax=%" PRIuMAX "\n", im, UINTMAX_MAX);
  uintptr_t up = (uintptr_t)0x1000;
  printf("uintptr=%" PRIuPTR " %" PRIxPTR "\n", up, up);
  int64_t parsed;
  uint16_t p16;
  int n = sscanf("-9000000000000 65535", "%" SCNd64 " %" SCNu16, &parsed, &p16);
  printf("sscanf n=%d parsed=%" PRId64 " p16=%" PRIu16 "\n", n, parsed, p16);
  char *end;
  intmax_t v = strtoimax("  -77777777777777rest", &end, 10);
  uintmax_t uv = strtoumax("ffffffffffffffff", NULL, 16);
  printf("strtoimax=%" PRIdMAX " rest=%s strtoumax=%" PRIuMAX "\n", v, end, uv);
  printf("imaxabs=%" PRIdMAX "\n", imaxabs(-INTMAX_C(42)));
  imaxdiv_t d = imaxdiv(INTMAX_C(-100), INTMAX_C(7));
  printf("imaxdiv=%" PRIdMAX " %" PRIdMAX "\n", d.quot, d.rem);
  uint64_t acc = 1;
  for (int i = 0; i < 70; i++)
    acc = acc * 3 + 1;
  printf("acc=%" PRIu64 "\n", acc);
  return 0;
}
