// RUN: %cmp-gcc %s %t
// Two- and three-dimensional arrays: row-major layout, nested initializers, passing rows and whole arrays.
#include <stdio.h>

static int trace(int m[][4], int n) {
  int t = 0;
  for (int i = 0; i < n; i++)
    t += m[i][i];
  return t;
}

static int row_sum(const int *row, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += row[i];
  return s;
}

int main(void) {
  int m[4][4];
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 4; j++)
      m[i][j] = i * 4 + j;
  printf("trace=%d\n", trace(m, 4));
  for (int i = 0; i < 4; i++)
    printf("row %d sum=%d\n", i, row_sum(m[i], 4));
  int *flat = &m[0][0];
  printf("flat[9]=%d m[2][1]=%d\n", flat[9], m[2][1]);
  int t[2][3][4];
  int c = 0;
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 3; j++)
      for (int k = 0; k < 4; k++)
        t[i][j][k] = c++;
  printf("t[1][2][3]=%d t[1][0][2]=%d\n", t[1][2][3], t[1][0][2]);
  printf("sizes %zu %zu %zu %zu\n", sizeof t, sizeof t[0], sizeof t[0][0], sizeof t[0][0][0]);
  double g[3][2] = {{1.5, 2.5}, {3.5}, {4.5, 5.5}};
  for (int i = 0; i < 3; i++)
    printf("g[%d] = %.1f %.1f\n", i, g[i][0], g[i][1]);
  int flatinit[2][3] = {1, 2, 3, 4, 5};
  printf("flatinit %d %d %d %d %d %d\n", flatinit[0][0], flatinit[0][2], flatinit[1][0], flatinit[1][1],
         flatinit[1][2], flatinit[0][1]);
  int tr[3][3] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
  for (int i = 0; i < 3; i++)
    for (int j = i + 1; j < 3; j++) {
      int tmp = tr[i][j];
      tr[i][j] = tr[j][i];
      tr[j][i] = tmp;
    }
  printf("transposed row0: %d %d %d\n", tr[0][0], tr[0][1], tr[0][2]);
  return 0;
}
