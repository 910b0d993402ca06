// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// aligned(N) on a bit-field under #pragma pack(n) moves it to min(N, n), as gcc-12 lays it out:
// ompfe used N, so `struct { char c; int x : 3 __attribute__((aligned(8))); long long y : 33; }`
// under pack(2) was 14 bytes with x at byte 8 (gcc: 8 bytes, x at byte 2; clang-19 ignores the
// attribute there and says 6: ompfe follows gcc). Without a pragma, or with N <= n, nothing
// changes. And aligned(N) on a named bit-field aligns its record to N like any member's (gcc
// and clang-19: struct S3 is 4 bytes aligned to 2; ompfe said 3 and 1), an unnamed one's not.
#include <stdio.h>
#include <string.h>
#pragma pack(push, 2)
struct D { char c; int x : 3 __attribute__((aligned(8))); long long y : 33; };
#pragma pack(pop)
#pragma pack(push, 4)
struct K { char c; int x : 3 __attribute__((aligned(8))); long long y : 33; };
struct L { char c; short x : 3 __attribute__((aligned(2))); };
#pragma pack(pop)
struct A { char c; int x : 3 __attribute__((aligned(8))); char d; };
struct S3 { unsigned char m0 : 8; _Bool m1 : 1 __attribute__((aligned(2))); };
struct S7 { unsigned char m0 : 8; _Bool : 1 __attribute__((aligned(4))); char m2; };
#pragma pack(push, 2)
struct S10 { char m0; char m1 : 1 __attribute__((aligned(8))); };
#pragma pack(pop)
#define SHOW(T, f)                                                   \
  do {                                                               \
    T v;                                                             \
    memset(&v, 0, sizeof v);                                         \
    v.f = -1;                                                        \
    printf(#T "." #f " %zu %zu:", sizeof(T), _Alignof(T));           \
    for (size_t i = 0; i < sizeof v; i++)                            \
      printf("%02x", ((unsigned char *)&v)[i]);                      \
    printf(" %lld\n", (long long)v.f);                               \
  } while (0)
int main(void) {
  SHOW(struct D, x);
  SHOW(struct D, y);
  SHOW(struct K, x);
  SHOW(struct K, y);
  SHOW(struct L, x);
  SHOW(struct A, x);
  SHOW(struct A, d);
  SHOW(struct S3, m1);
  SHOW(struct S7, m2);
  SHOW(struct S10, m1);
  return 0;
}
