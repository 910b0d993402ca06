// RUN: timeout 120 %cmp-gcc %s %t
// RUN: timeout 120 %cmp-gcc %s %t -O2
// GNU case ranges that are empty (hi < lo: they match nothing, a warning only) or large: the
// emission neither walks an empty range round the whole type (it hung) nor makes one switch
// case per value of a large one.
#include <limits.h>
#include <stdio.h>

static int empty(int x) {
  switch (x) {
  case 5 ... 1: return 0;
  default: return 1;
  }
}

/* reached by falling into it */
static int fall(int x) {
  int r = 0;
  switch (x) {
  case 7: r += 10; /* fall through */
  case 3 ... 2: r += 1; break;
  case 4 ... 5: r += 100; break;
  }
  return r;
}

static int empty_wide(long long x) {
  switch (x) {
  case LLONG_MAX ... LLONG_MIN: return 0;
  case -1 ... -2: return 1;
  case 0: return 2;
  default: return 3;
  }
}

static int empty_unsigned(unsigned x) {
  switch (x) {
  case 1 ... 0: return 0;
  case 0xffffffffu ... 0: return 1;
  case 2 ... 0xfffffffeu: return 2; /* not empty as unsigned */
  default: return 3;
  }
}

static int large(int x) {
  switch (x) {
  case 0 ... 100000000: return 1;
  case -100000000 ... -1: return 2;
  case INT_MAX: return 3;
  case INT_MIN ... -100000001: return 4;
  default: return 5;
  }
}

static int large_unsigned(unsigned long x) {
  switch (x) {
  case 10 ... ULONG_MAX - 1: return 1;
  case 0 ... 5: return 2;
  default: return 3;
  }
}

static int all(short x) {
  switch (x) {
  case SHRT_MIN ... SHRT_MAX: return 1;
  }
  return 0;
}

int main(void) {
  printf("%d %d %d %d\n", empty(3), empty(5), empty(1), empty(0));
  printf("%d %d %d %d %d\n", fall(7), fall(2), fall(3), fall(4), fall(0));
  printf("%d %d %d %d\n", empty_wide(LLONG_MAX), empty_wide(LLONG_MIN), empty_wide(-1), empty_wide(0));
  printf("%d %d %d %d %d\n", empty_unsigned(0), empty_unsigned(1), empty_unsigned(2), empty_unsigned(0xfffffffeu), empty_unsigned(0xffffffffu));
  int xs[] = {0, 100000000, 100000001, -1, -100000000, -100000001, INT_MAX, INT_MAX - 1, INT_MIN, 12345};
  for (unsigned i = 0; i < sizeof xs / sizeof *xs; i++) printf("large %d: %d\n", xs[i], large(xs[i]));
  unsigned long us[] = {0, 5, 6, 9, 10, ULONG_MAX - 1, ULONG_MAX, 1ul << 40};
  for (unsigned i = 0; i < sizeof us / sizeof *us; i++) printf("large_unsigned %lu: %d\n", us[i], large_unsigned(us[i]));
  printf("%d %d %d\n", all(SHRT_MIN), all(0), all(SHRT_MAX));
  return 0;
}
