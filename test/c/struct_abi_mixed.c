// RUN: %cmp-gcc %s %t -I%S/Inputs --mixed %S/Inputs/struct_abi_mixed_callee.c
// RUN: %cmp-gcc %s %t -I%S/Inputs --mixed %S/Inputs/struct_abi_mixed_callee.c -O2
// Structures and small integers passed and returned by value between this file and
// Inputs/struct_abi_mixed_callee.c built by the other compiler (gcc for ompcc's half, and the
// reverse), at -O0 and -O2: sizes 1 to 40, floating and integer members, packed, aligned(32),
// long double, unions, arrays, arguments past the registers, variadic, through pointers.
#include <stdio.h>
#include "struct_abi_mixed.h"

static int seed = 3; /* not a constant: the structures are filled at run time */

#define CHECK_SIZE(T, n)                                                                           \
  {                                                                                                \
    struct T x;                                                                                    \
    for (int i = 0; i < n; i++) x.c[i] = (char)(seed * 5 + i);                                     \
    unsigned long direct = take_##T(x, n);                                                         \
    unsigned long (*through)(struct T, int) = take_##T;                                            \
    struct T back = make_##T(seed + n);                                                            \
    printf(#T " %lu %lu %d %d\n", direct, through(x, n + 1), back.c[0], back.c[n - 1]);             \
  }

/* called from the other half through a pointer */
static struct LLL rotate(struct LLL a, struct C40 b, char k) {
  struct LLL r = {a.b + b.c[0], a.c + b.c[39], a.a + k};
  return r;
}

int main(void) {
  EACH_SIZE(CHECK_SIZE)

  struct IF vif = {seed, seed * 0.5f};
  struct DD vdd = {seed * 1.5, seed * 2.5};
  struct DDD vddd = {seed, seed + 1, seed + 2};
  struct FI3 vfi3 = {seed * 0.25f, seed * 3, seed * 0.75f};
  struct LD1 vld1 = {seed * 1.25L};
  union U24 vu24 = {{seed, seed * 2, seed * 3}};
  printf("mixed %.2f\n", mixed(vif, vdd, vddd, vfi3, vld1, vu24));

  struct P13 vp13 = {(char)seed, seed * 1.5, seed * 7};
  struct P5 vp5 = {(char)(seed + 1), seed * 11};
  struct A32 va32 = {seed * 13};
  struct Arr varr = {{seed, seed + 1, seed + 2}, (short)(seed * 3)};
  printf("packed %ld\n", packed(vp13, vp5, va32, varr));
  long (*packed_ptr)(struct P13, struct P5, struct A32, struct Arr) = packed;
  printf("packed through a pointer %ld\n", packed_ptr(vp13, vp5, va32, varr));

  printf("ld_ret %.2Lf a32_ret %d\n", ld_ret(seed * 0.5L).x, a32_ret(seed).x);
  struct LD1 (*ld_ptr)(long double) = ld_ret;
  printf("ld_ret through a pointer %.2Lf\n", ld_ptr(seed * 1.5L).x);

  struct LL vll = {seed * 3, seed * 5};
  struct C3 c3 = make_C3(seed);
  struct C8 c8 = make_C8(seed * 2);
  printf("crowded %ld\n", crowded(1, 2, 3, 4, 5, vll, vif, c3, vp5, c8));
  struct FFFF vffff = {seed, seed * 2, seed * 3, seed * 4};
  printf("crowded_sse %.2f\n", crowded_sse(1, 2, 3, 4, 5, 6, 7, vdd, vif, vffff));

  struct LLL vlll = {seed, seed * 2, seed * 3};
  struct C40 c40 = make_C40(seed);
  printf("vsum %ld\n", vsum(4, 'L', vll, 'D', vdd, '3', vlll, 'c', c40));
  printf("vsum %ld\n", vsum(9, 'l', 1L, 'l', 2L, 'L', vll, 'f', vif, 'p', vp5, 'L', vll, 'x', vld1, 'a', va32, 'D', vdd));
  printf("vsum %ld\n", vsum(10, 'd', 1.0, 'd', 2.0, 'd', 3.0, 'd', 4.0, 'd', 5.0, 'd', 6.0, 'd', 7.0, 'D', vdd,
                            'f', vif, 'D', vdd));
  long (*vsum_ptr)(int, ...) = vsum;
  printf("vsum through a pointer %ld\n", vsum_ptr(3, 'c', c40, 'p', vp5, '3', vlll));

  printf("call_back %ld\n", call_back(rotate, vlll, c40));
  printf("small_args %d\n", small_args((char)-seed, (unsigned char)(200 + seed), (short)(-300 * seed),
                                       (unsigned short)(60000 + seed), seed > 2));
  char (*small_ptr)(char, unsigned char, short, unsigned short, _Bool) = small_args;
  printf("small_args through a pointer %d\n", small_ptr((char)seed, 250, -7, 65535, 0));
  return 0;
}
