// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// Floating constants are rounded once, as C11 and the run time round them: a literal straight
// from its digits to its type (6.4.4.2p3: hex ones exactly), an operation of double or float
// type in that type, an __int128 converted straight to float or double, and __float128
// arithmetic in binary128 (left to run time where the folding's long double cannot hold it).
// ompfe went through 80-bit long double and rounded again: 0x1.00000000000008000001p0 gave
// 1.0, 1.0 + 0x1.00000000001p-53 gave 1.0 at compile time and 0x1.0000000000001p+0 at run
// time, (float)(2^120 + 2^96 + 1) gave 2^120, (__float128)1 / 3 differed from the run time's.
// A folded __float128 constant went to MLIR as a double: (__float128)0.1L + 0 lost 49 bits.
#include <stdio.h>
#include <string.h>

static double lit_h = 0x1.00000000000008000001p0;
static float lit_f = 0x1.00000100000000000001p0f;
static double lit_d = 1.0000000000000001110223024625156540423631668090820312500001;
static float lit_fd = 1.00000005960464477539062500001f;
static double sum_d = 1.0 + 0x1.00000000001p-53;
static float sum_f = 1.0f + 0x1.000002p-24f;
static double prod_d = (1.0 + 0x1p-52) * (1.0 + 0x1.8p-52);
static double quot_d = 1.0 / 3.0;
static float quot_f = 1.0f / 3.0f;
static float i128_f = (float)(((unsigned __int128)1 << 120) + ((unsigned __int128)1 << 96) + 1);
static double i128_d = (double)(((unsigned __int128)1 << 100) + ((unsigned __int128)1 << 47) + 1);
static double i128_neg = (double)-(((__int128)1 << 100) + ((__int128)1 << 47) + 1);
static float u64_f = (float)0x8000008000000001ull;
static long double ld = 1.0L / 3.0L + 0x1p-70L;
static _Complex double cplx = (1.0 + 0x1.00000000001p-53) + 2.0i;

static void show_d(const char *what, double compile, double run) {
  printf("%s %a %a %s\n", what, compile, run, compile == run ? "same" : "DIFFER");
}

static void show_q(__float128 q) {
  unsigned long long p[2];
  memcpy(p, &q, 16);
  printf("%llx %llx\n", p[1], p[0]);
}
static __float128 q_static = 0.1L;

int main(void) {
  volatile double one = 1.0, third_den = 3.0, tiny = 0x1.00000000001p-53, a = 1.0 + 0x1p-52, b = 1.0 + 0x1.8p-52;
  volatile float onef = 1.0f, tinyf = 0x1.000002p-24f, threef = 3.0f;
  volatile unsigned __int128 big = ((unsigned __int128)1 << 120) + ((unsigned __int128)1 << 96) + 1;
  volatile unsigned long long u64 = 0x8000008000000001ull;
  printf("%a %a %a %a\n", lit_h, (double)lit_f, lit_d, (double)lit_fd);
  show_d("sum_d", sum_d, one + tiny);
  show_d("sum_d local", 1.0 + 0x1.00000000001p-53, one + tiny);
  show_d("sum_f", sum_f, (float)(onef + tinyf));
  show_d("prod_d", prod_d, a * b);
  show_d("quot_d", quot_d, one / third_den);
  show_d("quot_f", quot_f, (float)(onef / threef));
  show_d("i128_f", i128_f, (float)big);
  show_d("i128_f local", (float)(((unsigned __int128)1 << 120) + ((unsigned __int128)1 << 96) + 1), (float)big);
  printf("%a %a %a\n", i128_d, i128_neg, (double)u64_f);
  show_d("u64_f", u64_f, (float)u64);
  printf("%La\n", ld);
  printf("%a %a\n", __real__ cplx, __imag__ cplx);
  volatile __float128 q1 = 1;
  __float128 qc = (__float128)1 / 3, qr = q1 / 3;
  __float128 qbig = (__float128)18446744073709551615ull * 18446744073709551615ull, qbr = (__float128)(q1 * 18446744073709551615ull) * 18446744073709551615ull;
  printf("%d %d\n", qc == qr, qbig == qbr);
  volatile long double tenth = 0.1L;
  show_q(0.1L);
  show_q((__float128)0.1L + 0);
  show_q((__float128)tenth);
  show_q(q_static);
  show_q(qbig);
  show_q((__float128)((unsigned __int128)1 << 100) + 1);
  return 0;
}
