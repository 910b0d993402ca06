// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// A bit-field whose type a typedef aligned above its size starts at that alignment, as gcc-12
// lays it out: after a char, `aint x : 3` (int aligned(8)) is at byte 8 and the structure 16
// bytes; ompfe followed clang-19 (byte 1, 8 bytes), so sizeof, offsets and the bytes every
// bit-field store touches differed from gcc-built code. An unnamed one moves too but does not
// align the record; a typedef at the type's own alignment, packing and #pragma pack keep the
// plain rule (moved only when it would cross its type's size). One of 8, 16, 32 or 64 bits at a
// multiple of its width stays where it is (gcc lays it out as an ordinary field): struct B, E,
// FF, G8 (found by scripts/abi-diff.py, seed 4001).
#include <stdio.h>
#include <string.h>
typedef int aint __attribute__((aligned(8)));
typedef short as4 __attribute__((aligned(4)));
typedef int ai4 __attribute__((aligned(4)));
typedef int ai16 __attribute__((aligned(16)));
struct A { char c; aint x : 3; char d; };
struct B { char c; as4 x : 3; char d; };
struct D { char c; ai4 x : 3; char d; };
struct F { char c; ai16 x : 3; char d; };
struct G { char c; aint : 3; char d; };
struct H { char c; aint x : 3; } __attribute__((packed));
#pragma pack(push, 2)
struct I { char c; aint x : 3; char d; };
#pragma pack(pop)
struct B8 { char c; aint x : 8; char d; };
struct C16 { char c; aint x : 16; char d; };
struct E { short c; aint x : 16; char d; };
struct FF { char c[4]; aint x : 32; char d; };
struct G8 { char c[2]; aint x : 8; char d; };
#define SHOW(T, f)                                         \
  do {                                                     \
    T v;                                                   \
    memset(&v, 0, sizeof v);                               \
    v.f = -1;                                              \
    printf(#T "." #f " %zu %zu:", sizeof(T), _Alignof(T)); \
    for (size_t i = 0; i < sizeof v; i++)                  \
      printf("%02x", ((unsigned char *)&v)[i]);            \
    printf(" %lld\n", (long long)v.f);                     \
  } while (0)
int main(void) {
  SHOW(struct A, x);
  SHOW(struct A, d);
  SHOW(struct B, x);
  SHOW(struct D, x);
  SHOW(struct F, x);
  SHOW(struct G, d);
  SHOW(struct H, x);
  SHOW(struct I, x);
  SHOW(struct B8, d);
  SHOW(struct C16, d);
  SHOW(struct E, d);
  SHOW(struct FF, d);
  SHOW(struct G8, d);
  return 0;
}
