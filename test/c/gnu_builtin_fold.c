// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t2 -O2
// The bit and floating built-ins of constant operands are constants, as in gcc-12 and clang-19:
// static initializers, enumerators and _Static_assert take them (ompfe refused them all; found
// building gnulib's test-intprops.c). The same operations of volatile operands are computed at
// run time, which must agree.
#include <stdio.h>

static int p = __builtin_popcount(7);
static int c = __builtin_clzl(1UL);
static int t = __builtin_ctz(8u);
static unsigned b = __builtin_bswap32(1u);
static unsigned short b16 = __builtin_bswap16(0x1234);
static long e = __builtin_expect(5L, 0);
static int n = __builtin_isnan(1.0);
static int f = __builtin_isfinite(1.0);
static int k = __builtin_fpclassify(0, 1, 2, 3, 4, 1.0);
static double a = __builtin_fabs(-2.0);
static double s = __builtin_copysign(1.0, -2.0);
static int l = __builtin_strlen("abc");
enum { SHIFT = __builtin_ctz(64u) };
_Static_assert(__builtin_popcount(64u) == 1, "power of two");

#define BITS(x) {__builtin_clz(x), __builtin_ctz(x), __builtin_popcount(x), __builtin_parity(x), \
                 __builtin_clrsb((int)(x)), __builtin_ffs((int)(x))}
#define BITSL(x) {__builtin_clzl(x), __builtin_ctzll(x), __builtin_popcountl(x), __builtin_parityll(x), \
                  __builtin_clrsbl((long)(x)), __builtin_ffsll((long long)(x))}
static const unsigned ops[] = {1u, 2u, 3u, 0x80u, 0x7fffffffu, 0x80000000u, 0xffffffffu, 0x12345678u, 0xf0f0u};
static const int folded[][6] = {BITS(1u), BITS(2u), BITS(3u), BITS(0x80u), BITS(0x7fffffffu), BITS(0x80000000u),
                                BITS(0xffffffffu), BITS(0x12345678u), BITS(0xf0f0u)};
static const unsigned long opsl[] = {1ul, 0x8000000000000000ul, 0xfffffffffffffffful, 0x7ffffffffffffffful,
                                     0x123456789abcdeful, 0x100000000ul};
static const int foldedl[][6] = {BITSL(1ul), BITSL(0x8000000000000000ul), BITSL(0xfffffffffffffffful),
                                 BITSL(0x7ffffffffffffffful), BITSL(0x123456789abcdeful), BITSL(0x100000000ul)};
static const int zero[] = {__builtin_popcount(0), __builtin_parity(0), __builtin_clrsb(0), __builtin_ffs(0),
                           __builtin_clrsbll(0), __builtin_ffsl(0), __builtin_clrsb(-1), __builtin_clrsbl(-1)};
static const unsigned long long swaps[] = {__builtin_bswap16(0xabcd), __builtin_bswap32(0x12345678u),
                                           __builtin_bswap64(0x0102030405060708ull), __builtin_bswap64(0xff)};

/* isinf of a negative infinity: gcc-12 folds it to -1, clang-19 and the run-time code to 1 */
#define CLASS(x) {__builtin_isnan(x), __builtin_isinf(x) != 0, __builtin_isinf_sign(x), __builtin_isfinite(x), \
                  __builtin_isnormal(x), __builtin_fpclassify(10, 11, 12, 13, 14, x)}
static const int classes[][6] = {CLASS(0.0), CLASS(-0.0), CLASS(1.0), CLASS(-1e-310), CLASS(1e-310L), CLASS(1e-40f),
                                 CLASS(__builtin_inf()), CLASS(-__builtin_inff()), CLASS(__builtin_nan("")),
                                 CLASS(-__builtin_huge_vall()), CLASS(1e300f)};
static const double floats[] = {__builtin_fabs(-0.0), __builtin_fabsf(-1.5f), (double)__builtin_fabsl(-2.5L),
                                __builtin_copysign(3.0, -0.0), __builtin_copysignf(-4.0f, 1.0f),
                                (double)__builtin_copysignl(5.0L, -1.0L)};
static const unsigned long lengths[] = {__builtin_strlen(""), __builtin_strlen("hello"), __builtin_strlen("a\0b"),
                                        __builtin_strlen("hello" + 2)};

int main(void) {
  printf("%d %d %d %#x %#x %ld %d %d %d %g %g %d %d\n", p, c, t, b, b16, e, n, f, k, a, s, l, SHIFT);
  for (unsigned i = 0; i < sizeof ops / sizeof *ops; i++) {
    volatile unsigned x = ops[i];
    int run[6] = BITS(x);
    for (int j = 0; j < 6; j++) printf("%d/%d ", folded[i][j], run[j]);
    printf("\n");
  }
  for (unsigned i = 0; i < sizeof opsl / sizeof *opsl; i++) {
    volatile unsigned long x = opsl[i];
    int run[6] = BITSL(x);
    for (int j = 0; j < 6; j++) printf("%d/%d ", foldedl[i][j], run[j]);
    printf("\n");
  }
  for (unsigned i = 0; i < sizeof zero / sizeof *zero; i++) printf("%d ", zero[i]);
  for (unsigned i = 0; i < sizeof swaps / sizeof *swaps; i++) printf("%#llx ", swaps[i]);
  printf("\n");
  for (unsigned i = 0; i < sizeof classes / sizeof *classes; i++) {
    for (int j = 0; j < 6; j++) printf("%d ", classes[i][j]);
    printf("\n");
  }
  volatile double d = -1e-310, inf = __builtin_inf(), nan = __builtin_nan("");
  volatile float fl = 1e-40f;
  int run[][6] = {CLASS(d), CLASS(inf), CLASS(-inf), CLASS(nan), CLASS(fl)};
  for (unsigned i = 0; i < sizeof run / sizeof *run; i++) {
    for (int j = 0; j < 6; j++) printf("%d ", run[i][j]);
    printf("\n");
  }
  for (unsigned i = 0; i < sizeof floats / sizeof *floats; i++) printf("%g ", floats[i]);
  for (unsigned i = 0; i < sizeof lengths / sizeof *lengths; i++) printf("%lu ", lengths[i]);
  volatile double neg = -0.0;
  const char *volatile str = "run time";
  printf("\n%g %lu\n", __builtin_copysign(1.0, neg), __builtin_strlen(str));
  return 0;
}
