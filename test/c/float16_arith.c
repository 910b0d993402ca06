// RUN: %cmp-gcc %s %t --mixed %S/Inputs/float16_abi_other.c
// RUN: %cmp-gcc %s %t --mixed %S/Inputs/float16_abi_other.c -O2
// _Float16, as gcc-12 and clang-19 take it on x86_64 (SSE2): ompfe refused the type and its
// f16 literals ("use of undeclared identifier '_Float16'", "invalid floating constant" for
// <float.h>'s __FLT16_MAX__). gcc-12 evaluates _Float16 arithmetic and constants in float and
// rounds only where a value is assigned, cast to _Float16, returned or passed (so `(int)(a *
// 100)` is 9 where the float product is 9.9976, and 1.1f16 converts to float as 1.1f);
// clang-19 rounds each result to _Float16 (10 and 1.0996): ompfe follows gcc, conditions too
// (`if (t * t)` tests the float product). Arguments,
// results and structures travel as gcc passes them (SSE), checked both ways with gcc's objects.
#define __STDC_WANT_IEC_60559_TYPES_EXT__ 1 /* <float.h>'s FLT16_* */
#include <float.h>
#include "Inputs/float16_abi.h"

_Float16 g = 1.5f16;
static _Float16 table[] = {0.1f16, 2, -3.25, 65504, 1e-7f16, 1.0004882822f16};
static const _Float16 folded = 1.1f16 * 3;
struct hf gs = {1.25f16, 2.5f, -0.5f16};
_Static_assert(sizeof(_Float16) == 2 && _Alignof(_Float16) == 2 && sizeof(1.0f16 * 2) == 2, "");
_Static_assert(_Generic(g * g, _Float16: 1, default: 0) && _Generic(g * 1.0f, float: 1, default: 0), "");

static _Float16 add(_Float16 a, _Float16 b) { return a + b; }
static double half_bits(_Float16 h) { return (double)h; }

int main(int argc, char **argv) {
  (void)argv;
  _Float16 a = 0.1f16, b = 3, c = a * b + g;
  float f = c, fx = a * b, lit = 1.1f16, cast = (float)1.1f16;
  double d = a / b, e = a * b * 1000;
  printf("%.10g %.10g %.10g %.10g %.10g %.10g %.10g\n", (double)c, f, fx, lit, cast, d, e);
  printf("%.10g %.10g %.10g\n", (double)add(a, b), (double)(_Float16)70000, (double)(_Float16)1.1f16);
  printf("%d %d %.10g %.10g %.10g\n", __FLT16_MANT_DIG__, FLT16_MAX_EXP, (double)FLT16_MAX, (double)FLT16_EPSILON,
         (double)__FLT16_DENORM_MIN__);
  _Float16 x = 1;
  for (int i = 0; i < 20; i++) x = x * 1.1f16 + 0.3f16;
  printf("%.10g\n", (double)x);
  int i100 = a * 100;
  _Float16 r100 = a * 100;
  unsigned u = (unsigned)(_Float16)65000;
  long long ll = (long long)c;
  printf("%d %.10g %d %u %lld %d %d\n", i100, (double)r100, a * 100 == r100, u, ll, a < b, -a > a);
  _Float16 m = 2;
  m += a * b;       /* one rounding */
  m *= 1.5;
  m -= 1;
  m++;
  --m;
  printf("%.10g %.10g %.10g\n", (double)m, (double)(argc ? a * b : b), (double)(argc > 5 ? b : a * b));
  long double ld = c;
  __float128 q = c;
  _Float16 from_ld = 1.0L / 3, from_q = (__float128)1 / 3, from_i = argc * 1000 + 7, from_big = 123456789;
  printf("%.20Lg %.10g %.10g %.10g %.10g %.10g\n", ld, (double)q, (double)from_ld, (double)from_q, (double)from_i,
         (double)from_big);
  printf("%.10g %.10g %.10g\n", (double)folded, (double)gs.a + gs.f + gs.b, half_bits(-0.0f16));
  for (int k = 0; k < 6; k++) printf("%.12g ", (double)table[k]);
  printf("\n%d %d %d %d %d\n", __builtin_isnan(a / 0 * 0), __builtin_isinf(b * 30000), !!__builtin_signbit(-a),
         __builtin_isnormal((_Float16)1e-5f), __builtin_fpclassify(0, 1, 2, 3, 4, (_Float16)1e-6f));
  _Float16 *p = table;
  p[1] += 0.5f16;
  printf("%.10g %zu\n", (double)p[1], sizeof table);

  struct h3 s = {1, 2, 3}, t = o_h3(s, 0.5f16);
  struct h1 h = {7};
  struct h5i fi = {{1, 2, 3, 4, 5}, 6};
  struct h9 n9 = {{1, 2, 3, 4, 5, 6, 7, 8, 9}};
  printf("%.10g %.10g %.10g %.10g\n", (double)o_scale(a, 2.5f, b), (double)t.a, (double)t.b, (double)t.c);
  printf("%.10g %.10g\n", o_sum(h, gs, fi, n9), o_varargs(3, a, 1.0, b, 2.0, c, 3.0));
  printf("%.10g\n", (double)o_many(1, 2, 3, 4, 5, 6, 7, 8, 9, 10.5f16));
  volatile _Float16 tiny = 0.0001f16;  /* tiny * tiny is 1e-8 in float, 0 as a _Float16 */
  int holds = 0, loops = 0;
  if (tiny * tiny) holds = 1;
  while (tiny * tiny * argc) { loops = 1; break; }
  printf("%d %d %d\n", holds, loops, (tiny * tiny) && argc);
  printf("%d\n", !(tiny * tiny)); /* one per call: gcc-12 mixes excess results up in one call */
  printf("%d\n", tiny * tiny ? 1 : 2);
  printf("%.10g\n", (double)(tiny * tiny ?: b));
  return 0;
}
