// RUN: %cmp-gcc %s %t
// strtol/strtoul/strtoll with bases 0, 2, 8, 10, 16, 36, end pointers, whitespace, signs and overflow clamping.
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>

static void show(const char *s, int base) {
  char *end;
  errno = 0;
  long v = strtol(s, &end, base);
  printf("strtol(\"%s\", %d) = %ld, rest=\"%s\", erange=%d\n", s, base, v, end, errno == ERANGE);
}

int main(void) {
  show("12345", 10);
  show("  -42abc", 10);
  show("0x1F", 0);
  show("0x1F", 16);
  show("1F", 16);
  show("0777", 0);
  show("777", 8);
  show("101101", 2);
  show("zz", 36);
  show("+17", 10);
  show("abc", 10);
  show("9223372036854775807", 10);
  show("9223372036854775808", 10);
  show("-9223372036854775809", 10);
  show("", 10);
  char *end;
  unsigned long u = strtoul("18446744073709551615", &end, 10);
  printf("strtoul max=%lu\n", u);
  u = strtoul("-1", &end, 10);
  printf("strtoul(-1)=%lu\n", u);
  long long ll = strtoll("-123456789012345", &end, 10);
  printf("strtoll=%lld\n", ll);
  unsigned long long ull = strtoull("ffffffffffffffff", NULL, 16);
  printf("strtoull=%llu\n", ull);
  printf("atoi=%d atol=%ld atoll=%lld\n", atoi("  -77xyz"), atol("1234567890123"), atoll("-5"));
  const char *list = "10 20 -30 +40";
  const char *p = list;
  long sum = 0;
  for (;;) {
    char *e;
    long v = strtol(p, &e, 10);
    if (e == p)
      break;
    sum += v;
    p = e;
  }
  printf("sum=%ld LONG_MAX=%ld\n", sum, LONG_MAX);
  return 0;
}
