// RUN: %cmp-gcc %s %t
// sizeof does not evaluate its operand (no side effects, no calls), except for variable length array types.
#include <stdio.h>

static int calls;
static int side(void) {
  calls++;
  return 1;
}

int main(void) {
  int i = 5;
  size_t a = sizeof(i++);
  size_t b = sizeof(side());
  size_t c = sizeof(i = 100);
  int *null = NULL;
  size_t d = sizeof(*null);
  size_t e = sizeof(null[1000]);
  printf("a=%zu b=%zu c=%zu d=%zu e=%zu\n", a, b, c, d, e);
  printf("i=%d calls=%d\n", i, calls);
  size_t f = sizeof(side() + 1.0);
  printf("f=%zu calls=%d\n", f, calls);
  int n = 3;
  size_t g = sizeof(char[n++]);
  printf("vla type: g=%zu n=%d\n", g, n);
  int vla[n];
  size_t h = sizeof vla;
  printf("h=%zu\n", h);
  printf("alignof no eval: %zu i=%d\n", _Alignof(double), i);
  return 0;
}
