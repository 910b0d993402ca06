/* The other half of pragma_pack_mixed.c: built by the other compiler. */
#include "pragma_pack_mixed.h"

struct p1 make_p1(int seed) {
  struct p1 r = {(char)seed, seed * 1000 + 7, (short)-seed, seed / 8.0};
  return r;
}
long sum_p1(struct p1 x) { return x.c + x.i + x.s + (long)(x.d * 64); }
long sum_p1_aligned(struct p1_aligned x) { return x.a * 3L + x.b; }
struct p1_aligned make_p1_aligned(int seed) {
  struct p1_aligned r = {seed, -seed * 2};
  return r;
}
void bump_bits(struct bits1 *b) {
  b->a += 1;
  b->b -= 12345;
  b->z ^= 0x5a;
}
long sum_bits(struct bits1 b) { return b.c * 1000000000L + b.a * 100000000L + b.b + b.z; }
struct p2 make_p2(int seed) {
  struct p2 r = {(short)(seed * 3), seed * -77, (char)(seed + 1)};
  return r;
}
long sum_p2(struct p2 a, struct p2 b) { return a.s + a.i * 2L + a.t + b.s * 5L + b.i + b.t; }
double sum_p4(struct p4 x, int k) { return x.c + x.d * k; }
struct p8 make_p8(int seed) {
  struct p8 r = {(char)seed, seed * 100000000000LL};
  return r;
}
long sum_many(struct p1 a, struct p2 b, struct p4 c, struct p8 d, struct p1_aligned e) {
  return sum_p1(a) + sum_p2(b, b) + (long)sum_p4(c, 3) + d.c + d.l / 1000 + sum_p1_aligned(e);
}
