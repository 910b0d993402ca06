// RUN: %cmp-gcc %s %t
// _Bool: any nonzero scalar converts to 1 (including 0.5, negative and pointers); _Bool in arithmetic and as counters.
#include <stdio.h>

static _Bool nonzero(double d) { return d; }

int main(void) {
  _Bool b;
  b = 5;
  printf("5 -> %d\n", b);
  b = -1;
  printf("-1 -> %d\n", b);
  b = 0;
  printf("0 -> %d\n", b);
  double vals[5] = {0.0, 0.1, -0.0, 1e-300, -7.5};
  for (int i = 0; i < 5; i++)
    printf("%g -> %d\n", vals[i], nonzero(vals[i]));
  long big = 1L << 40;
  b = big;
  printf("1<<40 -> %d (int would be %d)\n", b, (int)big);
  int x = 3;
  int *p = &x;
  b = p;
  printf("ptr -> %d\n", b);
  p = 0;
  b = p;
  printf("null -> %d\n", b);
  _Bool t = 1;
  t++;
  printf("t++ -> %d\n", t);
  t--;
  printf("t-- -> %d\n", t);
  t--;
  printf("t-- again -> %d\n", t);
  _Bool arr[4] = {1, 0, 2, 0};
  int sum = 0;
  for (int i = 0; i < 4; i++)
    sum += arr[i];
  printf("sum=%d sizeof=%zu\n", sum, sizeof(_Bool));
  _Bool c = (_Bool)256 + (_Bool)0.25;
  printf("c=%d\n", c);
  unsigned char uc = 256 - 254;
  b = uc & 1;
  printf("uc&1 -> %d\n", b);
  return 0;
}
