// RUN: %cmp-gcc %s %t
// limits.h constants for every integer type, and arithmetic right at the limits without overflow.
#include <limits.h>
#include <stdio.h>

int main(void) {
  printf("CHAR_BIT=%d\n", CHAR_BIT);
  printf("SCHAR %d %d UCHAR %d CHAR %d %d\n", SCHAR_MIN, SCHAR_MAX, UCHAR_MAX, CHAR_MIN, CHAR_MAX);
  printf("SHRT %d %d USHRT %d\n", SHRT_MIN, SHRT_MAX, USHRT_MAX);
  printf("INT %d %d UINT %u\n", INT_MIN, INT_MAX, UINT_MAX);
  printf("LONG %ld %ld ULONG %lu\n", LONG_MIN, LONG_MAX, ULONG_MAX);
  printf("LLONG %lld %lld ULLONG %llu\n", LLONG_MIN, LLONG_MAX, ULLONG_MAX);
  int m = INT_MAX;
  printf("INT_MAX-1=%d INT_MIN+1=%d\n", m - 1, INT_MIN + 1);
  unsigned um = UINT_MAX;
  um++;
  printf("UINT_MAX+1=%u\n", um);
  long widened = (long)INT_MAX + 1;
  printf("widened=%ld\n", widened);
  printf("INT_MAX/-1=%d INT_MIN%%-1 skipped, INT_MIN/2=%d\n", INT_MAX / -1, INT_MIN / 2);
  printf("-INT_MAX==INT_MIN+1: %d\n", -INT_MAX == INT_MIN + 1);
  int digits = 0;
  for (int v = INT_MAX; v; v /= 10)
    digits++;
  printf("digits of INT_MAX=%d\n", digits);
  printf("types: %zu %zu\n", sizeof(INT_MAX), sizeof(LONG_MAX));
  printf("unsigned vs INT: %d\n", (unsigned)INT_MAX + 1u == (unsigned)INT_MIN);
  return 0;
}
