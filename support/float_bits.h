/* float_bits: a long double constant narrowed to float or double, as bits. The compiler keeps
 * every floating constant as a long double; a NaN's payload (__builtin_nan("0x12")) sits at
 * the top of its fraction, and narrowing keeps those bits and a signalling NaN unquieted,
 * which the host's own conversion instruction would not. */
#ifndef OFE_FLOAT_BITS_H
#define OFE_FLOAT_BITS_H

#include <stdint.h>

uint32_t ofe_float_bits32(long double v);
uint64_t ofe_float_bits64(long double v);

#endif
