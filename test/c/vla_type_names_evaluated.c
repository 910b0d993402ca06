// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// The lengths in a type name of variably modified type run where gcc-12 and clang-19 run
// them: in va_arg's type (`va_arg(ap, int (*)[++i])` ran no ++i in ompcc: gcc.dg/vla-14.c),
// and in sizeof of a typeof whose operand has VLA type, whose operand then runs
// (`sizeof(typeof(*(++i, (char (*)[i])a)))` gave i 0 and a size of 0 in ompcc, gcc.dg/vla-15.c).
// sizeof of a pointer to a VLA evaluates nothing, in all three.
#include <stdarg.h>
#include <stdio.h>

char a[16];
int i;

static void *take(int n, ...) {
  va_list ap;
  va_start(ap, n);
  void *p = va_arg(ap, typeof(int (*)[++i]));
  int (*q)[n + i] = va_arg(ap, int (*)[++i]);
  va_end(ap);
  printf("%d %zu\n", i, sizeof *q);
  return p;
}

int main(void) {
  printf("%d\n", take(1, a, a) == a);
  i = 0;
  int j = sizeof(typeof(*(++i, (char (*)[i])a)));
  printf("%d %d\n", i, j);
  int k = 1;
  int j2 = sizeof(typeof(char[++k]));
  size_t s = sizeof(typeof(++k, (int (*)[k])a));
  printf("%d %d %zu\n", k, j2, s);
  return 0;
}
