// RUN: %cmp-gcc %s %t
// Relational and equality comparisons of pointers within one array, one-past-the-end, null, and void * conversions.
#include <stdio.h>

int main(void) {
  int a[5] = {0};
  int *begin = a, *end = a + 5, *mid = &a[2];
  printf("begin<mid=%d mid<end=%d end>begin=%d mid<=mid=%d mid>=end=%d\n", begin < mid, mid < end, end > begin,
         mid <= &a[2], mid >= end);
  printf("begin==&a[0]=%d end==&a[5]=%d\n", begin == &a[0], end == a + 5);
  int *null = 0;
  printf("null==0=%d null!=begin=%d !null=%d\n", null == 0, null != begin, !null);
  void *vb = begin, *vm = mid;
  printf("void eq=%d ne=%d\n", vb == (void *)a, vb != vm);
  char *cb = (char *)a;
  printf("char view: %d %d\n", (char *)mid > cb, (char *)end - cb == (long)sizeof a);
  struct {
    int x;
    int y;
  } s;
  printf("member order: %d\n", &s.x < &s.y);
  int count = 0;
  for (int *p = end - 1; p >= begin + 1; p--)
    count++;
  printf("count=%d\n", count);
  const int *cp = mid;
  printf("const vs non-const eq=%d\n", cp == mid);
  int *max = begin;
  for (int *p = begin; p < end; p++) {
    *p = (int)((p - begin) * 7 % 5);
    if (*p > *max)
      max = p;
  }
  printf("max at %ld value %d\n", (long)(max - begin), *max);
  return 0;
}
