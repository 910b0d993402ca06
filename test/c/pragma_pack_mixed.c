// RUN: %cmp-gcc %s %t -I%S/Inputs --mixed %S/Inputs/pragma_pack_mixed_other.c
// RUN: %cmp-gcc %s %t -I%S/Inputs --mixed %S/Inputs/pragma_pack_mixed_other.c -O2
// Records laid out under `#pragma pack` passed and returned by value, and changed through
// pointers, between this file and Inputs/pragma_pack_mixed_other.c built by the other compiler
// (gcc for ompcc's half, and the reverse), at -O0 and -O2: packed records with unaligned
// members travel in memory, packed ones whose members are aligned in registers, and a
// bit-field that packing moved across its type's unit is where gcc puts it.
#include <stdio.h>
#include "pragma_pack_mixed.h"

static int seed = 5; /* not a constant: the records are filled at run time */

int main(void) {
  printf("sizes %zu %zu %zu %zu %zu %zu\n", sizeof(struct p1), sizeof(struct p1_aligned), sizeof(struct bits1),
         sizeof(struct p2), sizeof(struct p4), sizeof(struct p8));
  struct p1 a = make_p1(seed);
  printf("p1 %d %d %d %g %ld\n", a.c, a.i, a.s, a.d, sum_p1(a));
  a.i += 3;
  printf("p1 again %ld\n", sum_p1(a));
  struct p1_aligned al = make_p1_aligned(seed);
  printf("p1_aligned %d %d %ld\n", al.a, al.b, sum_p1_aligned(al));
  struct bits1 b = {1, -2, 0x1fffff00 + seed, 3};
  bump_bits(&b);
  printf("bits %d %d %d %d %ld\n", b.c, b.a, b.b, b.z, sum_bits(b));
  b.b = -seed;
  printf("bits again %ld\n", sum_bits(b));
  struct p2 q = make_p2(seed), r = {7, 8, 9};
  printf("p2 %d %d %d %ld\n", q.s, q.i, q.t, sum_p2(q, r));
  struct p4 f = {(char)seed, 2.5};
  printf("p4 %g\n", sum_p4(f, seed));
  struct p8 e = make_p8(seed);
  printf("p8 %d %lld\n", e.c, e.l);
  printf("many %ld\n", sum_many(a, q, f, e, al));
  long (*through)(struct p2, struct p2) = sum_p2;
  printf("through %ld\n", through(r, q));
  return 0;
}
