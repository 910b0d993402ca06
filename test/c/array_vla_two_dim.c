// RUN: %cmp-gcc %s %t
// Two-dimensional VLAs: local n x m arrays, VLA matrix parameters, sizeof rows and pointer-to-VLA-row arithmetic.
#include <stdio.h>

static void fill(int rows, int cols, int m[rows][cols]) {
  for (int i = 0; i < rows; i++)
    for (int j = 0; j < cols; j++)
      m[i][j] = i * 10 + j;
}

static void multiply(int n, int k, int m, const double a[n][k], const double b[k][m], double c[n][m]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      double s = 0;
      for (int x = 0; x < k; x++)
        s += a[i][x] * b[x][j];
      c[i][j] = s;
    }
}

int main(void) {
  int rows = 3, cols = 5;
  int m[rows][cols];
  fill(rows, cols, m);
  printf("m[2][4]=%d sizeof m=%zu sizeof row=%zu\n", m[2][4], sizeof m, sizeof m[0]);
  int (*row)[cols] = m;
  row++;
  printf("row1[3]=%d\n", (*row)[3]);
  int n = 2, k = 3, p = 2;
  double a[n][k], b[k][p], c[n][p];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < k; j++)
      a[i][j] = i + j + 1;
  for (int i = 0; i < k; i++)
    for (int j = 0; j < p; j++)
      b[i][j] = (i == j) ? 2 : 0.5;
  multiply(n, k, p, (const double(*)[k])a, (const double(*)[p])b, c);
  for (int i = 0; i < n; i++)
    printf("c[%d] = %.2f %.2f\n", i, c[i][0], c[i][1]);
  for (int sz = 1; sz <= 3; sz++) {
    char grid[sz][sz + 1];
    for (int i = 0; i < sz; i++) {
      for (int j = 0; j < sz; j++)
        grid[i][j] = (char)('0' + (i + j) % 10);
      grid[i][sz] = 0;
    }
    printf("sz=%d sizeof=%zu last=%s\n", sz, sizeof grid, grid[sz - 1]);
  }
  return 0;
}
