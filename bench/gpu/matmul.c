/* A dense single-precision matrix product C = A B of N x N matrices (2048 by default) on the
 * offload device under `target teams distribute parallel for collapse(2)` (bench/gpu.sh).
 * The entries are small integers, so every sum is exact in float and both compilers' builds
 * must give the same checksum (a weighted sum of C, computed on the host). Prints
 * "matmul <seconds of the product> <checksum>"; the matrices go to the device first and a
 * warm-up launch loads the image, so neither is timed. */
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 2048
#endif

int main(void) {
  long n = (long)N * N;
  float *A = malloc(sizeof(float) * n), *B = malloc(sizeof(float) * n), *C = malloc(sizeof(float) * n);
  for (long i = 0; i < N; i++)
    for (long j = 0; j < N; j++) {
      A[i * N + j] = (float)((i * 3 + j) % 7) - 3;
      B[i * N + j] = (float)((i + j * 5) % 5) - 2;
      C[i * N + j] = 0;
    }
  double t0 = 0, t1 = 0;
#pragma omp target data map(to : A[0:n], B[0:n]) map(tofrom : C[0:n])
  {
#pragma omp target /* warm-up: loads the image */
    C[0] = 0;
    t0 = omp_get_wtime();
#pragma omp target teams distribute parallel for collapse(2)
    for (int i = 0; i < N; i++)
      for (int j = 0; j < N; j++) {
        float s = 0;
        for (int k = 0; k < N; k++) s += A[i * N + k] * B[k * N + j];
        C[i * N + j] = s;
      }
    t1 = omp_get_wtime();
  }
  long long checksum = 0;
  for (long i = 0; i < n; i++) checksum += (long long)C[i] * (i % 11 + 1);
  printf("matmul %.6f %lld\n", t1 - t0, checksum);
  free(A); free(B); free(C);
  return 0;
}
