// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// Code as zstd, xxhash and image codecs write it: an SSE2 path under `#ifdef __SSE2__`
// (x86-64's baseline, so taken with no flag), and an SSSE3 function chosen at run time,
// compiled for that ISA by __attribute__((target("ssse3"))), whose calls of <tmmintrin.h>'s
// functions (defined for ssse3 under gcc's `#pragma GCC target`) are allowed there.
#include <cpuid.h>
#include <stdio.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#include <tmmintrin.h>
#endif

/* zstd's row match finder: which of 16 tags equal tag, as a bit mask */
static unsigned tag_mask(const unsigned char *tags, unsigned char tag) {
#ifdef __SSE2__
  __m128i chunk = _mm_loadu_si128((const __m128i *)tags);
  return (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(chunk, _mm_set1_epi8((char)tag)));
#else
  unsigned m = 0;
  for (int i = 0; i < 16; i++) m |= (unsigned)(tags[i] == tag) << i;
  return m;
#endif
}

/* the length of the common prefix of two buffers, 16 bytes at a time */
static size_t common_prefix(const unsigned char *a, const unsigned char *b, size_t n) {
  size_t i = 0;
  for (; i + 16 <= n; i += 16) {
    unsigned m = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(a + i)),
                                                            _mm_loadu_si128((const __m128i *)(b + i))));
    if (m != 0xffff) return i + (size_t)__builtin_ctz(~m);
  }
  while (i < n && a[i] == b[i]) i++;
  return i;
}

__attribute__((target("ssse3"))) static void reverse16_ssse3(unsigned char *p) {
  __m128i rev = _mm_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
  _mm_storeu_si128((__m128i *)p, _mm_shuffle_epi8(_mm_loadu_si128((const __m128i *)p), rev));
}

static void reverse16_plain(unsigned char *p) {
  for (int i = 0; i < 8; i++) {
    unsigned char t = p[i];
    p[i] = p[15 - i];
    p[15 - i] = t;
  }
}

int main(void) {
  unsigned char tags[16], a[100], b[100];
  for (int i = 0; i < 16; i++) tags[i] = (unsigned char)(i % 5);
  printf("mask %04x %04x\n", tag_mask(tags, 3), tag_mask(tags, 7));
  for (int i = 0; i < 100; i++) a[i] = b[i] = (unsigned char)(i * 13);
  b[71] ^= 1;
  printf("prefix %zu %zu\n", common_prefix(a, b, 100), common_prefix(a, a, 100));
  unsigned char r[16];
  for (int i = 0; i < 16; i++) r[i] = (unsigned char)i;
  unsigned eax, ebx, ecx, edx;
  if (__get_cpuid(1, &eax, &ebx, &ecx, &edx) && (ecx & bit_SSSE3)) reverse16_ssse3(r);
  else reverse16_plain(r);
  for (int i = 0; i < 16; i++) printf(" %d", r[i]);
  printf("\n");
  return 0;
}
