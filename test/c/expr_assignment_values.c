// RUN: %cmp-gcc %s %t
// The value of an assignment expression is the converted stored value; assignments nested in expressions and conversions on store.
#include <stdio.h>

int main(void) {
  int i;
  char c;
  double d;
  double src = 3.9;
  printf("(i = 3.9) = %d\n", i = src);
  printf("(c = 300) = %d\n", c = (char)300);
  int big = 1000;
  printf("(c = big) = %d\n", c = (char)big);
  printf("(d = 7) / 2 = %.1f\n", (d = 7) / 2);
  unsigned u;
  printf("(u = -1) = %u\n", u = -1);
  short s;
  long l = 70000;
  printf("(s = l) = %d\n", s = (short)l);
  int a, b;
  a = (b = 4) + 1;
  printf("a=%d b=%d\n", a, b);
  float f;
  double x = (f = 0.1f);
  printf("x=%.10f\n", x);
  int arr[4] = {0};
  int k = 0;
  arr[k + 1] = (arr[k] = 2) * 5;
  k = arr[1] / arr[0];
  printf("arr=%d %d %d k=%d\n", arr[0], arr[1], arr[2], k);
  _Bool flag;
  printf("(flag = 42) = %d\n", flag = 42);
  int chain[3];
  chain[0] = chain[1] = chain[2] = -7;
  printf("chain=%d %d %d\n", chain[0], chain[1], chain[2]);
  return 0;
}
