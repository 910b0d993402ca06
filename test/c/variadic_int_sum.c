// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t-O2 -O2
// User variadic functions over int: count-prefixed and sentinel-terminated argument lists, zero extra arguments, many arguments.
#include <stdarg.h>
#include <stdio.h>

static int sum_n(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; i++)
    s += va_arg(ap, int);
  va_end(ap);
  return s;
}

static int max_until_neg(int first, ...) {
  va_list ap;
  va_start(ap, first);
  int m = first;
  for (int v = first; v >= 0; v = va_arg(ap, int))
    if (v > m)
      m = v;
  va_end(ap);
  return m;
}

static long weighted(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long s = 0;
  for (int i = 1; i <= n; i++)
    s += (long)i * va_arg(ap, int);
  va_end(ap);
  return s;
}

int main(void) {
  printf("sum_n(0)=%d\n", sum_n(0));
  printf("sum_n(1)=%d\n", sum_n(1, 42));
  printf("sum_n(5)=%d\n", sum_n(5, 1, -2, 3, -4, 5));
  printf("sum_n(12)=%d\n", sum_n(12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12));
  printf("max=%d\n", max_until_neg(3, 9, 4, 12, 7, -1));
  printf("max first=%d\n", max_until_neg(5, -1));
  printf("weighted=%ld\n", weighted(10, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1));
  char c = 'A';
  short sh = -300;
  printf("promoted char/short=%d\n", sum_n(2, c, sh));
  return 0;
}
