// RUN: %cmp-gcc %s %t
// The offsetof of code older than <stddef.h>, `(unsigned long)&((struct S *)0)->m`, is a
// constant in gcc and clang-19: in static initializers, enumerators, array sizes, case labels and
// _Static_assert. ompfe refused it ("initializer element is not a compile-time constant").
#include <stdio.h>
struct In { short s; double d[3]; };
struct S { char a; int b; struct In in; int arr[5]; };
#define OFF(T, m) ((unsigned long)&((T *)0)->m)
unsigned long off = (unsigned long)&((struct S *)0)->b;
static const unsigned long offs[] = { OFF(struct S, a), OFF(struct S, in.d[2]), OFF(struct S, arr[3]), OFF(struct S, in) + 1 };
enum { E_B = OFF(struct S, b), E_ARR = OFF(struct S, arr[1]) };
static char buf[OFF(struct S, arr)];
static int *ptr = &((struct S *)16)->b;
int main(void) {
  printf("%lu %lu %lu %lu %lu\n", off, offs[0], offs[1], offs[2], offs[3]);
  printf("%d %d %zu %p\n", E_B, E_ARR, sizeof buf, (void *)ptr);
  switch (8) { case OFF(struct S, in): puts("case in"); break; default: puts("default"); }
  _Static_assert(OFF(struct S, b) == 4, "b");
  return 0;
}
