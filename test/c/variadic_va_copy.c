// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t-O2 -O2
// va_copy lets a variadic function traverse its arguments twice, and a copy made mid-way resumes from that point.
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *join(const char *sep, int n, ...) {
  va_list ap, ap2;
  va_start(ap, n);
  va_copy(ap2, ap);
  size_t len = 1;
  for (int i = 0; i < n; i++)
    len += strlen(va_arg(ap, const char *)) + (i ? strlen(sep) : 0);
  va_end(ap);
  char *out = malloc(len);
  out[0] = 0;
  for (int i = 0; i < n; i++) {
    if (i)
      strcat(out, sep);
    strcat(out, va_arg(ap2, const char *));
  }
  va_end(ap2);
  return out;
}

static void stats(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double first = va_arg(ap, double);
  va_list rest;
  va_copy(rest, ap);
  double s = 0;
  for (int i = 1; i < n; i++)
    s += va_arg(ap, double);
  double m = first;
  for (int i = 1; i < n; i++) {
    double v = va_arg(rest, double);
    if (v > m)
      m = v;
  }
  va_end(rest);
  va_end(ap);
  printf("first=%.2f rest-sum=%.2f max=%.2f\n", first, s, m);
}

int main(void) {
  char *j = join(", ", 4, "alpha", "beta", "gamma", "delta");
  printf("[%s]\n", j);
  free(j);
  j = join("--", 1, "solo");
  printf("[%s]\n", j);
  free(j);
  j = join("+", 0);
  printf("[%s]\n", j);
  free(j);
  stats(5, 1.5, 9.25, -3.0, 4.75, 0.5);
  stats(1, 2.0);
  return 0;
}
