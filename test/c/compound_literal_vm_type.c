// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// A compound literal of a variably modified type (a pointer to a VLA) evaluates its lengths
// where it is reached, as gcc-12 does, a typeof operand's side effects included:
// `(typeof(++i, (int (*)[i])a)){&a} = 0;` left i at 0 in ompcc (gcc: 1), and stepping such a
// pointer (`(int (*)[n]){p} + 1`, `++`, `+=`) crashed ompfe, its row size never computed
// (gcc.dg/vla-16.c). Also in a loop, where each iteration reads the length anew.
#include <stdio.h>

int a[12];

int main(void) {
  int i = 0;
  (typeof(++i, (int (*)[i])a)){&a} = 0;
  int (**p)[1] = &(typeof(++i, (int (*)[i])a)){(void *)&a};
  printf("%d %d\n", i, *p == (void *)&a);
  (typeof(++i, (int (*)[i])a)){(void *)&a} += 1;
  (typeof(++i, (int (*)[i])a)){(void *)&a}++;
  --(typeof(++i, (int (*)[i])a)){(void *)&a};
  printf("%d\n", i);
  int n = 3;
  int (*row)[3] = (int (*)[n]){(void *)a} + 1;
  printf("%td %zu\n", (int *)row - a, sizeof *(int (*)[n]){0});
  for (int k = 1; k <= 3; k++) {
    int (*q)[k] = (int (*)[k]){(void *)a} + 2;
    printf("%td ", (int *)q - a);
  }
  printf("\n");
  return 0;
}
