// RUN: %cmp-gcc %s %t -mavx2
// RUN: %cmp-gcc %s %t -mavx2 -O2
// The AVX2 integer intrinsics of gcc-12's <avx2intrin.h> that ompfe implements (the ones code
// such as xxhash's and simdjson's uses: saturating and min/max operations, movemask, pshufb,
// shifts, multiplies, packs, unpacks and shuffles within 128-bit lanes, permutes across them,
// extract/insert of halves, widening conversions, ptest), against gcc's build. 256-bit
// vectors stay in locals: passing them by value is refused (docs/user-guide.md).
#include <immintrin.h>
#include <stdio.h>

#define SHOW(what, v)                                                                                                  \
  do {                                                                                                                 \
    unsigned char b_[32];                                                                                              \
    _mm256_storeu_si256((__m256i *)b_, (v));                                                                           \
    printf("%s:", what);                                                                                               \
    for (int k_ = 0; k_ < 32; k_++) printf(" %02x", b_[k_]);                                                           \
    printf("\n");                                                                                                      \
  } while (0)

int main(void) {
  signed char src[64];
  for (int k = 0; k < 64; k++) src[k] = (signed char)(k * 37 - 100);
  __m256i a = _mm256_loadu_si256((const __m256i *)src), b = _mm256_loadu_si256((const __m256i *)(src + 32));
  SHOW("adds_epu8", _mm256_adds_epu8(a, b));
  SHOW("subs_epi16", _mm256_subs_epi16(a, b));
  SHOW("max_epu8", _mm256_max_epu8(a, b));
  SHOW("min_epi32", _mm256_min_epi32(a, b));
  SHOW("abs_epi8", _mm256_abs_epi8(a));
  SHOW("avg_epu8", _mm256_avg_epu8(a, b));
  SHOW("sad", _mm256_sad_epu8(a, b));
  SHOW("madd", _mm256_madd_epi16(a, b));
  SHOW("maddubs", _mm256_maddubs_epi16(a, b));
  SHOW("mulhi", _mm256_mulhi_epi16(a, b));
  SHOW("mul_epu32", _mm256_mul_epu32(a, b));
  SHOW("mul_epi32", _mm256_mul_epi32(a, b));
  SHOW("packus16", _mm256_packus_epi16(a, b));
  SHOW("packs32", _mm256_packs_epi32(a, b));
  SHOW("hadd32", _mm256_hadd_epi32(a, b));
  SHOW("shuffle_epi8", _mm256_shuffle_epi8(a, b));
  SHOW("blendv", _mm256_blendv_epi8(a, b, a));
  SHOW("blend16", _mm256_blend_epi16(a, b, 0x5a));
  SHOW("blend32", _mm256_blend_epi32(a, b, 0xc3));
  SHOW("slli32", _mm256_slli_epi32(a, 7));
  SHOW("srli64", _mm256_srli_epi64(a, 13));
  SHOW("srai16", _mm256_srai_epi16(a, 3));
  SHOW("sll64", _mm256_sll_epi64(a, _mm_cvtsi32_si128(5)));
  SHOW("srlv32", _mm256_srlv_epi32(a, _mm256_set1_epi32(9)));
  SHOW("sllv64", _mm256_sllv_epi64(a, _mm256_setr_epi64x(1, 2, 63, 64)));
  SHOW("unpacklo8", _mm256_unpacklo_epi8(a, b));
  SHOW("unpackhi32", _mm256_unpackhi_epi32(a, b));
  SHOW("unpacklo64", _mm256_unpacklo_epi64(a, b));
  SHOW("shuffle_epi32", _mm256_shuffle_epi32(a, 0x1b));
  SHOW("shufflelo", _mm256_shufflelo_epi16(a, 0x4e));
  SHOW("shufflehi", _mm256_shufflehi_epi16(a, 0xb1));
  SHOW("permute4x64", _mm256_permute4x64_epi64(a, 0x4e));
  SHOW("permute2x128", _mm256_permute2x128_si256(a, b, 0x21));
  SHOW("permute2x128z", _mm256_permute2x128_si256(a, b, 0x83));
  SHOW("permutevar", _mm256_permutevar8x32_epi32(a, _mm256_setr_epi32(7, 6, 5, 4, 3, 2, 1, 0)));
  SHOW("insert", _mm256_inserti128_si256(a, _mm_set1_epi8(7), 1));
  SHOW("broadcast", _mm256_broadcastsi128_si256(_mm_set1_epi16(0x1234)));
  SHOW("cvtepu8_epi16", _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)src)));
  SHOW("cvtepi16_epi64", _mm256_cvtepi16_epi64(_mm_loadu_si128((const __m128i *)src)));
  SHOW("cast", _mm256_castsi128_si256(_mm_set1_epi32(5)) & _mm256_set_m128i(_mm_setzero_si128(), _mm_set1_epi32(-1)));
  __m128i hi = _mm256_extracti128_si256(a, 1), lo = _mm256_castsi256_si128(b);
  printf("halves %d %d\n", _mm_cvtsi128_si32(hi), _mm_cvtsi128_si32(lo));
  printf("movemask %08x %02x\n", (unsigned)_mm256_movemask_epi8(a), (unsigned)_mm256_movemask_ps(_mm256_castsi256_ps(a)));
  printf("testz %d %d\n", _mm256_testz_si256(a, b), _mm256_testz_si256(a, _mm256_setzero_si256()));
  _mm256_zeroupper();
  return 0;
}
