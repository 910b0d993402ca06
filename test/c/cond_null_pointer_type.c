// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// A conditional whose other arm is a null pointer constant has that arm's pointer type (C11
// 6.5.15p6), even when the constant is written `(void *)0`. ompfe gave it type void *, so
// `(c ? p : (void *)0) + 1` stepped by one byte, not by an element (a silent wrong result),
// _Generic chose the void * association, and `*(c ? p : (void *)0)` was refused.
#include <stdio.h>
#include <stddef.h>
#define NAME(x) _Generic((x), char *: "char *", int *: "int *", const int *: "const int *", void *: "void *", \
                         struct s *: "struct s *", int (*)(int): "int (*)(int)", default: "other")
struct s { int x, y; };
static int twice(int v) { return 2 * v; }
#define NUL ((void *)0)
int main(int argc, char **argv) {
  (void)argv;
  int a[4] = {10, 20, 30, 40}, *p = a;
  const int *cp = a;
  char *str = "xyz";
  struct s obj = {7, 8}, *sp = &obj;
  int c = argc > 0; /* true, but not a constant */
  printf("%s / %s / %s / %s\n", NAME(c ? p : NUL), NAME(c ? NUL : str), NAME(c ? cp : NUL), NAME(c ? NUL : NUL));
  printf("%s / %s / %s\n", NAME(1 ? NUL : (int *)0), NAME(c ? twice : NUL), NAME(c ? sp : 0));
  printf("%td %td\n", (char *)((c ? p : NUL) + 1) - (char *)a, (c ? p : NUL) + 3 - a);
  printf("%d %d %d\n", *(c ? p + 2 : NUL), (c ? sp : NUL)->y, (c ? twice : NUL)(21));
  printf("%zu %zu\n", sizeof *(c ? p : NUL), sizeof *(c ? str : NUL));
  int *q = c ? NUL : p; /* the null arm taken */
  printf("%d\n", q == NULL);
  return 0;
}
