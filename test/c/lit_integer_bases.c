// RUN: %cmp-gcc %s %t
// Integer literals in decimal, octal and hexadecimal (upper and lower case), including 0 and maximal values.
#include <stdio.h>

int main(void) {
  printf("dec %d %d %d\n", 0, 42, 2147483647);
  printf("oct %d %d %d %d\n", 00, 017, 0777, 010);
  printf("hex %d %d %d %d %d\n", 0x0, 0xff, 0XFF, 0xDeadBee, 0x7fffffff);
  printf("long hex %ld oct %ld\n", 0x7fffffffffffffffL, 0777777777777777777777L);
  printf("unsigned hex %u %u\n", 0xffffffffu, 0x80000000u);
  printf("eq: %d %d %d\n", 0x10 == 16, 020 == 16, 0x1F == 31);
  int table[3] = {0x1, 01, 1};
  printf("all one: %d %d %d\n", table[0], table[1], table[2]);
  printf("hex arithmetic %d %d\n", 0xf0 | 0x0f, 0x100 - 01);
  long long big = 0x123456789ABCDEFLL;
  printf("big=%lld\n", big);
  int mixed = 0x10 + 010 + 10;
  printf("mixed=%d\n", mixed);
  printf("leading zeros %d %d\n", 00007, 0x0000a);
  printf("neg literal %d %ld\n", -0x80, -0x8000000000L);
  return 0;
}
