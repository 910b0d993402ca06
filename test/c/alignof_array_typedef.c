// RUN: %cmp-gcc %s %t
// _Alignof and __alignof__ of an array type read the array type's own alignment, which an
// aligned attribute on an array typedef sets: ompfe took the element type's (4 for 32), while
// the same array laid out in a struct had 32.
#include <stdio.h>

typedef int A4[4];
typedef A4 A4a __attribute__((aligned(32)));
typedef A4a A4a_again;
typedef int I2 __attribute__((aligned(2)));
typedef I2 I2arr[3];
typedef double D2[8] __attribute__((aligned(64)));
struct S { char c; A4a a; };
struct T { char c; D2 d[2]; };

int main(void) {
  A4a x;
  I2arr y;
  D2 z[3];
  printf("%zu %zu %zu %zu\n", _Alignof(A4a), __alignof__(A4a), _Alignof(A4a_again), sizeof(A4a));
  printf("%zu %zu %zu %zu\n", _Alignof(I2arr), sizeof(I2arr), _Alignof(D2), sizeof(D2));
  printf("%zu %zu %zu %zu\n", _Alignof(struct S), sizeof(struct S), _Alignof(struct T), sizeof(struct T));
  printf("%zu %zu %zu %zu\n", __alignof__(x), __alignof__(y), __alignof__(z), __alignof__(x[0]));
  printf("%zu %zu\n", _Alignof(int[5]), _Alignof(D2[2]));
  printf("%d %d\n", (int)((unsigned long)&x % 32), (int)((unsigned long)&z % 64));
  return 0;
}
