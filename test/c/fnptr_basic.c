// RUN: %cmp-gcc %s %t
// Function pointers: declaration syntax, assignment with and without &, calls with and without *, comparison and null.
#include <stdio.h>

static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static double half(double x) { return x / 2; }
static void hello(void) { printf("hello from pointer\n"); }

int main(void) {
  int (*op)(int, int) = add;
  printf("op(3,4)=%d\n", op(3, 4));
  op = &sub;
  printf("(*op)(3,4)=%d\n", (*op)(3, 4));
  printf("(**op)(10,1)=%d\n", (**op)(10, 1));
  double (*h)(double) = half;
  printf("h=%.2f\n", h(5));
  void (*v)(void) = hello;
  v();
  int (*none)(int, int) = NULL;
  printf("none null=%d op==sub=%d op==add=%d\n", none == NULL, op == sub, op == add);
  if (!none)
    none = add;
  printf("none now=%d\n", none(100, 23));
  int (*same)(int, int) = op;
  printf("same==op=%d\n", same == op);
  printf("direct deref call=%d\n", (*add)(1, 1));
  void *vp = (void *)0;
  printf("sizeof fnptr=%zu vp null=%d\n", sizeof op, vp == NULL);
  return 0;
}
