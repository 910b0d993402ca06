// RUN: %cmp-clang %s %t
// Variable-length arrays (1-D and 2-D): implicit and explicit maps and sections with run-time sizes.
#include <omp.h>
#include <stdio.h>

int on_dev = -1;     /* set to 1 by a region that ran on the device */

static void run(int n, int m) {
  int v[n];
  double g[n][m];
  for (int i = 0; i < n; i++) {
    v[i] = i;
    for (int j = 0; j < m; j++)
      g[i][j] = i + j * 0.5;
  }

  #pragma omp target map(from: on_dev)
  {
    on_dev = !omp_is_initial_device();
    for (int i = 0; i < n; i++)
      v[i] = v[i] * v[i];           /* implicit tofrom of a VLA */
  }
  printf("n=%d v:", n);
  for (int i = 0; i < n; i++)
    printf(" %d", v[i]);
  printf("\n");

  #pragma omp target map(tofrom: g) map(to: v[1:n - 2])
  {
    for (int i = 1; i < n - 1; i++)
      g[i][m - 1] = v[i] + g[i][0];
  }
  #pragma omp target map(tofrom: g[n - 1][0:m])
  {
    for (int j = 0; j < m; j++)
      g[n - 1][j] = -j;
  }
  for (int i = 0; i < n; i++) {
    printf(" ");
    for (int j = 0; j < m; j++)
      printf(" %5.1f", g[i][j]);
    printf("\n");
  }
}

int main(void) {
  run(4, 3);
  run(6, 2);
  printf("ran on device=%d\n", on_dev);
  return 0;
}
