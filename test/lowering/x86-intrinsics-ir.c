// gcc-12's intrinsics become the LLVM IR clang-19 makes of its own (clang-19 -S -emit-llvm
// of this file with clang's headers gives the same calls and instructions): an
// llvm.x86.* intrinsic where clang keeps one, generic IR elsewhere (saturating adds, an
// unsigned max, a shuffle for the immediate shuffles and unpacks, an fcmp sign-extended for
// packed compares, an element inserted for the scalar operations). -O0 inlines gcc's
// always_inline functions as clang-19's -O0 does.
// RUN: %ompfe -emit-llvm -S %s -o - | FileCheck %s
// RUN: %clang -emit-llvm -S %s -o - | FileCheck %s
#include <immintrin.h>

// CHECK-LABEL: define{{.*}} <4 x float> @max_ps(
// CHECK-NOT: call{{.*}} @_mm_max_ps
// CHECK: call <4 x float> @llvm.x86.sse.max.ps(<4 x float> %{{.*}}, <4 x float> %{{.*}})
__m128 max_ps(__m128 a, __m128 b) { return _mm_max_ps(a, b); }

// CHECK-LABEL: define{{.*}} <2 x i64> @adds_epu8(
// CHECK: call <16 x i8> @llvm.uadd.sat.v16i8(<16 x i8> %{{.*}}, <16 x i8> %{{.*}})
__m128i adds_epu8(__m128i a, __m128i b) { return _mm_adds_epu8(a, b); }

// CHECK-LABEL: define{{.*}} i32 @movemask(
// CHECK: call i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8> %{{.*}})
int movemask(__m128i a) { return _mm_movemask_epi8(a); }

// CHECK-LABEL: define{{.*}} <2 x i64> @shuffle_epi32(
// CHECK: shufflevector <4 x i32> %{{.*}}, <4 x i32> {{poison|undef|%.*}}, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
__m128i shuffle_epi32(__m128i a) { return _mm_shuffle_epi32(a, 0x1b); }

// CHECK-LABEL: define{{.*}} <2 x i64> @slli_epi16(
// CHECK: call <8 x i16> @llvm.x86.sse2.pslli.w(<8 x i16> %{{.*}}, i32 %{{.*}})
__m128i slli_epi16(__m128i a) { return _mm_slli_epi16(a, 3); }

// CHECK-LABEL: define{{.*}} <2 x i64> @madd(
// CHECK: call <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16> %{{.*}}, <8 x i16> %{{.*}})
__m128i madd(__m128i a, __m128i b) { return _mm_madd_epi16(a, b); }

// CHECK-LABEL: define{{.*}} <4 x float> @cmpneq_ss(
// CHECK: call <4 x float> @llvm.x86.sse.cmp.ss(<4 x float> %{{.*}}, <4 x float> %{{.*}}, i8 4)
__m128 cmpneq_ss(__m128 a, __m128 b) { return _mm_cmpneq_ss(a, b); }

// CHECK-LABEL: define{{.*}} <2 x double> @cmplt_pd(
// CHECK: fcmp olt <2 x double>
// CHECK: sext <2 x i1> %{{.*}} to <2 x i64>
__m128d cmplt_pd(__m128d a, __m128d b) { return _mm_cmplt_pd(a, b); }

// CHECK-LABEL: define{{.*}} i32 @cvtsd_si32(
// CHECK: call i32 @llvm.x86.sse2.cvtsd2si(<2 x double> %{{.*}})
int cvtsd_si32(__m128d a) { return _mm_cvtsd_si32(a); }

// A function with AVX2 by its target attribute calls AVX2's functions; it gets the ISA's
// LLVM target features.
// CHECK-LABEL: define{{.*}} i32 @movemask256(ptr
// CHECK: call <32 x i8> @llvm.x86.avx2.pshuf.b(<32 x i8> %{{.*}}, <32 x i8> %{{.*}})
// CHECK: call i32 @llvm.x86.avx2.pmovmskb(<32 x i8> %{{.*}})
// CHECK: attributes #{{[0-9]+}} = {{{.*}}"target-features"="{{[^"]*}}+avx2
__attribute__((target("avx2"))) int movemask256(const void *p) {
  __m256i v = _mm256_loadu_si256((const __m256i *)p);
  return _mm256_movemask_epi8(_mm256_shuffle_epi8(v, v));
}
