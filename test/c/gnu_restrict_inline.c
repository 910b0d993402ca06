// RUN: %cmp-gcc %s %t
// GNU keyword spellings __restrict, __restrict__, __inline, __inline__, __const, __volatile__, __signed__.
#include <stdio.h>

static __inline int add(int a, int b) { return a + b; }
static __inline__ int mul(int a, int b) { return a * b; }

static void copy_n(int *__restrict dst, const int *__restrict src, int n) {
  for (int i = 0; i < n; i++)
    dst[i] = src[i] * 2;
}

static long sum(const long *__restrict__ p, int n) {
  long s = 0;
  for (int i = 0; i < n; i++)
    s += p[i];
  return s;
}

int main(void) {
  int src[5] = {1, 2, 3, 4, 5}, dst[5];
  copy_n(dst, src, 5);
  for (int i = 0; i < 5; i++)
    printf("%d ", dst[i]);
  printf("\n");
  long l[3] = {10, 20, 30};
  printf("sum=%ld add=%d mul=%d\n", sum(l, 3), add(2, 3), mul(4, 5));
  __const int c = 9;
  __volatile__ int v = c + 1;
  __signed__ char sc = -3;
  __signed int si = -4;
  printf("c=%d v=%d sc=%d si=%d\n", c, v, sc, si);
  char *__restrict rp = (char *)"restricted";
  printf("rp=%s\n", rp);
  return 0;
}
