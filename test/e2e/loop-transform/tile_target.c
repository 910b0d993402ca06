// RUN: %cmp-clang %s %t
// RUN: %cmp-mix %s %t
// Covers: `tile` and `unroll partial` inside target regions on the x86_64 device: a 2-D tile run
// by the kernel in order (recorded into a mapped array), `target parallel for` over a 1-D tile
// (each thread's tiles), `target teams distribute parallel for collapse(2)` over a 2-D tile
// with a size the kernel receives, and `target parallel for` over `unroll partial(2)`.
#include <omp.h>
#include <stdio.h>

#define N 9
#define M 5

int main(void) {
  int order[N * M], k = 0, on_device = 0;
  #pragma omp target map(from: order, on_device) map(tofrom: k)
  {
    on_device = !omp_is_initial_device();
    #pragma omp tile sizes(4, 2)
    for (int i = 0; i < N; i++)
      for (int j = M; j > 0; j--) order[k++] = i * 10 + j;
  }
  printf("device=%d order:", on_device);
  for (int x = 0; x < k; x++) printf(" %d", order[x]);
  printf("\n");

  int who[N * M] = {0}, size = 3;
  #pragma omp target parallel for num_threads(2) schedule(static) map(tofrom: who)
  #pragma omp tile sizes(2)
  for (int i = 0; i < N; i++) who[i] = omp_get_thread_num();
  printf("target parallel for, tile sizes(2):");
  for (int i = 0; i < N; i++) printf(" %d", who[i]);
  printf("\n");

  #pragma omp target teams distribute parallel for collapse(2) num_teams(1) num_threads(3) schedule(static, 1) map(tofrom: who)
  #pragma omp tile sizes(size, 2)
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) who[i * M + j] = omp_get_thread_num();
  printf("target teams distribute parallel for collapse(2), tile sizes(size, 2):");
  for (int i = 0; i < N * M; i++) printf(" %d", who[i]);
  printf("\n");

  #pragma omp target parallel for num_threads(2) schedule(static, 1) map(tofrom: who)
  #pragma omp unroll partial(2)
  for (int i = N - 1; i >= 0; i--) who[i] = omp_get_thread_num();
  printf("target parallel for, unroll partial(2):");
  for (int i = 0; i < N; i++) printf(" %d", who[i]);
  printf("\n");
  return 0;
}
