// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2 -DRUNTIME_ONLY
// RUN: %cmp-clang %s %t
// A floating value converted to int, long or long long that the type cannot hold (or a NaN)
// is undefined (C11 6.3.1.4p1), but gcc-12 and clang-19 give x86-64's "integer indefinite"
// INT_MIN / LONG_MIN (cvttsd2si, x87's fistp) at -O0 always and at every level for a value
// known only at run time; unsigned long from a negative double below -2^63 or a NaN gets
// 2^63 the same way. ompcc printed a different number in each run at -O0 where the value was
// a constant (a local initialized with one): LLVM folds fptosi of an out-of-range constant to
// poison. -O2 compares only run-time values: gcc-12 folds constants there to saturated values.
int printf(const char *, ...);

#ifdef RUNTIME_ONLY
#define SOURCE volatile
#else
#define SOURCE
#endif

int main(void) {
  SOURCE double d1 = 1e10, d2 = -3e9, d3 = 1e30, d4 = -1e300, d5 = -2147483648.9, d6 = 2147483647.9;
  SOURCE float f1 = 3e9f, f2 = -1e20f, f3 = 9.3e18f;
  SOURCE long double l1 = 1e10L, l2 = -1e4000L, l3 = 9223372036854775807.5L;
  SOURCE double nan = __builtin_nan(""), inf = __builtin_inf();
  SOURCE float nanf = __builtin_nanf("");
  int i1 = d1, i2 = d2, i3 = d5, i4 = d6, i5 = f1, i6 = l1, i7 = nan, i8 = -inf, i9 = nanf;
  printf("int: %d %d %d %d %d %d %d %d %d\n", i1, i2, i3, i4, i5, i6, i7, i8, i9);
  long g1 = d3, g2 = d4, g3 = f2, g4 = f3, g5 = l2, g6 = l3, g7 = nan, g8 = inf;
  printf("long: %ld %ld %ld %ld %ld %ld %ld %ld\n", g1, g2, g3, g4, g5, g6, g7, g8);
  long long q1 = d3 * 2, q2 = f2 * 2, q3 = l2 * 2;
  printf("long long: %lld %lld %lld\n", q1, q2, q3);
  unsigned long u1 = d4, u2 = -1e19 + d2, u3 = nan, u4 = f2, u5 = d2, u6 = nanf;
  printf("unsigned long: %lu %lu %lu %lu %lu %lu\n", u1, u2, u3, u4, u5, u6);
  /* through a 32-bit conversion, whose indefinite value's low byte is 0 */
  signed char c1 = d1;
  unsigned char c2 = f2;
  short s1 = nan;
  printf("narrow: %d %u %d\n", c1, c2, s1);
  SOURCE int acc = 7;
  acc *= 1e10; /* 7e10 converted back to int */
  SOURCE long lacc = 1;
  lacc += 1e19;
  printf("compound: %d %ld\n", acc, lacc);
  printf("casts: %d %ld %lld\n", (int)d1, (long)f2, (long long)l2);
  return 0;
}
