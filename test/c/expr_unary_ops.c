// RUN: %cmp-gcc %s %t
// Unary operators on various types: -, +, !, ~, & and * combinations, unary minus on unsigned and on floating zero.
#include <stdio.h>

int main(void) {
  int i = 5;
  printf("-i=%d +i=%d !i=%d ~i=%d --i? no\n", -i, +i, !i, ~i);
  unsigned u = 5;
  printf("-u=%u ~u=%u\n", -u, ~u);
  long l = -9;
  printf("-l=%ld ~l=%ld\n", -l, ~l);
  double d = 2.5;
  printf("-d=%.1f +d=%.1f !d=%d\n", -d, +d, !d);
  double z = 0.0;
  double nz = -z;
  printf("-0.0 prints %.1f sign via 1/x: %s\n", nz, 1 / nz < 0 ? "negative" : "positive");
  char c = 'a';
  printf("-c=%d ~c=%d sizeof(-c)=%zu\n", -c, ~c, sizeof(-c));
  int arr[3] = {7, 8, 9};
  printf("*&arr[1]=%d &*arr==arr:%d\n", *&arr[1], &*arr == arr);
  int *p = &arr[0];
  int **pp = &p;
  printf("**pp=%d *(*pp+2)=%d\n", **pp, *(*pp + 2));
  printf("!!3=%d !!0=%d -(-3)=%d ~~7=%d\n", !!3, !!0, -(-3), ~~7);
  int neg = -i * -i;
  printf("neg=%d\n", neg);
  unsigned char uc = 1;
  printf("~uc=%d\n", ~uc);
  return 0;
}
