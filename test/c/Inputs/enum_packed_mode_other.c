/* The other half of enum_packed_mode.c: built by the other compiler. */
#include "enum_packed_mode.h"

enum small next_small(enum small s, enum neg n, enum mid m, enum mhi h) { return (enum small)(s + n + m + h); }
struct rec make_rec(int seed) {
  struct rec r = {S1, (char)seed, A1, T1, N0, MH1, MB1};
  return r;
}
long sum_rec(struct rec r, enum mqi q) {
  return r.a * 1000000L + r.b * 10000L + r.c * 100L + r.d + r.e * 7 + r.f * 3 + r.g * 11 + q;
}
