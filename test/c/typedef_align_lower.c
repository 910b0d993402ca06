// RUN: %cmp-gcc %s %t -I%S/Inputs --mixed %S/Inputs/typedef_align_lower_other.c
// RUN: %cmp-gcc %s %t -I%S/Inputs --mixed %S/Inputs/typedef_align_lower_other.c -O2
// aligned(N) on a typedef gives the type alignment N, also below its own (GCC's documented
// meaning, clang-19's too): int, long long, short, double, a vector and a structure made less
// aligned, records of them, and values of them passed to and returned from gcc's functions
// (Inputs/typedef_align_lower_other.c), read and written at addresses only that aligned.
// aligned on a variable or a member still only raises; packed byte-aligns members whatever
// their type's alignment, but for aligned on the member itself, which also aligns a bit-field.
// ompfe only raised a typedef's alignment (`struct { char c; uaint i; }` had 8 bytes, not 5),
// kept a typedef's or a record's aligned in a packed structure, and left aligned on a
// bit-field without effect.
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include "typedef_align_lower.h"

struct st { short s; int i; };
typedef struct st st1 __attribute__((aligned(1)));
typedef uaint uaint_again;                         /* keeps 1 */
typedef uaint uaint8 __attribute__((aligned(8)));  /* raised again */
typedef int *ptr1 __attribute__((aligned(1)));
typedef __attribute__((aligned(2))) int before2;
typedef int __attribute__((aligned(2))) between2;
typedef struct { short s; } __attribute__((aligned(1))) rec_not_lowered; /* the record's: raises only */
typedef struct { short s; } rec_lowered __attribute__((aligned(1)));
typedef int aint16 __attribute__((aligned(16)));
typedef struct { char c; } __attribute__((aligned(8))) rec8;

struct in_st { char c; st1 s; };
struct in_ptr { char c; ptr1 p; before2 b; between2 m; };
struct m_raise { char c; uaint i __attribute__((aligned(2))); };   /* 2 */
struct m_keep { char c; ll4 l __attribute__((aligned(2))); };      /* stays 4 */
struct in_recs { char c; rec_not_lowered a; char d; rec_lowered b; };
struct pk_typedef { char c; aint16 x; } __attribute__((packed));
struct pk_member { char c; aint16 x __attribute__((packed)); };
struct pk_own { char c; aint16 x __attribute__((aligned(4))); } __attribute__((packed));
struct pk_own_int { char c; int x __attribute__((aligned(2))); } __attribute__((packed));
struct pk_rec { char c; rec8 r; } __attribute__((packed));
struct pk_bits { char c; aint16 x : 5; } __attribute__((packed));
struct pk_ll4 { char c; ll4 x; } __attribute__((packed));
/* a bit-field moves to its type's alignment only when it would reach past its type's size */
struct bf_ll4 { char c[3]; ll4 x : 40; char d; };
struct bf_s1 { char c; s1 x : 9; s1 y : 9; };
struct bf_own { char c; int x : 5 __attribute__((aligned(16))); char d; };

#define SHOW(T) printf("%-24s size %2zu align %2zu\n", #T, sizeof(T), _Alignof(T))

static int seed = 5; /* not a constant: the values are made at run time */

int main(void) {
  SHOW(uaint); SHOW(ll4); SHOW(s1); SHOW(d4); SHOW(v4si); SHOW(ldrec8); SHOW(st1); SHOW(uaint_again);
  SHOW(uaint8); SHOW(ptr1); SHOW(before2); SHOW(between2); SHOW(rec_not_lowered); SHOW(rec_lowered);
  SHOW(uaint[3]); SHOW(const uaint);
  SHOW(struct s_ua); SHOW(struct s_ll4); SHOW(struct s_mix); SHOW(struct s_fd); SHOW(struct s_vec);
  SHOW(struct in_st); SHOW(struct in_ptr); SHOW(struct m_raise); SHOW(struct m_keep); SHOW(struct in_recs);
  SHOW(struct pk_typedef); SHOW(struct pk_member); SHOW(struct pk_own); SHOW(struct pk_own_int);
  SHOW(struct pk_rec); SHOW(struct pk_bits); SHOW(struct pk_ll4);
  SHOW(struct bf_ll4); SHOW(struct bf_s1); SHOW(struct bf_own);
  printf("offsets %zu %zu %zu %zu %zu %zu\n", offsetof(struct s_ua, i), offsetof(struct s_mix, d),
         offsetof(struct s_vec, v), offsetof(struct in_st, s), offsetof(struct in_ptr, m), offsetof(struct in_recs, b));
  ll4 local;
  uaint var_raised __attribute__((aligned(4)));
  printf("variables %zu %zu\n", _Alignof(local), _Alignof(var_raised));
  struct bf_ll4 bl = {{1, 2, 3}, 0x12345678ab + seed, 4};
  struct bf_s1 bs = {1, -200 + seed, 255};
  struct bf_own bo = {1, -seed, 2};
  bl.x -= 1;
  bs.y = (s1)(bs.y - seed);
  printf("bit-fields %zu %llx %d %d %d %zu %d %d\n", offsetof(struct bf_ll4, d), (long long)bl.x, bl.d, bs.x, bs.y,
         offsetof(struct bf_own, d), bo.x, bo.d);

  /* by value, both ways */
  struct s_ua ua = {'x', seed * 1234};
  struct s_ll4 t = {seed, 1LL << 40};
  struct s_mix m = {1, (short)seed, 3.5};
  struct s_fd fd = {1.5f, seed / 4.0};
  struct s_vec sv = {(char)seed, {1, 2, 3, 4}};
  ldrec8 ld = {seed / 2.0L};
  v4si v = {seed, 6, 7, 8};
  printf("take %ld %ld %g %g %ld %Lg\n", take_ua(ua, 2), take_ll4(t, 3), take_mix(m, 0.5), take_fd(fd, 0.25),
         take_scalars(seed, 6, 7, 8.5, 9), take_ldrec(3, ld, seed));
  v4si w = take_vec(v, sv);
  printf("vec %d %d %d %d\n", w[0], w[1], w[2], w[3]);
  struct s_ua a = make_ua(seed);
  struct s_ll4 b = make_ll4(seed);
  printf("made %d %d %d %lld\n", a.c, a.i, b.a, b.b);

  /* at addresses only as aligned as the types ask */
  _Alignas(16) unsigned char buf[64];
  memset(buf, 0, sizeof buf);
  uaint *pi = (uaint *)(buf + 1);
  ll4 *pl = (ll4 *)(buf + 12);
  v4si *pv = (v4si *)(buf + 20);
  s1 *ps = (s1 *)(buf + 41);
  *pi = seed * 1000;
  *pl = (ll4)seed << 35;
  *pv = (v4si){seed, seed + 1, seed + 2, seed + 3};
  *ps = (s1)(seed * 3);
  bump(pi, pl, pv, ps);
  printf("memory %d %lld %d %d %d\n", *pi, *pl, (*pv)[0], (*pv)[3], *ps);
  struct s_ua arr[3];
  for (int k = 0; k < 3; k++) arr[k] = make_ua(seed + k);
  printf("array %zu %d %ld\n", sizeof arr, arr[2].i, take_ua(arr[1], 1));
  long sum = 0;
  for (int k = 0; k < 64; k++) sum += buf[k] * (k + 1);
  printf("bytes %ld\n", sum);
  return 0;
}
