// RUN: %cmp-clang %s %t
// Program: 2-D Jacobi sweeps on a grid kept in target data, with target update to/from of rows and elements.
#include <omp.h>
#include <stdio.h>

int on_dev = -1;     /* set to 1 by a region that ran on the device */

#define N 16

static double u[N][N], unew[N][N];

static void init(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      u[i][j] = unew[i][j] = 0.0;
  for (int j = 0; j < N; j++)
    u[0][j] = unew[0][j] = 256.0;       /* hot top edge */
}

static double checksum(void) {
  double s = 0.0;
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++)
      s += u[i][j] * (1 + (i * N + j) % 7);
  return s;
}

int main(void) {
  double diff = 0.0;
  int sweeps = 0;
  init();

  #pragma omp target data map(tofrom: u) map(to: unew) map(alloc: diff)
  {
    for (int it = 0; it < 40; it++) {
      #pragma omp target map(tofrom: diff) map(from: on_dev)
      {
        on_dev = !omp_is_initial_device();
        double d = 0.0;
        for (int i = 1; i < N - 1; i++)
          for (int j = 1; j < N - 1; j++) {
            unew[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
            double e = unew[i][j] - u[i][j];
            d += e < 0 ? -e : e;
          }
        for (int i = 1; i < N - 1; i++)
          for (int j = 1; j < N - 1; j++)
            u[i][j] = unew[i][j];
        diff = d;
      }
      sweeps++;
      if (it % 10 == 9) {
        #pragma omp target update from(diff, u[N / 2][0:N])
        printf("sweep %2d: diff>1=%d mid row u[8][1..3]=%.4f %.4f %.4f\n", sweeps, diff > 1.0,
               u[N / 2][1], u[N / 2][2], u[N / 2][3]);
      }
      if (it == 19) {
        /* cool the left edge on the host, push just that column's rows */
        for (int i = 1; i < N; i++)
          u[i][0] = 64.0;
        for (int i = 1; i < N; i++) {
          #pragma omp target update to(u[i][0:1])
        }
        printf("left edge set to 64 at sweep %d\n", sweeps);
      }
    }
  }
  printf("corner u[1][1]=%.6f center u[8][8]=%.6f\n", u[1][1], u[8][8]);
  printf("checksum=%.3f\n", checksum());
  printf("ran on device=%d\n", on_dev);
  return 0;
}
