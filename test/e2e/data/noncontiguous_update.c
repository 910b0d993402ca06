// RUN: %ompcc -fopenmp -fopenmp-targets=x86_64-unknown-linux-gnu %s -o %t && env OMP_TARGET_OFFLOAD=MANDATORY %t | FileCheck %s
// Covers: non-contiguous list items of target update (OpenMP 5.0): sections of several
// dimensions, `from(m[1:2][1:3])`, strided ones in any dimension, `to(m[0:2:2][0:3:2])`, a 3-D
// section whose rows are whole (`t[0:2][1:2][0:5]`), a section through a pointer to rows, one
// of variable-length rows, and a stride of 1 known at run time; each moves the elements it
// names and no other. ompfe refused the first ("non-contiguous array sections in 'from' clause
// are not supported") and moved one element of `from(a[2:5:1])`. Checked against the expected
// values: gcc's host build shares the arrays (nothing to compare), and clang-19's build of
// `from(m[1:2][1:3])` moves one element per row (its second row reads 10 -11 12 13 14):
// libomptarget 19 merges the element dimension into the row's and then copies the element's
// size only.
#include <stdio.h>
#define ROWS 4
#define COLS 5
static int m[ROWS][COLS];
static void show(const char *what, int (*a)[COLS], int rows) {
  printf("%s:", what);
  for (int i = 0; i < rows; i++) {
    printf(" |");
    for (int j = 0; j < COLS; j++) printf(" %d", a[i][j]);
  }
  printf("\n");
}
static void reset(void) {
  for (int i = 0; i < ROWS; i++)
    for (int j = 0; j < COLS; j++) m[i][j] = i * 10 + j;
}
int main(int argc, char **argv) {
  (void)argv;
  int t[3][4][5], one = argc, n = argc + 2, a[10];
  int v[n][n + 1];
  int (*p)[COLS] = m;
  reset();
#pragma omp target enter data map(to : m, t, v, a)
#pragma omp target
  {
    for (int i = 0; i < ROWS; i++)
      for (int j = 0; j < COLS; j++) m[i][j] = -(i * 10 + j);
    for (int i = 0; i < 3; i++)
      for (int j = 0; j < 4; j++)
        for (int k = 0; k < 5; k++) t[i][j][k] = -(i * 100 + j * 10 + k);
    for (int i = 0; i < n; i++)
      for (int j = 0; j < n + 1; j++) v[i][j] = -(i * 10 + j);
    for (int i = 0; i < 10; i++) a[i] = -i;
  }
#pragma omp target update from(m[1 : 2][1 : 3])
  // CHECK: 2-D: | 0 1 2 3 4 | 10 -11 -12 -13 14 | 20 -21 -22 -23 24 | 30 31 32 33 34
  show("2-D", m, ROWS);
  reset();
#pragma omp target update from(m[0 : 2 : 2][0 : 3 : 2])
  // CHECK-NEXT: strided: | 0 1 -2 3 -4 | 10 11 12 13 14 | -20 21 -22 23 -24 | 30 31 32 33 34
  show("strided", m, ROWS);
  reset();
#pragma omp target update from(p[1 : 3][3])
  // CHECK-NEXT: pointer: | 0 1 2 3 4 | 10 11 12 -13 14 | 20 21 22 -23 24 | 30 31 32 -33 34
  show("pointer", m, ROWS);
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++)
      for (int k = 0; k < 5; k++) t[i][j][k] = i * 100 + j * 10 + k;
#pragma omp target update from(t[0 : 2][1 : 2][0 : 5])
  // CHECK-NEXT: 3-D: | 0 1 2 3 4 | -10 -11 -12 -13 -14 | -20 -21 -22 -23 -24 | 30 31 32 33 34
  // CHECK-NEXT: 3-D: | 100 101 102 103 104 | -110 -111 -112 -113 -114 | -120 -121 -122 -123 -124 | 130 131 132 133 134
  // CHECK-NEXT: 3-D: | 200 201 202 203 204 | 210 211 212 213 214 | 220 221 222 223 224 | 230 231 232 233 234
  for (int i = 0; i < 3; i++) show("3-D", t[i], 4);
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n + 1; j++) v[i][j] = i * 10 + j;
#pragma omp target update from(v[1 : 2][0 : n - 1 : 2])
  // CHECK-NEXT: vla: -10 11 -12 13 | -20 21 -22 23 |
  printf("vla:");
  for (int i = 1; i < 3; i++) {
    for (int j = 0; j < n + 1; j++) printf(" %d", v[i][j]);
    printf(" |");
  }
  printf("\n");
  for (int i = 0; i < 10; i++) a[i] = i;
#pragma omp target update from(a[2 : 5 : 1])
#pragma omp target update from(a[8 : 2 : one])
  // CHECK-NEXT: stride one: 0 1 -2 -3 -4 -5 -6 7 -8 -9
  printf("stride one:");
  for (int i = 0; i < 10; i++) printf(" %d", a[i]);
  printf("\n");
  /* to: only the section reaches the device */
  for (int i = 0; i < ROWS; i++)
    for (int j = 0; j < COLS; j++) m[i][j] = 1000 + i * 10 + j;
#pragma omp target update to(m[1 : 2 : 2][0 : 2])
#pragma omp target update to(m[2][1 : 2 : 3])
#pragma omp target update from(m)
  // CHECK-NEXT: to: | 0 -1 -2 -3 -4 | 1010 1011 -12 -13 -14 | -20 1021 -22 -23 1024 | 1030 1031 -32 -33 -34
  show("to", m, ROWS);
#pragma omp target exit data map(delete : m, t, v, a)
  return 0;
}
