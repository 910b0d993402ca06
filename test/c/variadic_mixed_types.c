// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t-O2 -O2
// A printf-like variadic function reading int, long, long long, unsigned, double, char and string arguments by a format.
#include <stdarg.h>
#include <stdio.h>

static void show(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  for (const char *p = fmt; *p; p++) {
    switch (*p) {
    case 'i': printf("i:%d ", va_arg(ap, int)); break;
    case 'l': printf("l:%ld ", va_arg(ap, long)); break;
    case 'L': printf("L:%lld ", va_arg(ap, long long)); break;
    case 'u': printf("u:%u ", va_arg(ap, unsigned)); break;
    case 'd': printf("d:%.3f ", va_arg(ap, double)); break;
    case 'c': printf("c:%c ", (char)va_arg(ap, int)); break;
    case 's': printf("s:%s ", va_arg(ap, const char *)); break;
    case 'D': printf("D:%.2Lf ", va_arg(ap, long double)); break;
    }
  }
  va_end(ap);
  printf("\n");
}

static double mean_mixed(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = 0;
  for (int i = 0; i < n; i++)
    s += i % 2 ? va_arg(ap, double) : (double)va_arg(ap, int);
  va_end(ap);
  return s / n;
}

int main(void) {
  show("ildcs", 7, 8000000000L, 2.5, 'x', "str");
  show("dddddddddd", 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.5);
  show("iiiiiiiii", 1, 2, 3, 4, 5, 6, 7, 8, 9);
  show("idldLdud", -1, 0.5, -2L, 1.5, -3LL, 2.5, 4000000000u, 3.5);
  float f = 0.25f;
  show("dD", f, 7.75L);
  show("sisisi", "a", 1, "b", 2, "c", 3);
  printf("mean=%.4f\n", mean_mixed(6, 1, 1.5, 2, 2.5, 3, 3.5));
  return 0;
}
