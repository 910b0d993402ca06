// RUN: %cmp-clang %s %t
// Multi-dimensional sections: m[0:4][0:8], m[1:2][0:8], part of a row m[2][3:4], a 3-D t[1][0:2][0:3].
#include <omp.h>
#include <stdio.h>

int on_dev = -1;     /* set to 1 by a region that ran on the device */

int m[4][8];

static void show(void) {
  for (int i = 0; i < 4; i++) {
    printf(" ");
    for (int j = 0; j < 8; j++)
      printf(" %4d", m[i][j]);
    printf("\n");
  }
}

int main(void) {
  int t[2][2][3];
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 8; j++)
      m[i][j] = i * 10 + j;
  for (int i = 0; i < 12; i++)
    (&t[0][0][0])[i] = i;

  #pragma omp target map(tofrom: m[0:4][0:8]) map(from: on_dev)
  {
    on_dev = !omp_is_initial_device();
    for (int i = 0; i < 4; i++)
      for (int j = 0; j < 8; j++)
        m[i][j] += 1000;
  }
  printf("m[0:4][0:8]:\n");
  show();

  #pragma omp target map(tofrom: m[1:2][0:8])
  {
    for (int i = 1; i < 3; i++)
      for (int j = 0; j < 8; j++)
        m[i][j] = -m[i][j];
  }
  printf("m[1:2][0:8]:\n");
  show();

  #pragma omp target map(tofrom: m[2][3:4])
  {
    for (int j = 3; j < 7; j++)
      m[2][j] = j;
  }
  printf("m[2][3:4]:\n");
  show();

  int sum = 0;
  #pragma omp target map(to: t[1][0:2][0:3]) map(from: sum)
  {
    sum = 0;
    for (int i = 0; i < 2; i++)
      for (int j = 0; j < 3; j++)
        sum += t[1][i][j];
  }
  printf("sum of t[1]=%d\n", sum);
  printf("ran on device=%d\n", on_dev);
  return 0;
}
