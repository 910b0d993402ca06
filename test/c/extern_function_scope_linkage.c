// RUN: %cmp-gcc %s %t
// Functions declared at block scope (implicitly extern), static after extern rules, and calling functions defined later.
#include <stdio.h>

static int twice(int x);

int main(void) {
  int helper(int);
  double scale(double, int);
  printf("helper=%d\n", helper(7));
  printf("scale=%.2f\n", scale(1.5, 4));
  printf("twice=%d\n", twice(21));
  int value = 3;
  {
    int helper(int);
    value = helper(value);
  }
  printf("value=%d\n", value);
  return 0;
}

int helper(int x) { return x * x + 1; }
double scale(double d, int n) { return d * n; }
static int twice(int x) { return x + x; }
