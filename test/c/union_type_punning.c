// RUN: %cmp-gcc %s %t
// Reading a different union member than the one written reinterprets the bytes (float bits, byte order, int halves).
#include <stdint.h>
#include <stdio.h>

union fbits {
  float f;
  uint32_t u;
};

union dbits {
  double d;
  uint64_t u;
  uint32_t half[2];
};

union bytes {
  uint32_t word;
  unsigned char b[4];
};

int main(void) {
  union fbits fb;
  float vals[5] = {1.0f, -2.0f, 0.5f, 0.0f, 3.14159f};
  for (int i = 0; i < 5; i++) {
    fb.f = vals[i];
    printf("%g -> 0x%08x sign=%u exp=%u\n", vals[i], fb.u, fb.u >> 31, (fb.u >> 23) & 0xff);
  }
  fb.u = 0x7f800000u;
  printf("inf from bits: %f\n", fb.f);
  union dbits db;
  db.d = 1.0;
  printf("1.0 = 0x%016llx halves %08x %08x\n", (unsigned long long)db.u, db.half[1], db.half[0]);
  db.u = 0x400921fb54442d18ull;
  printf("pi from bits=%.15f\n", db.d);
  union bytes by;
  by.word = 0x11223344u;
  printf("little endian bytes: %02x %02x %02x %02x\n", by.b[0], by.b[1], by.b[2], by.b[3]);
  by.b[0] = 0xff;
  printf("word=0x%08x\n", by.word);
  fb.f = 1.0f;
  fb.u += 1;
  printf("next float after 1: %.10f\n", fb.f);
  return 0;
}
