// RUN: %cmp-clang %s %t
// Covers: variable-length arrays in the allocate directive and in allocate clauses (before,
// both were errors; clang-19 runs them, gcc has no allocate directive). The storage really
// comes from the allocator: one whose alignment trait is 4096 gives addresses a stack array
// would have once in 256; the directive's align clause likewise. The copies of a VLA made by
// parallel's firstprivate and for's private, allocated so, hold their own values per thread.
#include <omp.h>
#include <stdint.h>
#include <stdio.h>

static int aligned(const void *p) { return ((uintptr_t)p & 4095) == 0; }

int main(int argc, char **argv) {
  (void)argv;
  int n = argc + 9;
  omp_alloctrait_t traits[] = {{omp_atk_alignment, 4096}};
  omp_allocator_handle_t paged = omp_init_allocator(omp_default_mem_space, 1, traits);
  long sum = 0;
  for (int round = 0; round < 3; round++) {
    int w[n + round];
#pragma omp allocate(w) allocator(omp_default_mem_alloc) align(4096)
    for (int i = 0; i < n + round; i++) w[i] = i * (round + 1);
    for (int i = 0; i < n + round; i++) sum += w[i];
    printf("round %d: aligned=%d sum=%ld\n", round, aligned(w), sum);
  }
  int v[n];
  for (int i = 0; i < n; i++) v[i] = 1;
  int all_aligned = 1, total = 0;
#pragma omp parallel firstprivate(v) allocate(paged: v) num_threads(4) reduction(+: total) reduction(&&: all_aligned)
  {
    all_aligned = aligned(v);
    v[0] += omp_get_thread_num();
    v[n - 1] *= 10;
    total += v[0] + v[n - 1] - omp_get_thread_num();
  }
  printf("parallel: aligned=%d total=%d (threads: %d)\n", all_aligned, total, total / 11);
  long s2 = 0;
#pragma omp parallel for private(v) allocate(paged: v) num_threads(3) reduction(+: s2)
  for (int i = 0; i < 30; i++) {
    v[i % n] = i;
    s2 += v[i % n] + aligned(v);
  }
  printf("for: %ld, v[0]=%d\n", s2, v[0]);
  omp_destroy_allocator(paged);
  return 0;
}
