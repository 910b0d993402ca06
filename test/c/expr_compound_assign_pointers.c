// RUN: %cmp-gcc %s %t
// Compound assignment on array elements through pointers and computed indices, with the lvalue evaluated once.
#include <stdio.h>

static int idx_calls;
static int idx(int i) {
  idx_calls++;
  return i;
}

int main(void) {
  int a[6] = {1, 2, 3, 4, 5, 6};
  int *p = a;
  *p += 10;
  *(p + 1) -= 5;
  p[2] *= 7;
  2 [p] /= 3;
  *(a + 4) %= 3;
  a[idx(5)] <<= 2;
  printf("a=%d %d %d %d %d %d idx_calls=%d\n", a[0], a[1], a[2], a[3], a[4], a[5], idx_calls);
  a[idx(0)] += a[1];
  printf("a0=%d idx_calls=%d\n", a[0], idx_calls);
  double d[3] = {1.5, 2.5, 3.5};
  double *dp = &d[2];
  *dp-- *= 2;
  *dp /= 5;
  printf("d=%.2f %.2f %.2f\n", d[0], d[1], d[2]);
  int m[2][2] = {{1, 2}, {3, 4}};
  int (*row)[2] = m;
  row[1][0] |= 8;
  (*row)[1] ^= 3;
  printf("m=%d %d %d %d\n", m[0][0], m[0][1], m[1][0], m[1][1]);
  int *q = a + 3;
  int i = 0;
  q[i++] += 100;
  printf("a3=%d i=%d\n", a[3], i);
  unsigned char bytes[3] = {250, 5, 128};
  unsigned char *bp = bytes;
  *bp += 10;
  bp[1] -= 10;
  bp[2] <<= 1;
  printf("bytes=%u %u %u\n", bytes[0], bytes[1], bytes[2]);
  return 0;
}
