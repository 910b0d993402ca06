// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// switch on __int128 and unsigned __int128: case values (and GNU case ranges) are converted
// to the 128-bit controlling type in full, not cut to 64 bits; values equal in their low 64
// bits are different cases.
#include <stdio.h>

#define BIG ((__int128)1 << 70)

static int f(__int128 x) {
  switch (x) {
  case -1: return 1;
  case BIG: return 2;
  case -BIG: return 3;
  case 0xffffffffffffffffULL: return 4;
  case BIG + 10 ... BIG + 15: return 5; /* expanded into the switch */
  case -BIG - 100000 ... -BIG - 1000: return 6; /* checked by comparisons */
  case (__int128)0x7fffffffffffffffLL + 1: return 7;
  case -(__int128)0x7fffffffffffffffLL - 2: return 8;
  case 0: return 9;
  default: return 0;
  }
}

static int g(unsigned __int128 x) {
  switch (x) {
  case -1: return 1;
  case 0xffffffffffffffffull: return 2;
  case (unsigned __int128)1 << 127: return 3;
  case ((unsigned __int128)1 << 127) - 3 ... ((unsigned __int128)1 << 127) - 1: return 4;
  case ((unsigned __int128)1 << 100) ... ((unsigned __int128)1 << 101): return 5;
  case -1000 ... -2: return 6;
  case 1 ... 3: return 7;
  default: return 0;
  }
}

/* a narrower controlling expression promoted as before, with values past 64 bits cut */
static int h(long long x) {
  switch (x) {
  case -1: return 1;
  case 5 ... 300: return 2;
  case 0x7fffffffffffff00LL ... 0x7fffffffffffffffLL: return 3;
  default: return 0;
  }
}

static int u(unsigned long x) {
  switch (x) {
  case -1: return 1; /* 0xffff...ff */
  case 0 ... 0xfffffffffffffff0UL: return 2; /* not an empty range as unsigned */
  default: return 0;
  }
}

int main(void) {
  __int128 fs[] = {-1, BIG, -BIG, 0xffffffffffffffffULL, BIG + 9, BIG + 10, BIG + 15, BIG + 16, -BIG - 100000, -BIG - 1000,
                   -BIG - 999, -BIG - 100001, (__int128)0x7fffffffffffffffLL + 1, -(__int128)0x7fffffffffffffffLL - 2,
                   -(__int128)0x7fffffffffffffffLL - 1, 0, 1, BIG - 1, 10, 15};
  for (unsigned i = 0; i < sizeof fs / sizeof *fs; i++) printf("f%u %d\n", i, f(fs[i]));
  unsigned __int128 top = (unsigned __int128)1 << 127;
  unsigned __int128 gs[] = {-1, 0xffffffffffffffffull, top, top - 3, top - 1, top - 4, top + 1, (unsigned __int128)1 << 100,
                            ((unsigned __int128)1 << 100) + 12345, (unsigned __int128)1 << 101, ((unsigned __int128)1 << 101) + 1,
                            (unsigned __int128)-1000, (unsigned __int128)-2, (unsigned __int128)-1001, 0, 1, 3, 4};
  for (unsigned i = 0; i < sizeof gs / sizeof *gs; i++) printf("g%u %d\n", i, g(gs[i]));
  long long hs[] = {-1, 4, 5, 300, 301, 0x7fffffffffffff00LL, 0x7fffffffffffffffLL, 0x7ffffffffffffeffLL};
  for (unsigned i = 0; i < sizeof hs / sizeof *hs; i++) printf("h%u %d\n", i, h(hs[i]));
  unsigned long us[] = {-1UL, 0, 0xfffffffffffffff0UL, 0xfffffffffffffff1UL, 12345};
  for (unsigned i = 0; i < sizeof us / sizeof *us; i++) printf("u%u %d\n", i, u(us[i]));
  return 0;
}
