// RUN: %cmp-gcc %s %t
// Operands that are never evaluated: sizeof, _Alignof, the _Generic controlling expression, and the unchosen ?: arm.
#include <stdio.h>

static int evaluations;
static int bump(void) { return ++evaluations; }

int main(void) {
  int x = 1;
  size_t s1 = sizeof(x = 42);
  size_t s2 = sizeof(bump() * 2.0);
  size_t s3 = sizeof((int[]){bump(), bump()});
  printf("sizes %zu %zu %zu x=%d evaluations=%d\n", s1, s2, s3, x, evaluations);
  int g = _Generic(x++, int: 10, default: 20);
  printf("generic=%d x=%d\n", g, x);
  int h = _Generic(bump(), int: 1, long: 2);
  printf("h=%d evaluations=%d\n", h, evaluations);
  int y = 0;
  int r = 1 ? 5 : bump();
  int q = 0 ? bump() : y++;
  printf("r=%d q=%d y=%d evaluations=%d\n", r, q, y, evaluations);
  struct pair {
    int a;
    double b;
  } *np = NULL;
  size_t s4 = sizeof np->b + sizeof(*np) + sizeof np[99].a;
  printf("through null pointer, unevaluated: %zu\n", s4);
  long arr[3] = {1, 2, 3};
  int i = 0;
  size_t s5 = sizeof arr[i++];
  printf("s5=%zu i=%d\n", s5, i);
  return 0;
}
