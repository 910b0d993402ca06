// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t2 -O2
// __builtin_{add,sub,mul}_overflow_p of constant operands is a constant for any operands, as in
// gcc-12: ompfe folded operands of at most 63 bits only, and refused gnulib's
// INT_MULTIPLY_OVERFLOW (INT_MAX, ULONG_MAX) in a static context. The result is exact (computed
// in infinite precision, then checked against the third argument's type), for operands and
// results up to 128 bits; each folded answer is printed beside the run-time one of
// __builtin_*_overflow of volatile operands.
#include <limits.h>
#include <stdio.h>

#define U128_MAX (~(unsigned __int128)0)
#define I128_MAX ((__int128)(U128_MAX >> 1))
#define I128_MIN (-I128_MAX - 1)

static int x = __builtin_add_overflow_p(ULONG_MAX, 0, (unsigned long)0);
_Static_assert(__builtin_mul_overflow_p(1, 0x8000000000000000UL, (long)0), "");
static int y = __builtin_mul_overflow_p(0x8000000000000000UL, 2, (unsigned long)0);
_Static_assert(__builtin_mul_overflow_p(INT_MAX, ULONG_MAX, 0), "gnulib's INT_MULTIPLY_OVERFLOW");
_Static_assert(!__builtin_sub_overflow_p(I128_MIN, I128_MIN, (unsigned __int128)0), "");
_Static_assert(!__builtin_mul_overflow_p(ULONG_MAX, ULONG_MAX, (unsigned __int128)0), "");
_Static_assert(__builtin_mul_overflow_p(ULONG_MAX, ULONG_MAX, (__int128)0), "");

#define CASE(a, b, T)                                                                                        \
  do {                                                                                                       \
    static const int folded[3] = {__builtin_add_overflow_p(a, b, (T)0), __builtin_sub_overflow_p(a, b, (T)0), \
                                  __builtin_mul_overflow_p(a, b, (T)0)};                                     \
    __typeof__(a) volatile va = (a);                                                                         \
    __typeof__(b) volatile vb = (b);                                                                         \
    T r;                                                                                                     \
    int run[3] = {__builtin_add_overflow(va, vb, &r), __builtin_sub_overflow(va, vb, &r),                   \
                  __builtin_mul_overflow(va, vb, &r)};                                                       \
    printf("%-50s %d%d%d %d%d%d\n", #a ", " #b ", " #T, folded[0], folded[1], folded[2], run[0], run[1], run[2]); \
  } while (0)

int main(void) {
  printf("%d %d\n", x, y);
  CASE(ULONG_MAX, 0, unsigned long);
  CASE(1, 0x8000000000000000UL, long);
  CASE(0x8000000000000000UL, 2, unsigned long);
  CASE(INT_MAX, ULONG_MAX, int);
  CASE(INT_MAX, ULONG_MAX, __int128);
  CASE(0x8000000000000000UL, 0x8000000000000000UL, __int128);
  CASE(0x8000000000000000UL, 0x8000000000000000UL, unsigned __int128);
  CASE(LONG_MIN, -1, long);
  CASE(LONG_MIN, 1UL, long);
  CASE(LONG_MIN, 1UL, unsigned long);
  CASE(-1, ULONG_MAX, long);
  CASE(-1, ULONG_MAX, unsigned long);
  CASE(-1, ULONG_MAX, __int128);
  CASE(0, ULONG_MAX, long);
  CASE(0, ULONG_MAX, __int128);
  CASE(ULONG_MAX, ULONG_MAX, unsigned __int128);
  CASE(ULONG_MAX, ULONG_MAX, __int128);
  CASE(I128_MAX, 1, __int128);
  CASE(I128_MAX, 1, unsigned __int128);
  CASE(I128_MAX, I128_MAX, unsigned __int128);
  CASE(U128_MAX, U128_MAX, unsigned __int128);
  CASE(U128_MAX, 0, __int128);
  CASE(U128_MAX, U128_MAX, __int128);
  CASE(I128_MIN, -1, __int128);
  CASE(I128_MIN, 1, __int128);
  CASE(I128_MIN, I128_MIN, unsigned __int128);
  CASE(I128_MIN, I128_MIN, __int128);
  CASE(-5, 3, unsigned);
  CASE(-5, 5, unsigned char);
  CASE(200, 100, signed char);
  CASE(-100, 28, signed char);
  CASE(-128, 0, signed char);
  CASE(32767, 1, short);
  CASE(0x7fffffffffffffffL, 0x7fffffffffffffffL, long);
  CASE(0x7fffffffffffffffL, 0x7fffffffffffffffL, unsigned long);
  CASE(0x7fffffffffffffffL, 2, unsigned long);
  CASE(0xffffffffU, 0xffffffffU, unsigned long);
  CASE(0xffffffffU, 0xffffffffU, long);
  CASE(0xffffffffU, 0xffffffffU, unsigned);
  return 0;
}
