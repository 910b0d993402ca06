// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// Qualifiers and static in array parameter declarators, named and abstract: they qualify the pointer the parameter becomes.
#include <stdio.h>

static int first(int [const 5]);
static int second(int a[static restrict 3]);
static int walk(int [volatile]);
static int last(int n, int [static n]);
static int both(int [const static 2], int [static restrict const 2]);

static int first(int a[const 5]) { return a[0] + a[4]; }
static int second(int a[static restrict 3]) {
  a++; /* restrict, not const: the pointer may move */
  return a[1];
}
static int walk(int a[volatile]) {
  int s = 0;
  for (int i = 0; i < 3; i++) s += *a++;
  return s;
}
static int last(int n, int a[static n]) { return a[n - 1]; }
static int both(int a[const static 2], int b[static restrict const 2]) { return a[1] * 10 + b[1]; }

int main(void) {
  int x[5] = {1, 2, 3, 4, 5};
  int (*fp)(int [const static 2]) = first;
  printf("%d %d %d %d %d %d\n", first(x), second(x), walk(x), last(5, x), both(x, x + 2), fp(x));
  printf("%zu\n", sizeof(int (*)(int [const volatile 9])));
  return 0;
}
