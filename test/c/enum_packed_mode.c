// RUN: %cmp-gcc %s %t -I%S/Inputs --mixed %S/Inputs/enum_packed_mode_other.c
// RUN: %cmp-gcc %s %t -I%S/Inputs --mixed %S/Inputs/enum_packed_mode_other.c -O2
// __attribute__((packed)) on an enum makes its type the smallest integer type that holds its
// values (unsigned when none is negative), written after `enum`, after the '}' or in a typedef;
// mode(...) on an enum gives it that size. ompfe ignored both: every such enum had 4 bytes, so
// sizes, record layouts and the values passed to gcc's functions (Inputs/enum_packed_mode_other.c)
// were wrong. clang-19 makes a mode enum signed and gcc unsigned when no value is negative;
// ompfe follows clang, so this test prints no mode enum's signedness.
#include <stddef.h>
#include <stdio.h>
#include "enum_packed_mode.h"

#define SHOW(T) printf("%-16s size %zu align %zu\n", #T, sizeof(T), _Alignof(T))
#define SIGNED(T) ((T)-1 < 0)

static int seed = 5; /* not a constant: the records are filled at run time */

int main(void) {
  SHOW(enum small); SHOW(enum neg); SHOW(enum mid); SHOW(enum wide16); SHOW(enum big); SHOW(enum huge);
  SHOW(enum after); SHOW(tpacked); SHOW(enum mbyte); SHOW(enum mqi); SHOW(enum mhi); SHOW(enum msi);
  SHOW(enum mdi); SHOW(enum mword); SHOW(enum mptr); SHOW(enum mafter); SHOW(tmode); SHOW(enum both);
  printf("signed %d %d %d %d %d %d\n", SIGNED(enum small), SIGNED(enum neg), SIGNED(enum mid), SIGNED(enum wide16),
         SIGNED(enum after), SIGNED(tpacked));
  printf("promoted %zu %zu\n", sizeof(+(enum small)S1), sizeof(S1));
  SHOW(struct rec);
  printf("offsets %zu %zu %zu %zu %zu %zu\n", offsetof(struct rec, b), offsetof(struct rec, c), offsetof(struct rec, d),
         offsetof(struct rec, e), offsetof(struct rec, f), offsetof(struct rec, g));
  enum small s = S1;
  s = (enum small)(s + seed);
  enum neg n = (enum neg)-seed;
  printf("values %d %d %d\n", s, n, (enum after)(A1 + seed));
  printf("next %d\n", next_small((enum small)seed, N0, M1, (enum mhi)seed));
  struct rec r = make_rec(seed);
  printf("rec %d %d %d %d %d %d %d\n", r.a, r.b, r.c, r.d, r.e, r.f, r.g);
  r.d = (tpacked)(r.d + seed);
  printf("sum %ld\n", sum_rec(r, MQ1));
  enum small arr[4] = {S0, S1, (enum small)seed};
  printf("array %zu %d\n", sizeof arr, arr[1] + arr[2]);
  return 0;
}
