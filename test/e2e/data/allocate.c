// RUN: %cmp-clang %s %t
// RUN: %cmp-mix %s %t
// Covers: the allocate directive and clause (OpenMP 5.0/5.1). A global's align(n) is its
// alignment; a local is allocated by libomp where it is declared (align(n), a user allocator
// with an alignment trait, the default one) and freed on every way out of its scope (the block's
// end, break, continue, return), on the host and inside a kernel; the allocate clause puts the
// private copies of parallel (private, firstprivate), for (lastprivate), single, teams and
// target (private, firstprivate) in the allocator's memory, with OpenMP 5.1's allocator(a),
// align(n) modifiers too (clang-19 builds the 5.0 form). Before, both were dropped: the
// alignments below were not guaranteed.
#include <omp.h>
#include <stdint.h>
#include <stdio.h>

int table[16] = {1, 2, 3};
#pragma omp allocate(table) allocator(omp_default_mem_alloc) align(256)

static int aligned_to(const void *p, uintptr_t n) { return (uintptr_t)p % n == 0; }

static int sum_in_loop(int n, omp_allocator_handle_t al) {
  int total = 0;
  for (int i = 0; i < n; i++) {
    long v[4] = {i, i, i, i};
#pragma omp allocate(v) allocator(al)
    if (!aligned_to(v, 512)) return -1000;
    if (i == 1) continue;
    if (i == 7) break;
    total += (int)(v[0] + v[3]);
  }
  return total;
}

int main(void) {
  omp_alloctrait_t traits[1] = {{omp_atk_alignment, 512}};
  omp_allocator_handle_t al = omp_init_allocator(omp_default_mem_space, 1, traits);
  printf("global aligned: %d, table[2]=%d\n", aligned_to(table, 256), table[2]);

  double d[3] = {1.5, 2.5, 3.5};
  int k = 7;
#pragma omp allocate(d, k) align(128)
  printf("locals aligned: %d %d, values %g %d\n", aligned_to(d, 128), aligned_to(&k, 128), d[0] + d[1] + d[2], k);
  printf("loop: %d\n", sum_in_loop(10, al));

  int x = 40, y = 0, bad = 0;
#pragma omp parallel num_threads(3) firstprivate(x) private(y) allocate(al: x, y) reduction(+: bad)
  {
    y = x + 2;
    bad += !aligned_to(&x, 512) + !aligned_to(&y, 512) + (y != 42);
  }
  printf("parallel copies misaligned or wrong: %d\n", bad);

  int last = -1;
#ifdef __OMPFE__
#define ALLOCATE_LAST allocate(allocator(al), align(8): last) /* OpenMP 5.1's modifiers; clang-19 lacks them */
#else
#define ALLOCATE_LAST allocate(al: last)
#endif
#pragma omp parallel for lastprivate(last) ALLOCATE_LAST num_threads(2)
  for (int i = 0; i < 10; i++) last = i * (aligned_to(&last, 512) ? 1 : -1);
  printf("lastprivate: %d\n", last);

  int s = 3, single_ok = 0;
#pragma omp parallel num_threads(2) shared(single_ok)
#pragma omp single firstprivate(s) allocate(al: s)
  single_ok = aligned_to(&s, 512) && s == 3;
  printf("single: %d\n", single_ok);

  int in_kernel = 0, t = 5, u = 0;
#pragma omp target map(from: in_kernel) firstprivate(t) private(u) uses_allocators(omp_default_mem_alloc) \
    allocate(omp_default_mem_alloc: t, u)
  {
    u = t * 2;
    float f[5] = {1, 2, 3, 4, 5};
#pragma omp allocate(f) align(256)
    in_kernel = aligned_to(f, 256) + (u == 10) + (int)f[4] + !omp_is_initial_device();
  }
  printf("kernel: %d\n", in_kernel);

  int team_t = 0;
#pragma omp target teams num_teams(2) map(tofrom: team_t) firstprivate(t) uses_allocators(omp_default_mem_alloc) \
    allocate(omp_default_mem_alloc: t)
  {
    t += omp_get_team_num();
    if (omp_get_team_num() == 0) team_t = t;
  }
  printf("teams: %d\n", team_t);
  omp_destroy_allocator(al);
  return 0;
}
