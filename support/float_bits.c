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

uint32_t ofe_float_bits32(long double v) {
  uint32_t bits;
  if (!isnan(v)) {
    float f = (float)v;
    memcpy(&bits, &f, 4);
    return bits;
  }
  uint64_t sign, fraction = nan_fraction(v, &sign) >> 40;
  if (fraction == 0) fraction = (uint64_t)1 << 22; /* a payload only in bits float lacks: quiet, as the hardware */
  return (uint32_t)(sign << 31 | (uint64_t)0xff << 23 | fraction);
}

uint64_t ofe_float_bits64(long double v) {
  uint64_t bits;
  if (!isnan(v)) {
    double d = (double)v;
    memcpy(&bits, &d, 8);
    return bits;
  }
  uint64_t sign, fraction = nan_fraction(v, &sign) >> 11;
  if (fraction == 0) fraction = (uint64_t)1 << 51;
  return sign << 63 | (uint64_t)0x7ff << 52 | fraction;
}
