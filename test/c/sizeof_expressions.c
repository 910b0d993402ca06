// RUN: %cmp-gcc %s %t
// sizeof on expressions: result types of arithmetic, comparisons, casts, ?:, assignments, and with or without parentheses.
#include <stdio.h>

int main(void) {
  char c = 0;
  short s = 0;
  int i = 0;
  long l = 0;
  float f = 0;
  double d = 0;
  printf("c+c=%zu s*s=%zu c<<1=%zu -c=%zu ~s=%zu !l=%zu\n", sizeof(c + c), sizeof(s * s), sizeof(c << 1), sizeof(-c),
         sizeof(~s), sizeof(!l));
  printf("i+l=%zu f*i=%zu f+d=%zu c+f=%zu\n", sizeof(i + l), sizeof(f * i), sizeof(f + d), sizeof(c + f));
  printf("i<l=%zu i==d=%zu i&&l=%zu\n", sizeof(i < l), sizeof(i == d), sizeof(i && l));
  printf("(char)i=%zu (long)c=%zu (float)d=%zu\n", sizeof((char)i), sizeof((long)c), sizeof((float)d));
  printf("c=i -> %zu, c+=l -> %zu, c++ -> %zu\n", sizeof(c = i), sizeof(c += l), sizeof(c++));
  printf("?: %zu %zu %zu\n", sizeof(i ? c : c), sizeof(i ? c : s), sizeof(i ? i : d));
  printf("comma %zu %zu\n", sizeof(i, c), sizeof(c, d));
  printf("no parens: %zu %zu\n", sizeof i, sizeof d * 2);
  printf("nested: %zu\n", sizeof sizeof i);
  int arr[10];
  printf("arr=%zu arr[0]=%zu &arr[0]=%zu *arr=%zu\n", sizeof arr, sizeof arr[0], sizeof &arr[0], sizeof *arr);
  printf("string ops: %zu %zu\n", sizeof "abc"[0], sizeof("abc" + 1));
  printf("after: c=%d i=%d\n", c, i);
  return 0;
}
