// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t-O2 -O2
// Default argument promotions in variadic calls: char/short/_Bool to int, float to double, unsigned types preserved.
#include <stdarg.h>
#include <stdio.h>

static void show(int n, ...) {
  va_list ap;
  va_start(ap, n);
  for (int i = 0; i < n; i++) {
    int kind = va_arg(ap, int);
    if (kind == 0)
      printf("int %d; ", va_arg(ap, int));
    else if (kind == 1)
      printf("double %.4f; ", va_arg(ap, double));
    else
      printf("unsigned %u; ", va_arg(ap, unsigned));
  }
  va_end(ap);
  printf("\n");
}

int main(void) {
  char c = -5;
  signed char sc = -128;
  unsigned char uc = 250;
  short s = -32000;
  unsigned short us = 65000;
  _Bool b = 1;
  float f = 0.1f;
  unsigned u = 4000000000u;
  show(4, 0, c, 0, sc, 0, uc, 0, s);
  show(3, 0, us, 0, b, 1, f);
  show(2, 2, u, 1, (float)1e10);
  printf("printf promotions: %d %d %.3f %u\n", c, us, f, uc);
  return 0;
}
