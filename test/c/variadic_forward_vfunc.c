// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t-O2 -O2
// Forwarding a va_list to a user-written v-function and to vsnprintf; a va_list passed by pointer to consume arguments in helpers.
#include <stdarg.h>
#include <stdio.h>

static int vsum(int n, va_list ap) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += va_arg(ap, int);
  return s;
}

static int sum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  int r = vsum(n, ap);
  va_end(ap);
  return r;
}

static int take_one(va_list *ap) { return va_arg(*ap, int); }

static void pairs(int n, ...) {
  va_list ap;
  va_start(ap, n);
  for (int i = 0; i < n; i++) {
    int a = take_one(&ap);
    int b = take_one(&ap);
    printf("(%d,%d) ", a, b);
  }
  va_end(ap);
  printf("\n");
}

static const char *fmt_msg(char *buf, size_t n, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(buf, n, fmt, ap);
  va_end(ap);
  return buf;
}

int main(void) {
  printf("sum=%d\n", sum(4, 10, 20, 30, 40));
  pairs(3, 1, 2, 3, 4, 5, 6);
  char buf[40];
  printf("%s\n", fmt_msg(buf, sizeof buf, "%s has %d items costing %.2f", "cart", 3, 9.5));
  printf("%s\n", fmt_msg(buf, 10, "%s", "this will be cut short"));
  return 0;
}
