/* Two offloaded compute kernels under `target teams distribute parallel for`, timed with
 * omp_get_wtime (bench/parallel_kernels.sh builds this with ompcc and with clang-19):
 * a dense matrix product, and XSBench-like lookups (a binary search in a sorted energy grid,
 * then an interpolation over nuclides) with a reduction. Prints "<kernel> <seconds> <checksum>". */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define N 512
#define GRID 100000
#define NUCLIDES 32
#define LOOKUPS 2000000

static double A[N * N], B[N * N], C[N * N];
static double energy[GRID], xs[GRID * NUCLIDES];

int main(void) {
  for (int i = 0; i < N * N; i++) { A[i] = (i % 7) * 0.25; B[i] = (i % 5) * 0.5; }
  for (int i = 0; i < GRID; i++) energy[i] = i * 1e-3;
  for (int i = 0; i < GRID * NUCLIDES; i++) xs[i] = (i % 97) * 0.01;
  double t0 = omp_get_wtime();
#pragma omp target teams distribute parallel for map(to : A, B) map(from : C)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      double s = 0;
      for (int k = 0; k < N; k++) s += A[i * N + k] * B[k * N + j];
      C[i * N + j] = s;
    }
  double t1 = omp_get_wtime(), check = 0;
  for (int i = 0; i < N * N; i += 97) check += C[i];
  printf("matmul %.3f %.6e\n", t1 - t0, check);

  double total = 0;
  t0 = omp_get_wtime();
#pragma omp target teams distribute parallel for map(to : energy, xs) reduction(+ : total)
  for (long l = 0; l < LOOKUPS; l++) {
    unsigned long seed = (unsigned long)l * 2654435761u + 12345u;
    double e = (double)(seed % (GRID - 1)) * 1e-3 + 5e-4;
    long lo = 0, hi = GRID - 1;
    while (hi - lo > 1) {
      long mid = (lo + hi) / 2;
      if (energy[mid] > e) hi = mid; else lo = mid;
    }
    double f = (e - energy[lo]) / (energy[hi] - energy[lo]), macro = 0;
    for (int n = 0; n < NUCLIDES; n++) macro += xs[lo * NUCLIDES + n] + f * (xs[hi * NUCLIDES + n] - xs[lo * NUCLIDES + n]);
    total += macro;
  }
  t1 = omp_get_wtime();
  printf("lookups %.3f %.6e\n", t1 - t0, total);
  return 0;
}
