// RUN: %cmp-gcc %s %t
// __extension__ before declarations, expressions and typedefs, as glibc headers use it for long long and unions.
#include <stdio.h>

__extension__ typedef long long my_ll;
__extension__ typedef unsigned long long my_ull;

__extension__ static my_ll big = 1LL << 50;

struct S {
  __extension__ union {
    int i;
    float f;
  };
  int tag;
};

static int compute(int v) {
  return __extension__({
    int t = v * v;
    t + 1;
  });
}

int main(void) {
  __extension__ my_ull u = 0xFFFFFFFFFFFFFFFFULL;
  printf("big=%lld u=%llu\n", big, u);
  struct S s;
  s.i = 12;
  s.tag = 3;
  printf("s.i=%d tag=%d size=%zu\n", s.i, s.tag, sizeof s);
  printf("compute=%d\n", compute(9));
  int x = __extension__ 5 + 6;
  printf("x=%d\n", x);
  __extension__ long long arr[2] = {-1LL, 1LL << 40};
  printf("arr=%lld %lld\n", arr[0], arr[1]);
  return 0;
}
