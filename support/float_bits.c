/* float_bits: narrowing a long double to float or double bits, NaNs bit by bit. */
#include "support/float_bits.h"

#include <math.h>
#include <string.h>

/* A NaN's sign and its fraction below x87's explicit integer bit (63 bits). */
static uint64_t nan_fraction(long double v, uint64_t *sign) {
  unsigned char bytes[sizeof(long double)];
  memcpy(bytes, &v, sizeof bytes);
  uint64_t mantissa;
  memcpy(&mantissa, bytes, 8);
  *sign = bytes[9] >> 7;
  return mantissa & ~((uint64_t)1 << 63);
}

/* A NaN narrowed to an IEEE format of `width` bits, `fraction_bits` of them the fraction (float:
 * 32, 23; double: 64, 52): the top of x87's fraction, quiet if nothing of it is left there, as
 * the hardware narrows. */
static uint64_t narrow_nan(long double v, unsigned width, unsigned fraction_bits) {
  uint64_t sign, fraction = nan_fraction(v, &sign) >> (63 - fraction_bits);
  if (fraction == 0) fraction = (uint64_t)1 << (fraction_bits - 1);
  uint64_t exponent = ((uint64_t)1 << (width - 1 - fraction_bits)) - 1;
  return sign << (width - 1) | exponent << fraction_bits | fraction;
}

uint32_t ofe_float_bits32(long double v) {
  if (isnan(v)) return (uint32_t)narrow_nan(v, 32, 23);
  float f = (float)v;
  uint32_t bits;
  memcpy(&bits, &f, 4);
  return bits;
}

uint64_t ofe_float_bits64(long double v) {
  if (isnan(v)) return narrow_nan(v, 64, 52);
  double d = (double)v;
  uint64_t bits;
  memcpy(&bits, &d, 8);
  return bits;
}
