// RUN: %cmp-gcc %s %t
// typedef names obey block scope: a variable may shadow a typedef, a block may redefine it, and the outer meaning returns.
#include <stdio.h>

typedef int T;
typedef long L;

static T f(T x) { return x * 2; }

int main(void) {
  T a = 5;
  printf("a=%d size=%zu\n", f(a), sizeof(T));
  {
    typedef double T;
    T b = 1.5;
    printf("inner T size=%zu b=%f\n", sizeof(T), b);
  }
  {
    int T = 7;
    printf("variable named T=%d\n", T * 3);
  }
  T c = 9;
  printf("c=%d size=%zu\n", c, sizeof c);
  L big = 1L << 40;
  printf("big=%ld\n", big);
  typedef L L2;
  L2 bigger = big * 4;
  printf("bigger=%ld\n", bigger);
  for (T i = 0; i < 2; i++) {
    typedef char T;
    T ch = (T)('a' + i);
    printf("loop T=%c size=%zu\n", ch, sizeof(T));
  }
  return 0;
}
