// RUN: %cmp-gcc %s %t -mssse3
// RUN: %cmp-gcc %s %t -mssse3 -O2
// The SSE3 and SSSE3 intrinsics of gcc-12's <pmmintrin.h> and <tmmintrin.h> (128-bit forms):
// horizontal adds and subtracts, addsub, duplicates, lddqu, abs, sign, shuffle_epi8, alignr,
// maddubs, mulhrs, against gcc's build of the same program.
#include <tmmintrin.h>
#include "Inputs/x86_print.h"
#include <stdio.h>

int main(void) {
  __m128 a = _mm_setr_ps(1.5f, -2.0f, 3.25f, 8.0f), b = _mm_setr_ps(0.5f, 4.0f, -1.0f, 2.0f);
  pf("hadd", _mm_hadd_ps(a, b));
  pf("hsub", _mm_hsub_ps(a, b));
  pf("addsub", _mm_addsub_ps(a, b));
  pf("movehdup", _mm_movehdup_ps(a));
  pf("moveldup", _mm_moveldup_ps(a));
  __m128d x = _mm_setr_pd(2.5, -4.0), y = _mm_setr_pd(1.0, 3.0);
  __m128d h = _mm_hadd_pd(x, y), s = _mm_addsub_pd(x, y), d = _mm_movedup_pd(x);
  printf("pd: %g %g %g %g %g %g\n", h[0], h[1], s[0], s[1], d[0], d[1]);
  char buf[32];
  for (int k = 0; k < 32; k++) buf[k] = (char)(k * 9);
  pi("lddqu", _mm_lddqu_si128((const __m128i *)(buf + 7)));

  __m128i i = _mm_setr_epi8(1, -2, 3, -4, 5, -6, 7, -8, 100, -100, 127, -128, 0, 50, -50, 90);
  __m128i j = _mm_setr_epi8(3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3);
  pi("abs8", _mm_abs_epi8(i));
  pi("abs16", _mm_abs_epi16(i));
  pi("abs32", _mm_abs_epi32(_mm_setr_epi32(-5, 5, -2147483647 - 1, 0)));
  pi("hadd16", _mm_hadd_epi16(i, j));
  pi("hadd32", _mm_hadd_epi32(i, j));
  pi("hadds16", _mm_hadds_epi16(i, _mm_set1_epi16(32000)));
  pi("hsub16", _mm_hsub_epi16(i, j));
  pi("hsub32", _mm_hsub_epi32(i, j));
  pi("hsubs16", _mm_hsubs_epi16(i, _mm_set1_epi16(-32000)));
  pi("maddubs", _mm_maddubs_epi16(i, j));
  pi("mulhrs", _mm_mulhrs_epi16(i, _mm_set1_epi16(12345)));
  pi("shuffle8", _mm_shuffle_epi8(i, _mm_setr_epi8(15, 14, 13, 12, -1, 0, 1, 2, 8, 8, 8, 8, -128, 3, 5, 7)));
  pi("sign8", _mm_sign_epi8(i, j - _mm_set1_epi8(4)));
  pi("sign16", _mm_sign_epi16(i, _mm_setr_epi16(-1, 0, 1, -5, 5, 0, -9, 9)));
  pi("sign32", _mm_sign_epi32(i, _mm_setr_epi32(-1, 0, 1, -5)));
  pi("alignr3", _mm_alignr_epi8(i, j, 3));
  pi("alignr16", _mm_alignr_epi8(i, j, 16));
  pi("alignr20", _mm_alignr_epi8(i, j, 20));
  pi("alignr32", _mm_alignr_epi8(i, j, 32));
  return 0;
}
