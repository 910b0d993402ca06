// gcc-12's intrinsics headers define every ISA's functions, those of ISAs the command line
// lacks inside `#pragma GCC target` regions: a call of one from a function without that ISA
// is an error at the call with clang-19's words (gcc-12: "inlining failed in call to
// 'always_inline' ...: target specific option mismatch"); a function with the ISA in its
// target attribute may call it. Immediate operands are checked as clang-19 checks them. The
// same comments pass clang-19's -verify (with its own headers); the last part is ompfe's:
// a header function whose built-in ompfe does not implement is refused where it is called.
// RUN: %verify %s -- %ompfe -fsyntax-only %s
// RUN: %clang -S -emit-llvm -o /dev/null -Xclang -verify %s
// RUN: not %ompfe -fsyntax-only -DUNSUPPORTED %s 2>&1 | FileCheck %s
#include <immintrin.h>

__m128 hadd(__m128 a) {
  return _mm_hadd_ps(a, a); // expected-error {{always_inline function '_mm_hadd_ps' requires target feature 'sse3', but would be inlined into function 'hadd' that is compiled without support for 'sse3'}}
}

__attribute__((target("ssse3"))) __m128i shuffle8_ok(__m128i a) { return _mm_shuffle_epi8(_mm_abs_epi8(a), a); }

__attribute__((target("sse3"))) __m128 hadd_ok(__m128 a) { return _mm_hadd_ps(a, a); }

__m128 immediates(__m128 a, __m128i i, int n) {
  a = _mm_shuffle_ps(a, a, n); // expected-error {{argument to '__builtin_ia32_shufps' must be a constant integer}}
  i = _mm_shuffle_epi32(i, 256); // expected-error {{argument value 256 is outside the valid range [0, 255]}}
  return _mm_add_ps(a, _mm_set1_ps((float)_mm_extract_epi16(i, 8))); // expected-error {{argument value 8 is outside the valid range [0, 7]}}
}

#ifdef UNSUPPORTED
/* clang-19 reports one function's target errors and stops: these are ompfe's alone */
__m128i shuffle8(__m128i a) {
  // CHECK: x86-intrinsics-errors.c:[[@LINE+1]]:10: error: always_inline function '_mm_shuffle_epi8' requires target feature 'ssse3', but would be inlined into function 'shuffle8' that is compiled without support for 'ssse3'
  return _mm_shuffle_epi8(a, a);
}

unsigned crc(unsigned c) {
  // CHECK: x86-intrinsics-errors.c:[[@LINE+1]]:10: error: always_inline function '_mm_crc32_u8' requires target feature 'crc32', but would be inlined into function 'crc' that is compiled without support for 'crc32'
  return _mm_crc32_u8(c, 1);
}

__m64 mmx(__m64 a) {
  // CHECK: x86-intrinsics-errors.c:[[@LINE+3]]:10: error: '_mm_add_pi8' is not supported by ompfe: it uses '__builtin_ia32_paddb', a built-in ompfe does not implement
  // CHECK: mmintrin.h:{{[0-9]+}}:{{[0-9]+}}: note: '__builtin_ia32_paddb' used here
  // CHECK-NEXT: __builtin_ia32_paddb ((__v8qi)__m1, (__v8qi)__m2);
  return _mm_add_pi8(a, a);
}

int direct(void) {
  // CHECK: x86-intrinsics-errors.c:[[@LINE+1]]:10: error: built-in '__builtin_ia32_rdpid' is not supported by ompfe
  return __builtin_ia32_rdpid();
}

#endif
