// RUN: %cmp-gcc %s %t
// __typeof__ of expressions and types: declaring variables, pointers and casts, and a type-generic max macro.
#include <stdio.h>

#define MAX(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })
#define SWAP(x, y) do { __typeof__(x) _t = (x); (x) = (y); (y) = _t; } while (0)

struct point {
  int x, y;
};

int main(void) {
  int i = 3;
  __typeof__(i) j = 4;
  __typeof__(i * 2.0) d = 1.5;
  __typeof__(int *) p = &i;
  __typeof__(*p) k = *p + j;
  printf("j=%d d=%f k=%d sizes %zu %zu\n", j, d, k, sizeof(__typeof__(i * 2.0)), sizeof(__typeof__('a')));
  long big = 5000000000L;
  __typeof__(big) copy = big * 2;
  printf("copy=%ld size=%zu\n", copy, sizeof copy);
  printf("MAX int=%d double=%f long=%ld\n", MAX(i, j), MAX(2.5, -1.0), MAX(big, 7L));
  int n = 0;
  int m = MAX(n++, 0);
  printf("single eval n=%d m=%d\n", n, m);
  struct point pt = {1, 2};
  __typeof__(pt) pt2 = pt;
  pt2.x = 10;
  printf("pt=%d,%d pt2=%d,%d\n", pt.x, pt.y, pt2.x, pt2.y);
  double a = 1.25, b = 9.5;
  SWAP(a, b);
  printf("a=%f b=%f\n", a, b);
  __typeof__(pt) arr[3];
  printf("arr size=%zu\n", sizeof arr);
  char s[] = "hello";
  __typeof__(s) s2 = "world";
  printf("s2=%s size=%zu\n", s2, sizeof s2);
  __typeof__(&main) fp = main;
  printf("fp==main: %d\n", fp == main);
  return 0;
}
