// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// A cast to a pointer to a variable length array evaluates its length, once, also as the operand of sizeof.
#include <stdio.h>

int main(void) {
  int n = 3, buf[16] = {0};
  for (int i = 0; i < 16; i++)
    buf[i] = i;
  int (*p)[n] = (int (*)[n++])buf;
  printf("n=%d sizeof *p=%zu p[1][0]=%d\n", n, sizeof *p, p[1][0]);
  size_t s = sizeof *(int (*)[n++])buf;
  printf("n=%d sizeof=%zu\n", n, s);
  int (*q)[n + 1] = (int (*)[n * 2 - 4])buf; /* both 6 long */
  printf("n=%d q[1][0]=%d\n", n, q[1][0]);
  return 0;
}
