/* A seed for fuzz_source that no test gives whole: every builtin ompfe knows
 * (sema/builtins.c), on the host and in a target region. */
#include <stdarg.h>
#include <stddef.h>

static int sum(int n, ...) {
  va_list ap, copy;
  __builtin_va_start(ap, n);
  __builtin_va_copy(copy, ap);
  int s = 0;
  for (int i = 0; i < n; i++) s += __builtin_va_arg(ap, int);
  __builtin_va_end(copy);
  __builtin_va_end(ap);
  return s;
}

struct S { int a; double b[4]; };

int main(void) {
  unsigned u = 0x1234u;
  unsigned long ul = 99ul;
  unsigned long long ull = 12345ull;
  double d = 2.5;
  float f = 1.5f;
  long double ld = 3.5L;
  int r = 0;
  struct S s = {0};
  char buf[32];
  void *p = __builtin_alloca(16);
  void *q = __builtin_assume_aligned(p, 16);
  __builtin_prefetch(q);
  r += __builtin_abs(-3) + (int)__builtin_labs(-4L) + (int)__builtin_llabs(-5LL);
  r += __builtin_bswap16((unsigned short)u) + (int)__builtin_bswap32(u) + (int)__builtin_bswap64(ull);
  r += __builtin_clz(u) + __builtin_clzl(ul) + __builtin_clzll(ull);
  r += __builtin_ctz(u) + __builtin_ctzl(ul) + __builtin_ctzll(ull);
  r += __builtin_popcount(u) + __builtin_popcountl(ul) + __builtin_popcountll(ull);
  r += __builtin_constant_p(3) + __builtin_constant_p(r);
  r += (int)__builtin_expect(r > 0, 1) + (int)__builtin_expect_with_probability(r, 0, 0.5);
  d += __builtin_fabs(-d) + __builtin_fabsf(-f) + (double)__builtin_fabsl(-ld);
  r += __builtin_finite(d) + __builtin_isfinite(d) + __builtin_isinf(d) + __builtin_isinf_sign(-d) + __builtin_isnan(d);
  r += __builtin_isnormal(f) + __builtin_signbit(d) + __builtin_signbitf(f) + __builtin_signbitl(ld);
  r += __builtin_fpclassify(0, 1, 2, 3, 4, d);
  r += __builtin_isgreater(d, 1.0) + __builtin_isgreaterequal(d, 1.0) + __builtin_isless(d, 1.0);
  r += __builtin_islessequal(d, 1.0) + __builtin_islessgreater(d, 1.0) + __builtin_isunordered(d, 1.0);
  d += __builtin_huge_val() - __builtin_huge_valf() + (double)__builtin_huge_vall();
  d += __builtin_inf() + __builtin_inff() + (double)__builtin_infl();
  d += __builtin_nan("") + __builtin_nanf("1") + (double)__builtin_nanl("");
  r += (int)__builtin_object_size(buf, 0) + (int)__builtin_dynamic_object_size(buf, 1);
  r += (int)__builtin_offsetof(struct S, b[2]);
  r += sum(3, 1, 2, 3);
#pragma omp target map(tofrom: r, s) firstprivate(u, ull, d)
  {
    r += __builtin_popcount(u) + __builtin_clzll(ull) + __builtin_isnan(d) + __builtin_abs(r);
    s.b[1] = __builtin_fabs(d) + __builtin_inf();
    if (r < -1000) __builtin_trap();
    if (r < -2000) __builtin_unreachable();
  }
  return r & 1;
}
