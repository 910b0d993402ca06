/* gcc-12's <immintrin.h>, less its AVX512-FP16 part: ompfe has no _Float16, the element type
 * of that part's vectors (__m128h ...), so the include guards of those two headers are
 * defined first and their intrinsics are undeclared names, as without the header. The rest is
 * gcc's, whose functions for ISAs the command line lacks are refused where they are called
 * (docs/user-guide.md). */
#pragma GCC system_header
#ifndef __AVX512FP16INTRIN_H_INCLUDED
#define __AVX512FP16INTRIN_H_INCLUDED
#endif
#ifndef __AVX512FP16VLINTRIN_H_INCLUDED
#define __AVX512FP16VLINTRIN_H_INCLUDED
#endif
#include_next <immintrin.h>
