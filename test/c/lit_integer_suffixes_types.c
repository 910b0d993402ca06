// RUN: %cmp-gcc %s %t
// Integer suffixes u l ul lu ll ull in any case, and the type rules for unsuffixed decimal vs hex literals that exceed int.
#include <stdio.h>

#define TYPE(x) _Generic((x), int: "int", unsigned: "unsigned", long: "long", unsigned long: "unsigned long", \
                         long long: "long long", unsigned long long: "unsigned long long", default: "other")

int main(void) {
  printf("1: %s\n", TYPE(1));
  printf("1u: %s 1U: %s\n", TYPE(1u), TYPE(1U));
  printf("1l: %s 1L: %s\n", TYPE(1l), TYPE(1L));
  printf("1ul: %s 1LU: %s 1uL: %s\n", TYPE(1ul), TYPE(1LU), TYPE(1uL));
  printf("1ll: %s 1LL: %s\n", TYPE(1ll), TYPE(1LL));
  printf("1ull: %s 1LLU: %s 1uLL: %s\n", TYPE(1ull), TYPE(1LLU), TYPE(1uLL));
  printf("2147483647: %s\n", TYPE(2147483647));
  printf("2147483648: %s\n", TYPE(2147483648));
  printf("0x7fffffff: %s\n", TYPE(0x7fffffff));
  printf("0x80000000: %s\n", TYPE(0x80000000));
  printf("0xffffffff: %s\n", TYPE(0xffffffff));
  printf("0x100000000: %s\n", TYPE(0x100000000));
  printf("9223372036854775807: %s\n", TYPE(9223372036854775807));
  printf("0x8000000000000000: %s\n", TYPE(0x8000000000000000));
  printf("4294967295u: %s 4294967296u: %s\n", TYPE(4294967295u), TYPE(4294967296u));
  printf("'a': %s\n", TYPE('a'));
  printf("values: %u %lu %llu %lld\n", 4294967295u, 18446744073709551615ul, 18446744073709551615ull, -1ll);
  printf("0x80000000 > 0: %d, -0x80000000 > 0: %d\n", 0x80000000 > 0, -0x80000000 > 0);
  printf("-2147483648 type: %s\n", TYPE(-2147483648));
  long v = 2147483648;
  printf("v=%ld\n", v);
  return 0;
}
