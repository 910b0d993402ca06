// RUN: %cmp-gcc %s %t
// switch on char, negative values, long and unsigned long long controlling expressions with large case values.
#include <stdio.h>

static int char_code(char c) {
  switch (c) {
  case 'A': return 1;
  case '\n': return 2;
  case '\0': return 3;
  case (char)0xff: return 4;
  case -2: return 5;
  default: return 0;
  }
}

static const char *big(long v) {
  switch (v) {
  case 0L: return "zero";
  case 4294967296L: return "2^32";
  case -4294967296L: return "-2^32";
  case 9223372036854775807L: return "max";
  case -9223372036854775807L - 1: return "min";
  case 1: return "one";
  }
  return "other";
}

static int ull_case(unsigned long long u) {
  switch (u) {
  case 18446744073709551615ull: return 1;
  case 9223372036854775808ull: return 2;
  case 0: return 3;
  }
  return 0;
}

int main(void) {
  char cs[6] = {'A', '\n', '\0', (char)255, (char)254, 'z'};
  for (int i = 0; i < 6; i++)
    printf("char %d -> %d\n", cs[i], char_code(cs[i]));
  long vs[7] = {0, 4294967296L, -4294967296L, 9223372036854775807L, -9223372036854775807L - 1, 1, 4294967297L};
  for (int i = 0; i < 7; i++)
    printf("long %ld -> %s\n", vs[i], big(vs[i]));
  printf("ull %d %d %d %d\n", ull_case(~0ull), ull_case(1ull << 63), ull_case(0), ull_case(5));
  short sh = -1;
  switch (sh) {
  case 65535: printf("wrong: no conversion to unsigned\n"); break;
  case -1: printf("short -1 matched\n"); break;
  }
  unsigned u = 4294967295u;
  switch (u) {
  case -1: printf("unsigned matched case -1 converted\n"); break;
  default: printf("no match\n");
  }
  return 0;
}
