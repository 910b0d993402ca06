/* The other half of abi_int128_last_register_mixed.c. */
#include <stdarg.h>
#include <stdio.h>

static void show(const char *what, __int128 x) {
  printf("%s %llx %llx\n", what, (unsigned long long)(x >> 64), (unsigned long long)x);
}

void v(int n, ...) {
  va_list ap;
  va_start(ap, n);
  for (int i = 0; i < n; i++) show("v", va_arg(ap, __int128));
  printf("v %d\n", va_arg(ap, int));
  va_end(ap);
}

void f(int n, __int128 a, __int128 b, __int128 c, int d) {
  show("f", a);
  show("f", b);
  show("f", c);
  printf("f %d %d\n", n, d);
}

void g(long a, long b, long c, long d, long e, __int128 x, long y, __int128 z, char w) {
  show("g", x);
  show("g", z);
  printf("g %ld %ld %ld %ld %ld %ld %c\n", a, b, c, d, e, y, w);
}

unsigned __int128 h(int a, int b, int c, int d, int e, unsigned __int128 x, int y) {
  printf("h %d %d %d %d %d %d\n", a, b, c, d, e, y);
  return x + y;
}

void call_mine(int (*p)(int, int, int, int, int, __int128, int)) {
  printf("call_mine %d\n", p(1, 2, 3, 4, 5, (__int128)99 << 64, 527));
}
