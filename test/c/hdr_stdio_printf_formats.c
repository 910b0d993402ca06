// RUN: %cmp-gcc %s %t
// printf conversions and flags from stdio.h: integers of every length modifier, floats, strings, chars, %n.
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

int main(void) {
  int i = -42;
  unsigned u = 3000000000u;
  long l = -1234567890123L;
  unsigned long ul = 18000000000000000000ul;
  long long ll = -9000000000000000000LL;
  short s = -1234;
  unsigned char uc = 250;
  printf("d=%d i=%i u=%u\n", i, i, u);
  printf("ld=%ld lu=%lu lld=%lld\n", l, ul, ll);
  printf("hd=%hd hhu=%hhu\n", s, uc);
  printf("x=%x X=%X o=%o #x=%#x #o=%#o\n", u, u, u, 255u, 255u);
  printf("lx=%lx llx=%llx\n", ul, (unsigned long long)ll);
  printf("[%8d][%-8d][%08d][%+d][% d][%+.3d]\n", i, i, i, 7, 7, 7);
  printf("[%.0d][%5.0d]\n", 0, 0);
  printf("f=%f .2f=%.2f 10.3f=[%10.3f] -10.1f=[%-10.1f] +f=%+f\n", 3.14159, 3.14159, -2.5, 2.25, 1.0);
  printf("e=%e E=%E .0e=%.0e\n", 123456.789, 0.000123, 5e10);
  printf("g=%g %g %g %g %g\n", 0.0001, 0.00001, 123456.0, 1234567.0, 100.0);
  printf("#g=%#g #.0f=%#.0f\n", 1.5, 3.0);
  printf("a=%a\n", 1.0);
  double zero = 0.0;
  printf("inf=%f -inf=%e INF=%F\n", 1.0 / zero, -1.0 / zero, 1.0 / zero);
  printf("s=[%s] [%10s] [%-10s] [%.3s] [%*s] [%-*s]\n", "str", "str", "str", "string", 6, "w", 4, "v");
  printf("c=[%c] [%3c] [%-3c]\n", 'x', 'y', 'z');
  printf("pct=%%\n");
  int n1 = 0, n2 = 0;
  printf("abc%n defgh%n\n", &n1, &n2);
  printf("n1=%d n2=%d\n", n1, n2);
  int ret = printf("%d-%s-%c-%.1f\n", 1, "two", '3', 4.0);
  printf("ret=%d\n", ret);
  printf("%5.1f%%|%-6.2e|\n", 99.44, 0.5);
  printf("zu=%zu td=%td jd=%jd\n", sizeof(long), (ptrdiff_t)-3, (intmax_t)-99);
  return 0;
}
