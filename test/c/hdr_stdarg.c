// RUN: %cmp-gcc %s %t
// stdarg.h: va_list forwarded to vprintf, vsnprintf and vsscanf from user variadic wrappers.
#include <stdarg.h>
#include <stdio.h>

static int logf_prefix(const char *prefix, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = printf("[%s] ", prefix);
  n += vprintf(fmt, ap);
  va_end(ap);
  return n;
}

static int format_into(char *buf, size_t size, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsnprintf(buf, size, fmt, ap);
  va_end(ap);
  return n;
}

static int scan_from(const char *src, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vsscanf(src, fmt, ap);
  va_end(ap);
  return n;
}

int main(void) {
  int n = logf_prefix("info", "%d apples and %.2f pears\n", 3, 2.5);
  printf("n=%d\n", n);
  logf_prefix("warn", "%s/%c/%ld\n", "str", 'c', -5000000000L);
  char buf[16];
  n = format_into(buf, sizeof buf, "%s-%05d", "id", 42);
  printf("buf=[%s] n=%d\n", buf, n);
  n = format_into(buf, 6, "%d", 123456789);
  printf("trunc=[%s] n=%d\n", buf, n);
  int a = 0;
  double d = 0;
  char w[8] = "";
  n = scan_from("17 0.25 word", "%d %lf %7s", &a, &d, w);
  printf("scan n=%d a=%d d=%f w=%s\n", n, a, d, w);
  return 0;
}
