// RUN: %cmp-clang %s %t
// RUN: %cmp-mix %s %t
// Covers: uses_allocators on target (OpenMP 5.0 form `a(traits)`, as clang-19 has it): the
// allocator is made from its traits on the device when the region starts and destroyed when
// it ends (an alignment trait the kernel observes, a pool too small for a second block with a
// null fallback, an allocator used by every thread of a parallel region inside, an allocator
// the body does not name); OpenMP 5.2's `memspace(m), traits(t): a` form; predefined allocators need nothing; on `target teams` (combined).
// Before, uses_allocators was dropped as a hint and the kernel used an uninitialized handle.
#include <omp.h>
#include <stdint.h>
#include <stdio.h>

int main(void) {
  omp_alloctrait_t aligned[1] = {{omp_atk_alignment, 256}};
  omp_alloctrait_t pool[3] = {{omp_atk_pool_size, 1024}, {omp_atk_fallback, omp_atv_null_fb}, {omp_atk_alignment, 64}};
  omp_allocator_handle_t a1, a2, unused;
  int a1_ok = 0, first_ok = 0, second_null = 0, in_parallel = 0;
#pragma omp target uses_allocators(a1(aligned), a2(pool)) uses_allocators(omp_default_mem_alloc, unused(aligned)) \
    map(from: a1_ok, first_ok, second_null)
  {
    int *p = omp_alloc(100 * sizeof(int), a1);
    a1_ok = p != NULL && (uintptr_t)p % 256 == 0;
    for (int i = 0; p && i < 100; i++) p[i] = i;
    if (p && p[99] != 99) a1_ok = 0;
    omp_free(p, a1);
    char *q = omp_alloc(800, a2);
    first_ok = q != NULL && (uintptr_t)q % 64 == 0;
    char *r = omp_alloc(800, a2); /* 1600 bytes do not fit the pool: the null fallback */
    second_null = r == NULL;
    omp_free(q, a2);
  }
  printf("aligned=%d pool_first=%d pool_second_null=%d\n", a1_ok, first_ok, second_null);

#pragma omp target teams num_teams(1) uses_allocators(a1(aligned)) map(tofrom: in_parallel)
  {
#pragma omp parallel num_threads(4) reduction(+: in_parallel)
    {
      double *d = omp_alloc(sizeof(double), a1);
      if (d && (uintptr_t)d % 256 == 0) in_parallel++;
      if (omp_get_thread_num() == 0) in_parallel -= omp_get_num_threads();
      omp_free(d, a1);
    }
  }
  printf("threads without an aligned block: %d\n", -in_parallel);

  int dev = -1;
#pragma omp target uses_allocators(omp_high_bw_mem_alloc, omp_low_lat_mem_alloc) map(from: dev)
  {
    int *p = omp_alloc(sizeof(int), omp_default_mem_alloc);
    *p = 7;
    dev = *p + !omp_is_initial_device();
    omp_free(p, omp_default_mem_alloc);
  }
  printf("predefined: %d\n", dev);

  /* OpenMP 5.2's form with modifiers, which clang-19 does not parse: it builds the 5.0 form */
  int ok52 = 0;
#ifdef __OMPFE__
#define USES_A2 uses_allocators(memspace(omp_large_cap_mem_space), traits(aligned): a2; omp_default_mem_alloc)
#else
#define USES_A2 uses_allocators(a2(aligned))
#endif
#pragma omp target USES_A2 map(from: ok52)
  {
    long *p = omp_alloc(8, a2);
    ok52 = p != NULL && (uintptr_t)p % 256 == 0;
    omp_free(p, a2);
  }
  printf("5.2 form: %d\n", ok52);
  return 0;
}
