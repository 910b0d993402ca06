/* The other half of abi_zero_length_array_mixed.c. */
#include "abi_zero_length_array.h"

struct at1 f_at1(struct at1 a, int k, struct at1 b, float x) {
  struct at1 r = {(char)(a.c + b.c + k + (int)x)};
  return r;
}
double f_at4(struct at4 a, double x, long k) { return a.f * 100 + x * 10 + k; }
double f_at4b(struct at4b a, double x) { return a.k * 100 + a.g * 10 + x; }
