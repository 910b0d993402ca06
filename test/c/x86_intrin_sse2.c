// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// The SSE and SSE2 intrinsics of gcc-12's <xmmintrin.h> and <emmintrin.h> (x86-64's baseline,
// so no flag): arithmetic, compares, shuffles, shifts by immediate and by register,
// conversions, loads and stores, movemask, min/max, saturating and averaging operations,
// set/setr/extract/insert, against gcc's build of the same program.
#include <emmintrin.h>
#include "Inputs/x86_print.h"
#include <stdio.h>
#include <string.h>

int main(void) {
  __m128 a = _mm_setr_ps(1.5f, -2.0f, 3.25f, 8.0f), b = _mm_set_ps(0.5f, 4.0f, -1.0f, 2.0f);
  pf("add", _mm_add_ps(a, b));
  pf("sub_ss", _mm_sub_ss(a, b));
  pf("mul_ss", _mm_mul_ss(a, b));
  pf("div", _mm_div_ps(a, b));
  pf("div_ss", _mm_div_ss(a, b));
  pf("sqrt", _mm_sqrt_ps(_mm_set1_ps(16.0f)));
  pf("sqrt_ss", _mm_sqrt_ss(_mm_setr_ps(9.0f, 2.0f, 3.0f, 4.0f)));
  pf("min", _mm_min_ps(a, b));
  pf("max_ss", _mm_max_ss(a, b));
  pf("and", _mm_and_ps(a, _mm_castsi128_ps(_mm_set1_epi32(0x7fffffff))));
  pf("andnot", _mm_andnot_ps(_mm_set1_ps(-0.0f), a));
  pf("xor", _mm_xor_ps(a, _mm_set1_ps(-0.0f)));
  pf("cmplt", _mm_and_ps(_mm_cmplt_ps(a, b), _mm_set1_ps(1.0f)));
  pf("cmpge", _mm_and_ps(_mm_cmpge_ps(a, b), _mm_set1_ps(1.0f)));
  pf("cmpneq_ss", _mm_cmpneq_ss(a, b));
  pf("cmpnle", _mm_and_ps(_mm_cmpnle_ps(a, b), _mm_set1_ps(1.0f)));
  printf("comilt %d ucomige %d\n", _mm_comilt_ss(a, b), _mm_ucomige_ss(a, b));
  pf("shuffle", _mm_shuffle_ps(a, b, _MM_SHUFFLE(0, 1, 2, 3)));
  pf("unpackhi", _mm_unpackhi_ps(a, b));
  pf("unpacklo", _mm_unpacklo_ps(a, b));
  pf("movehl", _mm_movehl_ps(a, b));
  pf("movelh", _mm_movelh_ps(a, b));
  pf("move_ss", _mm_move_ss(a, b));
  printf("movemask %d\n", _mm_movemask_ps(a));
  printf("cvtss_si32 %d cvttss %d cvtss_f32 %g\n", _mm_cvtss_si32(_mm_set1_ps(2.5f)), _mm_cvttss_si32(_mm_set1_ps(-2.7f)),
         _mm_cvtss_f32(a));
  pf("cvtsi32_ss", _mm_cvtsi32_ss(a, 7));
  float mem[8] = {1, 2, 3, 4, 5, 6, 7, 8};
  pf("loadu", _mm_loadu_ps(mem + 1));
  pf("loadh", _mm_loadh_pi(a, (const __m64 *)mem));
  pf("loadl", _mm_loadl_pi(a, (const __m64 *)(mem + 4)));
  _mm_storeh_pi((__m64 *)mem, a);
  _mm_storel_pi((__m64 *)(mem + 2), b);
  printf("stored %g %g %g %g\n", mem[0], mem[1], mem[2], mem[3]);
  printf("mxcsr rounding %u\n", _mm_getcsr() & 0x6000);

  __m128d x = _mm_setr_pd(2.5, -4.0), y = _mm_set_pd(1.0, 3.0);
  pd("add_sd", _mm_add_sd(x, y));
  pd("mul", _mm_mul_pd(x, y));
  pd("sqrt_sd", _mm_sqrt_sd(x, _mm_set1_pd(49.0)));
  pd("max", _mm_max_pd(x, y));
  pd("cmpeq", _mm_and_pd(_mm_cmpeq_pd(x, x), _mm_set1_pd(1.0)));
  pd("cmplt_sd", _mm_cmplt_sd(x, y));
  pd("shuffle", _mm_shuffle_pd(x, y, 1));
  pd("unpackhi", _mm_unpackhi_pd(x, y));
  pd("move_sd", _mm_move_sd(x, y));
  pd("cvtps_pd", _mm_cvtps_pd(a));
  pd("cvtepi32_pd", _mm_cvtepi32_pd(_mm_setr_epi32(-3, 9, 1, 1)));
  pf("cvtpd_ps", _mm_cvtpd_ps(x));
  pi("cvtpd_epi32", _mm_cvtpd_epi32(_mm_setr_pd(2.5, 3.5)));
  pi("cvttps_epi32", _mm_cvttps_epi32(a));
  pi("cvtps_epi32", _mm_cvtps_epi32(a));
  pf("cvtepi32_ps", _mm_cvtepi32_ps(_mm_setr_epi32(1, -2, 3, 100000)));
  printf("cvtsd_si32 %d cvttsd_si64 %lld\n", _mm_cvtsd_si32(x), (long long)_mm_cvttsd_si64(y));
  pd("cvtss_sd", _mm_cvtss_sd(x, a));
  pf("cvtsd_ss", _mm_cvtsd_ss(a, x));
  pd("cvtsi64_sd", _mm_cvtsi64_sd(x, -12345678901LL));
  printf("movemask_pd %d\n", _mm_movemask_pd(x));
  double dm[4] = {10, 20, 30, 40};
  pd("loadh_pd", _mm_loadh_pd(x, dm + 1));
  pd("loadl_pd", _mm_loadl_pd(x, dm + 2));
  pd("loadu_pd", _mm_loadu_pd(dm + 1));

  __m128i i = _mm_setr_epi8(1, -2, 3, -4, 5, -6, 7, -8, 100, -100, 127, -128, 0, 50, -50, 90);
  __m128i j = _mm_set1_epi8(60);
  pi("adds_epi8", _mm_adds_epi8(i, j));
  pi("subs_epu8", _mm_subs_epu8(i, j));
  pi("adds_epu16", _mm_adds_epu16(i, _mm_set1_epi16(-2)));
  pi("avg_epu8", _mm_avg_epu8(i, j));
  pi("max_epu8", _mm_max_epu8(i, j));
  pi("min_epi16", _mm_min_epi16(i, j));
  pi("madd", _mm_madd_epi16(i, j));
  pi("mulhi", _mm_mulhi_epi16(i, _mm_set1_epi16(-3000)));
  pi("mulhi_epu16", _mm_mulhi_epu16(i, _mm_set1_epi16(-3000)));
  pi("mullo", _mm_mullo_epi16(i, j));
  pi("mul_epu32", _mm_mul_epu32(_mm_setr_epi32(-1, 5, 7, 9), _mm_setr_epi32(-1, 3, 3, 3)));
  pi("sad", _mm_sad_epu8(i, j));
  pi("cmpeq8", _mm_cmpeq_epi8(i, _mm_set1_epi8(5)));
  pi("cmpgt16", _mm_cmpgt_epi16(i, j));
  pi("cmplt32", _mm_cmplt_epi32(i, j));
  printf("movemask_epi8 %d\n", _mm_movemask_epi8(i));
  pi("slli16", _mm_slli_epi16(i, 3));
  pi("srai32", _mm_srai_epi32(i, 5));
  pi("srli64", _mm_srli_epi64(i, 12));
  pi("srli16_big", _mm_srli_epi16(i, 20));
  pi("sll32", _mm_sll_epi32(i, _mm_cvtsi32_si128(4)));
  pi("sra16", _mm_sra_epi16(i, _mm_cvtsi32_si128(2)));
  pi("srl64", _mm_srl_epi64(i, _mm_cvtsi32_si128(9)));
  pi("slli_si128", _mm_slli_si128(i, 5));
  pi("srli_si128", _mm_srli_si128(i, 3));
  pi("bsrli_16", _mm_bsrli_si128(i, 16));
  pi("shuffle_epi32", _mm_shuffle_epi32(i, _MM_SHUFFLE(1, 0, 3, 2)));
  pi("shufflelo", _mm_shufflelo_epi16(i, 0x1b));
  pi("shufflehi", _mm_shufflehi_epi16(i, 0x4e));
  pi("unpacklo8", _mm_unpacklo_epi8(i, j));
  pi("unpackhi16", _mm_unpackhi_epi16(i, j));
  pi("unpacklo32", _mm_unpacklo_epi32(i, j));
  pi("unpackhi64", _mm_unpackhi_epi64(i, j));
  pi("packs16", _mm_packs_epi16(i, j));
  pi("packs32", _mm_packs_epi32(i, _mm_set1_epi32(-70000)));
  pi("packus16", _mm_packus_epi16(i, _mm_set1_epi16(300)));
  pi("andnot", _mm_andnot_si128(i, j));
  pi("move_epi64", _mm_move_epi64(i));
  pi("insert", _mm_insert_epi16(i, 0x1234, 5));
  printf("extract %d %d\n", _mm_extract_epi16(i, 2), _mm_extract_epi16(i, 7));
  printf("cvtsi128 %d %lld\n", _mm_cvtsi128_si32(i), (long long)_mm_cvtsi128_si64(i));
  pi("set_epi64x", _mm_set_epi64x(0x0102030405060708LL, -2));
  pi("setr_epi16", _mm_setr_epi16(1, 2, 3, 4, 5, 6, 7, 8));
  char buf[40];
  for (int k = 0; k < 40; k++) buf[k] = (char)(k * 7);
  pi("loadu_si128", _mm_loadu_si128((const __m128i *)(buf + 3)));
  pi("loadl_epi64", _mm_loadl_epi64((const __m128i *)(buf + 5)));
  _mm_storeu_si128((__m128i *)(buf + 1), i);
  _mm_maskmoveu_si128(j, _mm_cmplt_epi8(i, _mm_setzero_si128()), buf + 20);
  pi("stored", _mm_loadu_si128((const __m128i *)(buf + 16)));
  __attribute__((aligned(16))) int al[4];
  _mm_store_si128((__m128i *)al, i);
  _mm_stream_si128((__m128i *)al, j);
  _mm_sfence();
  _mm_mfence();
  _mm_lfence();
  printf("stream %d\n", al[2]);
  return 0;
}
