// RUN: %cmp-gcc %s %t
// Initializing unions (first member by default, others by designator), scalars in braces, and floating from integers.
#include <stdio.h>

union u {
  int i;
  float f;
  char c[8];
};

union u g1 = {65};
union u g2 = {.f = 1.5f};
union u g3 = {.c = "chars"};

int main(void) {
  printf("g1.i=%d g2.f=%.2f g3.c=%s\n", g1.i, g2.f, g3.c);
  union u l1 = {.c = {'a', 'b'}};
  printf("l1.c=%s\n", l1.c);
  union u arr[3] = {{1}, {.f = 2.5f}, [2].i = 3};
  printf("arr=%d %.1f %d\n", arr[0].i, arr[1].f, arr[2].i);
  double d = 7;
  float f = 3;
  long double ld = 2;
  int i = {5};
  char c = {'q'};
  printf("d=%.1f f=%.1f ld=%.1Lf i=%d c=%c\n", d, f, ld, i, c);
  struct {
    union u inner;
    int after;
  } s = {{.f = 0.25f}, 42};
  printf("s.inner.f=%.2f after=%d\n", s.inner.f, s.after);
  return 0;
}
