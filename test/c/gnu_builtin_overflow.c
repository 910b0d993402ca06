// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t2 -O2
// __builtin_{add,sub,mul}_overflow on every pairing of narrow/wide, signed/unsigned operand
// and result types at their edges (the math is in infinite precision, the result wraps to its
// type), the typed forms (__builtin_sadd_overflow ...), and the _p forms, folded to constants
// where GCC folds them.
#include <stdio.h>

typedef __int128 i128;
typedef unsigned __int128 u128;

#define IS_SIGNED(T) ((T)-1 < (T)0)
#define MAXV(T) (IS_SIGNED(T) ? (T)(((u128)1 << (sizeof(T) * 8 - 1)) - 1) : (T)~(T)0)
#define MINV(T) (IS_SIGNED(T) ? (T)(-MAXV(T) - 1) : (T)0)
#define EDGES(T) {(T)0, (T)1, (T)-1, (T)2, MINV(T), MAXV(T), (T)(MINV(T) + 1), (T)(MAXV(T) - 1), \
                  (T)(MAXV(T) / 2), (T)(MAXV(T) / 2 + 1), (T)(MINV(T) / 2), (T)3}
#define NEDGES 12

static unsigned long long mix = 0;
static void report(const char *what, int i, int j, int o, u128 r) {
  mix = mix * 1000003u ^ (unsigned long long)r ^ (unsigned long long)(r >> 64) * 31u ^ (unsigned)o;
  printf("%s %d %d: %d %llx %llx\n", what, i, j, o, (unsigned long long)(r >> 64), (unsigned long long)r);
}

#define COMBO(NAME, TA, TB, TR)                                                     \
  static void NAME(void) {                                                          \
    TA va[] = EDGES(TA);                                                            \
    TB vb[] = EDGES(TB);                                                            \
    for (int i = 0; i < NEDGES; i++)                                                \
      for (int j = 0; j < NEDGES; j++) {                                            \
        TR r = 0;                                                                   \
        int o = __builtin_add_overflow(va[i], vb[j], &r);                           \
        report(#NAME " add", i, j, o, (u128)r);                                     \
        o = __builtin_sub_overflow(va[i], vb[j], &r);                               \
        report(#NAME " sub", i, j, o, (u128)r);                                     \
        o = __builtin_mul_overflow(va[i], vb[j], &r);                               \
        report(#NAME " mul", i, j, o, (u128)r);                                     \
        int p = __builtin_mul_overflow_p(va[i], vb[j], (TR)0);                      \
        if (p != o) printf("_p differs\n");                                         \
      }                                                                             \
  }

COMBO(ii_i, int, int, int)
COMBO(iu_i, int, unsigned, int)
COMBO(uu_i, unsigned, unsigned, int)
COMBO(ii_u, int, int, unsigned)
COMBO(sc_uc, signed char, signed char, unsigned char)
COMBO(uc_sc, unsigned char, unsigned char, signed char)
COMBO(ss_s, short, unsigned short, short)
COMBO(ll_ll, long long, long long, long long)
COMBO(lu_ul, long, unsigned long, unsigned long)
COMBO(ul_l, unsigned long, unsigned long, long)
COMBO(ll_i, long long, long long, int)
COMBO(i_ll, int, unsigned, long long)
COMBO(c_u128, signed char, long, u128)
COMBO(w_w, i128, i128, i128)
COMBO(uw_w, u128, i128, i128)
COMBO(uw_uw, u128, u128, u128)
COMBO(w_ll, i128, unsigned long, long long)
COMBO(uw_c, u128, long, signed char)

enum small { SMALL_A = 1, SMALL_B = 200 };

int main(void) {
  ii_i(); iu_i(); uu_i(); ii_u(); sc_uc(); uc_sc(); ss_s(); ll_ll(); lu_ul(); ul_l(); ll_i(); i_ll();
  c_u128(); w_w(); uw_w(); uw_uw(); w_ll(); uw_c();
  int r;
  unsigned u;
  long l;
  unsigned long ul;
  long long ll;
  unsigned long long ull;
  int o = __builtin_sadd_overflow(0x7fffffff, 1, &r);
  printf("sadd %d %d\n", o, r);
  o = __builtin_saddl_overflow(-0x7fffffffffffffffL - 1, -1, &l);
  printf("saddl %d %ld\n", o, l);
  o = __builtin_saddll_overflow(1, 2, &ll);
  printf("saddll %d %lld\n", o, ll);
  o = __builtin_uadd_overflow(0xffffffffu, 1, &u);
  printf("uadd %d %u\n", o, u);
  o = __builtin_uaddl_overflow(~0ul, ~0ul, &ul);
  printf("uaddl %d %lu\n", o, ul);
  o = __builtin_uaddll_overflow(5, 6, &ull);
  printf("uaddll %d %llu\n", o, ull);
  o = __builtin_ssub_overflow(-0x7fffffff - 1, 1, &r);
  printf("ssub %d %d\n", o, r);
  o = __builtin_ssubl_overflow(0, -0x7fffffffffffffffL - 1, &l);
  printf("ssubl %d %ld\n", o, l);
  o = __builtin_ssubll_overflow(3, 5, &ll);
  printf("ssubll %d %lld\n", o, ll);
  o = __builtin_usub_overflow(3, 5, &u);
  printf("usub %d %u\n", o, u);
  o = __builtin_usubl_overflow(5, 3, &ul);
  printf("usubl %d %lu\n", o, ul);
  o = __builtin_usubll_overflow(0, 1, &ull);
  printf("usubll %d %llu\n", o, ull);
  o = __builtin_smul_overflow(65536, 32768, &r);
  printf("smul %d %d\n", o, r);
  o = __builtin_smull_overflow(-0x7fffffffffffffffL - 1, -1, &l);
  printf("smull %d %ld\n", o, l);
  o = __builtin_smulll_overflow(-3, 7, &ll);
  printf("smulll %d %lld\n", o, ll);
  o = __builtin_umul_overflow(65536, 65536, &u);
  printf("umul %d %u\n", o, u);
  o = __builtin_umull_overflow(1ul << 32, 1ul << 32, &ul);
  printf("umull %d %lu\n", o, ul);
  o = __builtin_umulll_overflow(1ull << 31, 1ull << 32, &ull);
  printf("umulll %d %llu\n", o, ull);
  /* operands of any integer type, _Bool and enums included */
  _Bool t = 1;
  o = __builtin_add_overflow(t, SMALL_B, &r);
  printf("bool+enum %d %d\n", o, r);
  unsigned char uc;
  enum small e = SMALL_B;
  o = __builtin_mul_overflow(e, 2, &uc);
  printf("enum*2 %d %d\n", o, uc);
  /* the operands are evaluated once, in order; the result's address too */
  int k = 0, arr[3] = {0, 0, 0};
  o = __builtin_add_overflow(k++, k++, &arr[k++]);
  printf("effects %d %d %d %d %d\n", o, k, arr[0], arr[1], arr[2]);
  /* the _p forms evaluate their third argument (GCC 12 does) but store nothing; with
     constant operands they are constants */
  static const int folded[] = {__builtin_add_overflow_p(0x7fffffff, 1, (int)0), __builtin_add_overflow_p(1, 1, (short)0),
                               __builtin_sub_overflow_p(0, 1, 0u), __builtin_mul_overflow_p(1L << 40, 1L << 30, 0L),
                               __builtin_mul_overflow_p(-1, -1, (unsigned char)0), __builtin_add_overflow_p(-1, 0, (unsigned long)0)};
  for (int i = 0; i < 6; i++) printf("folded %d\n", folded[i]);
  int calls = 0;
  o = __builtin_sub_overflow_p(k, 100, (signed char)calls++);
  printf("_p %d %d\n", o, calls);
  printf("mix %llx\n", mix);
  return 0;
}
