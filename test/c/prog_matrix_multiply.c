// RUN: %cmp-gcc %s %t
// Dense matrix routines on heap and fixed arrays: multiply, transpose, identity check, determinant by Gaussian elimination, power.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define N 4

struct matrix {
  int rows, cols;
  double *a;
};

static struct matrix mat_new(int r, int c) {
  struct matrix m = {r, c, calloc((size_t)r * c, sizeof(double))};
  return m;
}

static double *at(struct matrix m, int i, int j) { return &m.a[i * m.cols + j]; }

static struct matrix mat_mul(struct matrix x, struct matrix y) {
  struct matrix r = mat_new(x.rows, y.cols);
  for (int i = 0; i < x.rows; i++)
    for (int k = 0; k < x.cols; k++) {
      double v = *at(x, i, k);
      for (int j = 0; j < y.cols; j++)
        *at(r, i, j) += v * *at(y, k, j);
    }
  return r;
}

static struct matrix mat_transpose(struct matrix x) {
  struct matrix r = mat_new(x.cols, x.rows);
  for (int i = 0; i < x.rows; i++)
    for (int j = 0; j < x.cols; j++)
      *at(r, j, i) = *at(x, i, j);
  return r;
}

static void mat_print(const char *name, struct matrix m) {
  printf("%s (%dx%d):\n", name, m.rows, m.cols);
  for (int i = 0; i < m.rows; i++) {
    for (int j = 0; j < m.cols; j++)
      printf(" %9.3f", *at(m, i, j));
    printf("\n");
  }
}

static double det(double m[N][N]) {
  double a[N][N];
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      a[i][j] = m[i][j];
  double d = 1;
  for (int c = 0; c < N; c++) {
    int piv = c;
    for (int r = c + 1; r < N; r++)
      if (fabs(a[r][c]) > fabs(a[piv][c]))
        piv = r;
    if (a[piv][c] == 0)
      return 0;
    if (piv != c) {
      for (int j = 0; j < N; j++) {
        double t = a[c][j];
        a[c][j] = a[piv][j];
        a[piv][j] = t;
      }
      d = -d;
    }
    d *= a[c][c];
    for (int r = c + 1; r < N; r++) {
      double f = a[r][c] / a[c][c];
      for (int j = c; j < N; j++)
        a[r][j] -= f * a[c][j];
    }
  }
  return d;
}

static void ipow(long r[2][2], long base[2][2], int e) {
  long res[2][2] = {{1, 0}, {0, 1}}, b[2][2] = {{base[0][0], base[0][1]}, {base[1][0], base[1][1]}};
  while (e > 0) {
    long t[2][2];
    if (e & 1) {
      for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++)
          t[i][j] = res[i][0] * b[0][j] + res[i][1] * b[1][j];
      for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++)
          res[i][j] = t[i][j];
    }
    e >>= 1;
    if (e == 0)
      break;
    for (int i = 0; i < 2; i++)
      for (int j = 0; j < 2; j++)
        t[i][j] = b[i][0] * b[0][j] + b[i][1] * b[1][j];
    for (int i = 0; i < 2; i++)
      for (int j = 0; j < 2; j++)
        b[i][j] = t[i][j];
  }
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < 2; j++)
      r[i][j] = res[i][j];
}

int main(void) {
  struct matrix a = mat_new(3, 4), b = mat_new(4, 2);
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++)
      *at(a, i, j) = (i + 1) * 0.5 - j;
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 2; j++)
      *at(b, i, j) = i * 2 + j + 1;
  struct matrix c = mat_mul(a, b);
  mat_print("a*b", c);
  struct matrix at_ = mat_transpose(a);
  struct matrix g = mat_mul(a, at_);
  mat_print("a*a^T", g);
  int sym = 1;
  for (int i = 0; i < g.rows; i++)
    for (int j = 0; j < g.cols; j++)
      sym &= *at(g, i, j) == *at(g, j, i);
  printf("symmetric=%d\n", sym);
  double m[N][N] = {{2, -1, 0, 3}, {1, 4, -2, 0}, {0, 5, 1, -1}, {3, 0, 2, 2}};
  printf("det=%.6f\n", det(m));
  double sing[N][N] = {{1, 2, 3, 4}, {2, 4, 6, 8}, {0, 1, 0, 1}, {5, 5, 5, 5}};
  printf("det singular=%.6f\n", det(sing));
  long fibm[2][2] = {{1, 1}, {1, 0}}, r[2][2];
  ipow(r, fibm, 90);
  printf("fib(90)=%ld\n", r[0][1]);
  free(a.a);
  free(b.a);
  free(c.a);
  free(at_.a);
  free(g.a);
  return 0;
}
