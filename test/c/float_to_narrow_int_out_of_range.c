// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2 -DRUNTIME_ONLY
// RUN: %cmp-clang %s %t
// A floating value converted to an unsigned type narrower than 64 bits, or to a signed char or
// short, that the type cannot hold (negative, or too large) is undefined (C11 6.3.1.4p1), but
// gcc-12 and clang-19 give the low bits of x86-64's conversion to a wider signed integer, at
// -O0 always and at every level for a value known only at run time: (unsigned)-2.5 is
// 4294967294, (unsigned char)-1.5 255, (signed char)200.0 -56.
// ompcc printed a different number in each run at -O0 where the value was a constant (a local
// initialized with one): LLVM folds fptoui of an out-of-range constant to poison. -O2 compares
// only run-time values: gcc-12 folds constants there to other values (0 for -2.5).
int printf(const char *, ...);

#ifdef RUNTIME_ONLY
#define SOURCE volatile
#else
#define SOURCE
#endif

int main(void) {
  SOURCE double d1 = -2.5, d2 = 5e9, d3 = -1.0, d4 = 70000.7, d5 = 4294967295.0, d6 = -2147483648.0;
  SOURCE float f1 = -3.75f, f2 = 300.5f, f3 = 1e10f;
  SOURCE long double l1 = -7.25L, l2 = 65536.5L, l3 = 4294967296.0L;
  unsigned u1 = d1, u2 = d2, u3 = d3, u5 = d5, u6 = d6, u7 = f1, u8 = f3, u9 = l1, u10 = l3;
  printf("unsigned: %u %u %u %u %u %u %u %u %u\n", u1, u2, u3, u5, u6, u7, u8, u9, u10);
  unsigned short s1 = d1, s2 = d4, s3 = f1, s4 = f2, s5 = l1, s6 = l2;
  printf("unsigned short: %u %u %u %u %u %u\n", s1, s2, s3, s4, s5, s6);
  unsigned char c1 = d3, c2 = d4, c3 = f1, c4 = f2, c5 = l1;
  printf("unsigned char: %u %u %u %u %u\n", c1, c2, c3, c4, c5);
  SOURCE unsigned acc = 7;
  acc -= 9.5; /* 7 - 9.5 = -2.5 converted back to unsigned */
  SOURCE unsigned char small = 10;
  small *= -1.5;
  printf("compound: %u %u\n", acc, small);
  printf("casts: %u %u %u\n", (unsigned)d1, (unsigned short)f1, (unsigned char)l1);
  signed char sc1 = d4, sc2 = f2;
  short ss1 = d4, ss2 = f3 / 1e5f;
  printf("signed: %d %d %d %d\n", sc1, sc2, ss1, ss2);
  /* long double converts with x87's fistp, to 16 bits for a char (signed or not) and to a
   * short, whose out-of-range result is -32768 (also for a constant at -O0) */
  SOURCE long double x1 = 70000.0L, x2 = -40000.0L, x3 = 300.5L;
  unsigned char xu1 = x1, xu2 = x2, xu3 = x3;
  signed char xs1 = x1, xs3 = x3;
  short xh1 = x1, xh2 = x2;
  unsigned short xw1 = x1;
  printf("x87: %u %u %u %d %d %d %d %u\n", xu1, xu2, xu3, xs1, xs3, xh1, xh2, xw1);
  SOURCE char ch = 100;
  ch /= 0.5;
  SOURCE short sh = 1000;
  sh *= 40.5;
  printf("signed compound: %d %d\n", ch, sh);
  return 0;
}
