// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// An __auto_type variable whose initializer makes a pointer to a VLA takes the lengths the
// initializer computed: with the length's variable declared inside a statement expression
// (gcc.dg/vla-stexp-7.c), ompcc read it before the statement expression had set it, and the
// rows were 0 ints long (xx[1][0] read tbl[0][0]; gcc-12 and clang-19 read tbl[1][0]).
#include <stdio.h>

const int tbl[9][2] = {{0, 0}, {1, 0}, {0, 1}, {-1, 0}};

int main(void) {
  __auto_type xx = (*({ int N = 2; ((const int (*)[9][N])tbl); }));
  printf("%d %d %zu\n", xx[1][0], xx[3][0], sizeof(xx[1]) / sizeof(xx[1][0]));
  int n = 2;
  int (*p)[n] = (int (*)[n])tbl;
  __auto_type q = p;
  n = 5;
  __auto_type r = (int (*)[n])tbl;
  printf("%d %zu %zu\n", q[1][0], sizeof *q, sizeof *r);
  return 0;
}
