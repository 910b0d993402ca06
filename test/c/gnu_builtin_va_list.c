// RUN: %cmp-gcc %s %t
// __builtin_va_list and __builtin_va_start/arg/end/copy used directly, as stdarg.h defines them.
#include <stdio.h>

typedef __builtin_va_list my_va_list;

static long sum_longs(int n, ...) {
  my_va_list ap;
  __builtin_va_start(ap, n);
  long s = 0;
  for (int i = 0; i < n; i++)
    s += __builtin_va_arg(ap, long);
  __builtin_va_end(ap);
  return s;
}

static double twice_sum(int n, ...) {
  __builtin_va_list ap, again;
  __builtin_va_start(ap, n);
  __builtin_va_copy(again, ap);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += __builtin_va_arg(ap, double);
  for (int i = 0; i < n; i++)
    s += __builtin_va_arg(again, double);
  __builtin_va_end(again);
  __builtin_va_end(ap);
  return s;
}

static int forward(const char *fmt, ...) {
  __builtin_va_list ap;
  __builtin_va_start(ap, fmt);
  int n = vprintf(fmt, ap);
  __builtin_va_end(ap);
  return n;
}

int main(void) {
  printf("sum_longs=%ld\n", sum_longs(4, 1L, -2L, 3000000000L, 4L));
  printf("twice_sum=%f\n", twice_sum(3, 0.5, 1.25, 2.0));
  int n = forward("%s %d %.2f\n", "forwarded", 42, 3.14159);
  printf("n=%d sizeof=%zu\n", n, sizeof(my_va_list));
  return 0;
}
