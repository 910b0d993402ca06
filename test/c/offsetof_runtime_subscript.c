// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t-O2 -O2
// offsetof with a subscript known only at run time (`offsetof(struct In, n[i].d[i + 1])`):
// gcc-12 and clang-19 compute it then (the result is no constant expression); ompfe refused
// it ("offsetof subscript is not an integer constant expression"). Constant subscripts still
// fold (the static below), and a negative index works as in gcc.
#include <stddef.h>
#include <stdio.h>

struct In {
  int a;
  char b[5];
  struct {
    short s;
    double d[3];
  } n[4];
  long m[2][3];
};

static size_t folded = offsetof(struct In, n[2].d[1]);

size_t at(int i, int j) { return __builtin_offsetof(struct In, m[i][j]); }

int main(int argc, char **argv) {
  (void)argv;
  int i = argc;
  long k = -1;
  printf("%zu %zu\n", offsetof(struct In, n[i].d[i + 1]), offsetof(struct In, n[3].d[i]));
  printf("%zu %zu %zu\n", at(1, 2), at(0, 0), folded);
  printf("%zu\n", offsetof(struct In, n[2 + k].d[k + 2]));
  return 0;
}
