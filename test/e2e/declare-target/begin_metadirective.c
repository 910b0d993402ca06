// RUN: %cmp-clang %s %t
// RUN: %cmp-mix %s %t
// Covers: `begin metadirective` ... `end metadirective` (OpenMP 5.1), which clang-19 does not
// parse, so its build uses the equivalent `metadirective` on a block: the chosen variant
// applies to the code between the two lines as its block (several statements, a declaration,
// a nested begin metadirective); in a kernel the device's choice (kind(nohost)), on the host
// the fallback's; a loop directive takes the loop between them (no block around it); when
// no variant is chosen (otherwise() or no match) the code runs as if the lines were not
// there, its declarations still in scope after `end metadirective`.
#include <omp.h>
#include <stdio.h>

#define N 100

int main(void) {
  int a[N], threads = 0, inner = 0;
  for (int i = 0; i < N; i++) a[i] = 0;
#pragma omp target map(tofrom: a, threads, inner)
  {
#ifdef __OMPFE__
#pragma omp begin metadirective when(device={kind(nohost)}: parallel num_threads(2)) otherwise(parallel num_threads(3))
    int me = omp_get_thread_num();
    if (me == 0) threads = omp_get_num_threads();
#pragma omp begin metadirective when(user={condition(1)}: single)
    inner += 1;
#pragma omp end metadirective
#pragma omp end metadirective
#else
#pragma omp metadirective when(device={kind(nohost)}: parallel num_threads(2)) otherwise(parallel num_threads(3))
    {
      int me = omp_get_thread_num();
      if (me == 0) threads = omp_get_num_threads();
#pragma omp metadirective when(user={condition(1)}: single)
      {
        inner += 1;
      }
    }
#endif
  }
  printf("threads=%d single ran %d time(s)\n", threads, inner);

  long sum = 0;
#ifdef __OMPFE__
#pragma omp begin metadirective when(user={condition(1)}: parallel for reduction(+: sum) num_threads(4))
  for (int i = 0; i < N; i++) sum += a[i] + i;
#pragma omp end metadirective
#else
#pragma omp metadirective when(user={condition(1)}: parallel for reduction(+: sum) num_threads(4))
  for (int i = 0; i < N; i++) sum += a[i] + i;
#endif
  printf("sum=%ld\n", sum);

#ifdef __OMPFE__
#pragma omp begin metadirective when(user={condition(0)}: parallel) otherwise()
  int kept = (int)sum / 2;
#pragma omp end metadirective
#else
  int kept = (int)sum / 2;
#endif
  printf("kept=%d in %s\n", kept, omp_in_parallel() ? "parallel" : "sequence");
  return 0;
}
