// RUN: %cmp-gcc %s %t
// Pointers to whole arrays: int (*p)[N], arithmetic moves by whole rows, dereference yields the row, and parameters of that type.
#include <stdio.h>

static int sum_rows(int (*m)[3], int rows) {
  int s = 0;
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < 3; j++)
      s += m[i][j] * (i + 1);
  return s;
}

int main(void) {
  int a[4][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}, {10, 11, 12}};
  int (*p)[3] = a;
  printf("(*p)[1]=%d p[2][0]=%d\n", (*p)[1], p[2][0]);
  p++;
  printf("after ++: (*p)[0]=%d\n", (*p)[0]);
  printf("p+2 row first=%d\n", (*(p + 2))[0]);
  printf("row distance bytes=%ld\n", (long)((char *)(p + 1) - (char *)p));
  printf("sizeof *p=%zu sizeof p=%zu\n", sizeof *p, sizeof p);
  printf("sum_rows=%d\n", sum_rows(a, 4));
  printf("sum_rows from row1=%d\n", sum_rows(a + 1, 3));
  int one[5] = {5, 6, 7, 8, 9};
  int (*pa)[5] = &one;
  (*pa)[2] = 70;
  printf("one[2]=%d count=%zu\n", one[2], sizeof *pa / sizeof (*pa)[0]);
  int *elem = *pa;
  printf("elem[4]=%d\n", elem[4]);
  char grid[2][2][4] = {{"ab", "cd"}, {"ef", "gh"}};
  char (*plane)[2][4] = grid;
  printf("%s %s %s\n", plane[0][1], plane[1][0], (*(plane + 1))[1]);
  return 0;
}
