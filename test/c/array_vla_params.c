// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// The length expressions of variably modified parameters are evaluated on entry, side effects included (C11 6.9.1p10; GCC torture 970217-1.c).
#include <stdio.h>

static int length_calls;

static int counted_length(int n) {
  length_calls++;
  return n;
}

static int sub(int i, int a[i++]) {
  (void)a;
  return i;
}

static int two(int i, int j, int a[i++], int b[j *= 2]) {
  (void)a;
  (void)b;
  return i * 100 + j;
}

static int pointer_to_vla(int n, int (*p)[n++]) {
  return n * 100 + (int)(sizeof *p / sizeof **p);
}

/* sizeof *a is the length at entry, also after n changes */
static size_t rows_of(int n, int a[n][n * 2]) {
  size_t before = sizeof *a;
  n = 1;
  return before * 1000 + sizeof *a + (size_t)n;
}

static int at_least(int n, int a[static n++]) {
  return n * 100 + a[0];
}

static int called(int n, int a[counted_length(n)]) {
  return a[n - 1];
}

static int unspecified(int n, int a[*][*]);

static int unspecified(int n, int a[n][n]) {
  return (int)(sizeof *a / sizeof **a) * 100 + a[n - 1][n - 1];
}

static int qualified(int n, int a[const n--]) {
  return n * 100 + a[0];
}

int main(void) {
  int a[20][40] = {{0}};
  a[0][0] = 7;
  a[1][1] = 9;
  printf("sub(10, a)=%d\n", sub(10, a[0]));
  printf("two(1, 3, a, a)=%d\n", two(1, 3, a[0], a[0]));
  printf("pointer_to_vla(3, a)=%d\n", pointer_to_vla(3, (int (*)[3])a));
  printf("rows_of(4, a)=%zu\n", rows_of(4, (int (*)[8])a));
  printf("at_least(5, a)=%d\n", at_least(5, a[0]));
  int v[3] = {4, 5, 6};
  int last = called(3, v);
  int first = called(1, v);
  printf("called: %d %d calls=%d\n", last, first, length_calls);
  int sq[2][2] = {{1, 2}, {3, 4}};
  printf("unspecified(2, sq)=%d\n", unspecified(2, sq));
  printf("qualified(6, a)=%d\n", qualified(6, a[0]));
  return 0;
}
