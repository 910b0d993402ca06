// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t-O2 -O2
// An address cast to a pointer-sized integer, plus or minus an integer constant, is still an
// address constant (a relocation with an addend): gcc-12 and clang-19 take it as a static
// initializer; ompfe refused `(unsigned long)(arr + 1) + 4`, `(long)arr + 0`, `4 + (long)arr`,
// `(long)&arr[3] - 8` and `(intptr_t)arr + sizeof(int)` ("initializer element is not a
// compile-time constant"), though it took `(long)((char *)arr + 3)`. A narrower cast, a
// product, an address subtracted from an integer or two addresses added stay refused, as in
// gcc and clang (test/frontend/init-int-cast-address-errors.c).
#include <stdint.h>
#include <stdio.h>

int arr[4] = {1, 2, 3, 4};
unsigned long v = (unsigned long)(arr + 1) + 4;
intptr_t w = (intptr_t)arr + sizeof(int);
long x0 = (long)arr + 0;
long x1 = 4 + (long)arr;
long x2 = (long)&arr[3] - 8;
long x3 = (long)arr - 1 + 5 + 4;
uintptr_t table[] = {(uintptr_t)arr + 12, 4 * 2 + (uintptr_t)&arr[0]};
extern char text[];
char text[] = "abcdef";
long t = (long)(text + 1) - 2 + 4;

int main(void) {
  static long local = (long)&arr[1] + 8;
  printf("%d %d %d %d %d %d\n", *(int *)v, *(int *)w, *(int *)x0, *(int *)x1, *(int *)x2, *(int *)x3);
  printf("%d %d %c %d\n", *(int *)table[0], *(int *)table[1], *(char *)t, *(int *)local);
  return 0;
}
