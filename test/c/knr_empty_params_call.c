// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// A function defined with an empty parameter list has no prototype: calls may pass arguments (GCC torture 20051012-1.c), promoted.
#include <stdio.h>

struct type {
  int *a;
  int b : 16;
  unsigned int p : 9;
} t;

unsigned int foo() { return t.p; }
static int five() { return 5; }
double twice();
static int count;
static void tick() { count++; }

int main(void) {
  t.p = 8;
  printf("%u\n", foo(t));
  printf("%d\n", five(1.5f, 'c', (short)2));
  printf("%g\n", twice(2.5f)); /* float to double */
  tick(1);
  tick('x', 2.0);
  printf("count=%d\n", count);
  return 0;
}

double twice(x) double x; { return 2 * x; }
