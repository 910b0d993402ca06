/* Printing helpers of the x86 intrinsics tests (x86_intrin_*.c): a vector's lanes, so that
 * ompcc's and gcc's builds can be compared line by line. Include after the intrinsics header. */
#include <stdio.h>

static inline void pf(const char *what, __m128 v) {
  float f[4];
  _mm_storeu_ps(f, v);
  printf("%s: %g %g %g %g\n", what, f[0], f[1], f[2], f[3]);
}

static inline void pd(const char *what, __m128d v) {
  double d[2];
  _mm_storeu_pd(d, v);
  printf("%s: %g %g\n", what, d[0], d[1]);
}

static inline void pi(const char *what, __m128i v) {
  unsigned char b[16];
  _mm_storeu_si128((__m128i *)b, v);
  printf("%s:", what);
  for (int i = 0; i < 16; i++) printf(" %02x", b[i]);
  printf("\n");
}
