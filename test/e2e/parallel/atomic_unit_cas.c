// RUN: %cmp-gcc %s %t -fopenmp -DALL_FORMS
// RUN: %cmp-clang %s %t
// RUN: %repeat-run %t.ompcc 5
// Atomic constructs on an x without atomic instructions of its type but within 1, 2, 4 or 8
// bytes that have them: bit-fields (unsigned, signed, _Bool; 4- and 8-byte units, several in
// one unit), _Bool and _Float16. Each is a compare-exchange loop on its unit as clang-19's, not
// the atomic lock. 4 threads race on every form: update, capture of the old and of the new
// value, write, capture-write, read, compare (max, == with r); a lost update or a neighbouring
// bit-field clobbered shows in the values and sums, on the host and in a target region (the
// x86_64 offload device under %cmp-clang). ALL_FORMS adds forms clang-19 gets wrong (a capture
// of a bit-field's new value not truncated to the bit-field, `f |= e` on a _Bool bit-field lost,
// compare on a bit-field never stores): compared with gcc-12 only.
#include <omp.h>
#include <stdio.h>
struct bits { unsigned a : 5, b : 11, c : 5, d : 5; int s : 7; _Bool f : 1; unsigned long long w : 40, z : 3; };
struct result { long team, old_c, new_d, new_s, toggled, won, seen; struct bits bf, hi; int flag, last; double h; };

static void print(const char *where, const struct result *r) {
  printf("%s: team %ld a=%u b=%u c=%u d=%u s=%d f=%u w=%llu z=%llu hi.a=%u hi.b=%u flag=%d last=%d h=%.1f old_c=%ld new_d=%ld "
         "new_s=%ld toggled=%ld won=%ld seen=%ld\n",
         where, r->team, r->bf.a, r->bf.b, r->bf.c, r->bf.d, r->bf.s, r->bf.f, (unsigned long long)r->bf.w,
         (unsigned long long)r->bf.z, r->hi.a, r->hi.b, r->flag, r->last, r->h, r->old_c, r->new_d, r->new_s, r->toggled,
         r->won, r->seen);
}

#ifdef ALL_FORMS
#define CLANG_WRONG(...) __VA_ARGS__
#else
#define CLANG_WRONG(...)
#endif

#define RACE(N)                                                                                                    \
  for (int i = 0; i < (N); i++) {                                                                                  \
    long vc, vd = 0, vs = 0;                                                                                         \
    _Bool vt, r;                                                                                                   \
    unsigned vb;                                                                                                   \
    if (i == 0) team = omp_get_num_threads();                                                                      \
    _Pragma("omp atomic") bf.a += 1;                                                                               \
    _Pragma("omp atomic") bf.b++;                                                                                  \
    _Pragma("omp atomic capture") { vc = bf.c; bf.c += 1; }                                                        \
    CLANG_WRONG(_Pragma("omp atomic capture") vd = bf.d += 3;)                                                     \
    _Pragma("omp atomic") bf.w += 3;                                                                               \
    _Pragma("omp atomic") bf.z ^= 1;                                                                               \
    _Pragma("omp atomic update seq_cst") bf.s -= 1;                                                                \
    CLANG_WRONG(_Pragma("omp atomic capture") vs = --hi.s;)                                                        \
    CLANG_WRONG(_Pragma("omp atomic update seq_cst") bf.f |= i == 777;)                                            \
    CLANG_WRONG(_Pragma("omp atomic compare") if (hi.b < i) { hi.b = i; })                                         \
    _Pragma("omp atomic capture") { vt = flag; flag ^= 1; }                                                        \
    _Pragma("omp atomic") h += 1;                                                                                  \
    _Pragma("omp atomic compare capture acq_rel") { r = won == 0; if (r) { won = 1; } }                            \
    _Pragma("omp atomic write") last = i > 0;                                                                      \
    _Pragma("omp atomic capture") { vb = hi.a; hi.a = 7; }                                                         \
    _Pragma("omp atomic read") vb = hi.a;                                                                          \
    old_c += vc;                                                                                                   \
    new_d += vd;                                                                                                   \
    new_s += vs;                                                                                                   \
    tog += vt;                                                                                                     \
    wins += r;                                                                                                     \
    seen += vb;                                                                                                    \
  }

int main(void) {
  struct bits bf = {0}, hi = {0};
  _Bool flag = 0, won = 0, last = 0;
  _Float16 h = 0;
  long old_c = 0, new_d = 0, new_s = 0, tog = 0, wins = 0, seen = 0, team = 0;
#pragma omp parallel for num_threads(4) reduction(+ : old_c, new_d, new_s, tog, wins, seen)
  RACE(2000)
  print("host", &(struct result){team, old_c, new_d, new_s, tog, wins, seen, bf, hi, flag, last, h});
  bf = hi = (struct bits){0};
  flag = won = last = 0, h = 0;
  old_c = new_d = new_s = tog = wins = seen = team = 0;
#pragma omp target parallel for num_threads(4) reduction(+ : old_c, new_d, new_s, tog, wins, seen) \
    map(tofrom : bf, hi, flag, won, last, h, team)
  RACE(2000)
  print("target", &(struct result){team, old_c, new_d, new_s, tog, wins, seen, bf, hi, flag, last, h});
  return 0;
}
