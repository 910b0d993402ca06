// RUN: %cmp-gcc %s %t -msse4.2
// RUN: %cmp-gcc %s %t -msse4.2 -O2
// The SSE4.1 and SSE4.2 intrinsics of gcc-12's <smmintrin.h> and <nmmintrin.h>: blends, dot
// products, rounding, insert/extract, min/max, sign and zero extension, packus, minpos,
// mpsadbw, ptest, the string compares and crc32, against gcc's build of the same program.
#include <nmmintrin.h>
#include "Inputs/x86_print.h"
#include <stdio.h>

int main(void) {
  __m128 a = _mm_setr_ps(1.5f, -2.5f, 3.25f, 8.75f), b = _mm_setr_ps(0.5f, 4.0f, -1.0f, 2.0f);
  __m128d x = _mm_setr_pd(2.5, -4.5), y = _mm_setr_pd(1.0, 3.0);
  pf("blend", _mm_blend_ps(a, b, 5));
  pf("blendv", _mm_blendv_ps(a, b, _mm_setr_ps(-1.0f, 1.0f, -0.0f, 0.0f)));
  __m128d bl = _mm_blend_pd(x, y, 2), bv = _mm_blendv_pd(x, y, _mm_setr_pd(1.0, -1.0));
  printf("blend_pd %g %g %g %g\n", bl[0], bl[1], bv[0], bv[1]);
  pf("dp", _mm_dp_ps(a, b, 0xf1));
  pf("dp2", _mm_dp_ps(a, b, 0x3c));
  __m128d dp = _mm_dp_pd(x, y, 0x31);
  printf("dp_pd %g %g\n", dp[0], dp[1]);
  pf("floor", _mm_floor_ps(a));
  pf("ceil", _mm_ceil_ps(a));
  pf("round", _mm_round_ps(a, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
  pf("round_ss", _mm_round_ss(a, b, _MM_FROUND_TO_ZERO));
  __m128d fl = _mm_floor_pd(x), cs = _mm_ceil_sd(x, y);
  printf("floor_pd %g %g ceil_sd %g %g\n", fl[0], fl[1], cs[0], cs[1]);
  pf("insert_ps", _mm_insert_ps(a, b, 0x9c));
  printf("extract_ps %d\n", _mm_extract_ps(a, 2));

  __m128i i = _mm_setr_epi8(1, -2, 3, -4, 5, -6, 7, -8, 100, -100, 127, -128, 0, 50, -50, 90);
  __m128i j = _mm_setr_epi8(3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3);
  pi("blend_epi16", _mm_blend_epi16(i, j, 0xa5));
  pi("blendv_epi8", _mm_blendv_epi8(i, j, i));
  pi("max_epi8", _mm_max_epi8(i, j));
  pi("min_epu16", _mm_min_epu16(i, j));
  pi("max_epu32", _mm_max_epu32(i, j));
  pi("min_epi32", _mm_min_epi32(i, j));
  pi("mullo32", _mm_mullo_epi32(i, j));
  pi("mul_epi32", _mm_mul_epi32(_mm_setr_epi32(-7, 5, 100000, 9), _mm_setr_epi32(300000, 3, -3, 3)));
  pi("cvtepi8_epi16", _mm_cvtepi8_epi16(i));
  pi("cvtepi8_epi64", _mm_cvtepi8_epi64(_mm_srli_si128(i, 2)));
  pi("cvtepu8_epi32", _mm_cvtepu8_epi32(i));
  pi("cvtepi16_epi32", _mm_cvtepi16_epi32(i));
  pi("cvtepu16_epi64", _mm_cvtepu16_epi64(i));
  pi("cvtepi32_epi64", _mm_cvtepi32_epi64(i));
  pi("cvtepu32_epi64", _mm_cvtepu32_epi64(i));
  pi("packus32", _mm_packus_epi32(i, _mm_setr_epi32(-1, 70000, 65535, 3)));
  pi("minpos", _mm_minpos_epu16(i));
  pi("mpsadbw", _mm_mpsadbw_epu8(i, j, 5));
  pi("cmpeq64", _mm_cmpeq_epi64(i, i));
  pi("cmpgt64", _mm_cmpgt_epi64(i, j));
  pi("insert8", _mm_insert_epi8(i, 0x77, 9));
  pi("insert32", _mm_insert_epi32(i, -5, 2));
  pi("insert64", _mm_insert_epi64(i, 0x1122334455667788LL, 1));
  printf("extract %d %d %lld\n", _mm_extract_epi8(i, 9), _mm_extract_epi32(i, 3), (long long)_mm_extract_epi64(i, 1));
  printf("test %d %d %d %d\n", _mm_testz_si128(i, j), _mm_testc_si128(i, i), _mm_testnzc_si128(i, j),
         _mm_test_all_ones(_mm_cmpeq_epi8(i, i)));
  char buf[32];
  for (int k = 0; k < 32; k++) buf[k] = (char)(k * 3);
  pi("stream_load", _mm_stream_load_si128((__m128i *)buf));

  __m128i hay = _mm_loadu_si128((const __m128i *)"hello, world! ab"), set = _mm_loadu_si128((const __m128i *)"ow\0.............");
  printf("cmpistri %d %d\n", _mm_cmpistri(set, hay, _SIDD_CMP_EQUAL_ANY), _mm_cmpistri(set, hay, _SIDD_CMP_EQUAL_ANY | _SIDD_MOST_SIGNIFICANT));
  pi("cmpistrm", _mm_cmpistrm(set, hay, _SIDD_CMP_EQUAL_ANY | _SIDD_UNIT_MASK));
  printf("cmpistr flags %d %d %d %d %d\n", _mm_cmpistra(set, hay, 0), _mm_cmpistrc(set, hay, 0), _mm_cmpistro(set, hay, 0),
         _mm_cmpistrs(set, hay, 0), _mm_cmpistrz(set, hay, 0));
  printf("cmpestri %d %d\n", _mm_cmpestri(set, 2, hay, 16, _SIDD_CMP_EQUAL_ORDERED), _mm_cmpestri(set, 1, hay, 5, _SIDD_CMP_RANGES));
  pi("cmpestrm", _mm_cmpestrm(set, 2, hay, 16, _SIDD_CMP_EQUAL_ANY | _SIDD_BIT_MASK));
  printf("cmpestr flags %d %d %d %d %d\n", _mm_cmpestra(set, 2, hay, 16, 0), _mm_cmpestrc(set, 2, hay, 16, 0),
         _mm_cmpestro(set, 2, hay, 16, 0), _mm_cmpestrs(set, 2, hay, 16, 0), _mm_cmpestrz(set, 2, hay, 16, 0));
  unsigned c = _mm_crc32_u8(0xffffffffu, 'a');
  c = _mm_crc32_u16(c, 0x1234);
  c = _mm_crc32_u32(c, 0xdeadbeefu);
  printf("crc %08x %016llx\n", c, (unsigned long long)_mm_crc32_u64(c, 0x0123456789abcdefULL));
  return 0;
}
