// RUN: %cmp-gcc %s %t
// stdbool.h bool/true/false: conversion of any nonzero value to 1, bool arithmetic and bool arrays.
#include <stdbool.h>
#include <stdio.h>

static bool is_prime(int n) {
  if (n < 2)
    return false;
  for (int d = 2; d * d <= n; d++)
    if (n % d == 0)
      return false;
  return true;
}

int main(void) {
  printf("true=%d false=%d defined=%d\n", true, false, __bool_true_false_are_defined);
  bool b = 42;
  printf("b=%d\n", b);
  double half = 0.5;
  b = half;
  printf("from 0.5=%d\n", b);
  int *p = &(int){3};
  b = p;
  printf("from pointer=%d\n", b);
  b = 256;
  printf("from 256=%d\n", b);
  bool flags[10];
  int count = 0;
  for (int i = 0; i < 10; i++) {
    flags[i] = is_prime(i);
    count += flags[i];
  }
  printf("primes<10=%d flags:", count);
  for (int i = 0; i < 10; i++)
    printf("%d", flags[i]);
  printf("\n");
  bool t = true;
  t += 5;
  printf("t+=5 -> %d\n", t);
  t = !t;
  printf("!t=%d sizeof(bool)=%zu\n", t, sizeof(bool));
  bool x = true, y = false;
  printf("and=%d or=%d xor=%d sum=%d\n", x && y, x || y, x ^ y, x + x + y);
  return 0;
}
