// RUN: %cmp-gcc %s %t
// Bit-field packing on x86-64: sizes of structs mixing bit-fields, zero-width fields, base types and ordinary members.
#include <stdio.h>
#include <string.h>

struct p1 { unsigned a : 4, b : 4; };
struct p2 { unsigned a : 31; unsigned b : 2; };
struct p3 { unsigned char a : 3; unsigned char b : 6; };
struct p4 { unsigned a : 4; unsigned : 0; unsigned b : 4; };
struct p5 { char c; unsigned x : 12; };
struct p6 { unsigned long long a : 40; unsigned long long b : 30; };
struct p7 { short s : 9; char c; };
struct p8 { unsigned a : 1; unsigned : 6; unsigned b : 1; };

int main(void) {
  printf("p1=%zu p2=%zu p3=%zu p4=%zu\n", sizeof(struct p1), sizeof(struct p2), sizeof(struct p3), sizeof(struct p4));
  printf("p5=%zu p6=%zu p7=%zu p8=%zu\n", sizeof(struct p5), sizeof(struct p6), sizeof(struct p7), sizeof(struct p8));
  struct p1 x;
  memset(&x, 0, sizeof x);
  x.a = 0x3;
  x.b = 0xA;
  unsigned char raw;
  memcpy(&raw, &x, 1);
  printf("p1 raw byte=0x%02x\n", raw);
  struct p8 y;
  memset(&y, 0, sizeof y);
  y.a = 1;
  y.b = 1;
  memcpy(&raw, &y, 1);
  printf("p8 raw byte=0x%02x\n", raw);
  struct p4 z;
  memset(&z, 0, sizeof z);
  z.a = 0xF;
  z.b = 0x5;
  unsigned char zb[8];
  memcpy(zb, &z, sizeof z);
  printf("p4 bytes: %02x %02x %02x %02x %02x\n", zb[0], zb[1], zb[2], zb[3], zb[4]);
  struct p6 w;
  w.a = (1ULL << 40) - 1;
  w.b = 12345;
  printf("p6 a=%llu b=%llu\n", (unsigned long long)w.a, (unsigned long long)w.b);
  return 0;
}
