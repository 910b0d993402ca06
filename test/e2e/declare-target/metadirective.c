// RUN: %cmp-clang %s %t
// RUN: %cmp-mix %s %t
// Covers: metadirective (OpenMP 5.0/5.2) with static selection: in a target region the
// device compile chooses `teams distribute parallel for` (device={kind(nohost)}), the host
// fallback `parallel for`; construct={target} where no construct is around (no match);
// user={condition(0)}/condition(1); clang-19's scores and ties;
// otherwise() and an empty variant run the statement as if no directive were there;
// default(...) (OpenMP 5.0); a standalone variant (barrier); clauses of the chosen variant.
#include <omp.h>
#include <stdio.h>

#define N 1000

int main(void) {
  int a[N];
  int teams = 0, threads = 0;
  for (int i = 0; i < N; i++) a[i] = 0;
#pragma omp target map(tofrom: a, teams, threads)
  {
#pragma omp metadirective when(device={kind(nohost)}: teams distribute parallel for num_teams(4)) otherwise(parallel for num_threads(3))
    for (int i = 0; i < N; i++) {
      a[i] += i;
      if (i == 0) {
        teams = omp_get_num_teams();
        threads = omp_get_num_threads();
      }
    }
  }
  long sum = 0;
  for (int i = 0; i < N; i++) sum += a[i];
  /* the device runs 4 teams, the host fallback 1 team of 3 threads */
  printf("target: sum=%ld teams>1=%d parallel=%d\n", sum, teams > 1, teams > 1 || threads == 3);

  /* construct={target} outside any construct: no match, by OpenMP 5.2 and clang-19 alike */
  int outside = 0;
#pragma omp metadirective when(construct={target}: parallel num_threads(2)) otherwise()
  {
    outside += 1;
  }
  printf("construct target outside: %d\n", outside);

  /* inside a parallel region: the variant is `for` (default(...), OpenMP 5.0, else) */
  int counts[4] = {0};
#pragma omp parallel num_threads(4)
  {
#pragma omp metadirective when(device={kind(any)}: for) default(single)
    for (int i = 0; i < 8; i++) {
#pragma omp atomic
      counts[omp_get_thread_num()] += 1;
    }
  }
  printf("for in parallel: %d %d %d %d\n", counts[0], counts[1], counts[2], counts[3]);

  /* user conditions, scores, ties */
  int n0 = 0, n1 = 0, n2 = 0;
#pragma omp metadirective when(user={condition(0)}: parallel num_threads(4)) otherwise(parallel num_threads(2))
  {
#pragma omp atomic
    n0 += 1;
  }
#pragma omp metadirective when(user={condition(1)}: parallel num_threads(3)) when(implementation={vendor(llvm)}: parallel num_threads(2))
  {
#pragma omp atomic
    n1 += 1;
  }
#pragma omp metadirective when(user={condition(1)}: parallel num_threads(2)) when(implementation={vendor(score(5): llvm)}: parallel num_threads(4))
  {
#pragma omp atomic
    n2 += 1;
  }
  printf("conditions: %d %d %d\n", n0, n1, n2);

  /* clang-19's scores: device kind 1 (any 0), arch 2, user and implementation traits only
   * their score(n); on a tie the earlier variant, unless its traits are a subset of the later's
   * (otherwise(nothing): clang-19's device compile, where kind(host) fails, needs one) */
  int t[7];
#pragma omp metadirective when(implementation={vendor(llvm)}, user={condition(1)}: parallel num_threads(2)) when(device={kind(host)}: parallel num_threads(3)) otherwise(nothing)
  { t[0] = omp_get_num_threads(); }
#pragma omp metadirective when(device={kind(cpu)}: parallel num_threads(2)) when(device={arch(x86_64)}: parallel num_threads(3)) otherwise(nothing)
  { t[1] = omp_get_num_threads(); }
#pragma omp metadirective when(implementation={vendor(llvm)}: parallel num_threads(2)) when(implementation={vendor(llvm)}, user={condition(1)}: parallel num_threads(3)) otherwise(nothing)
  { t[2] = omp_get_num_threads(); }
#pragma omp metadirective when(device={kind(any)}: parallel num_threads(2)) when(user={condition(1)}: parallel num_threads(3)) otherwise(nothing)
  { t[3] = omp_get_num_threads(); }
#pragma omp metadirective when(device={kind(host)}: parallel num_threads(2)) when(device={kind(host), arch(x86_64)}: parallel num_threads(3)) otherwise(nothing)
  { t[4] = omp_get_num_threads(); }
#pragma omp metadirective when(device={kind(host), arch(x86_64)}: parallel num_threads(2)) when(implementation={vendor(score(1): llvm)}: parallel num_threads(3)) otherwise(nothing)
  { t[5] = omp_get_num_threads(); }
#pragma omp metadirective when(implementation={vendor(llvm)}, device={kind(host)}: parallel num_threads(2)) when(implementation={vendor(score(2): llvm)}: parallel num_threads(3)) otherwise(nothing)
  { t[6] = omp_get_num_threads(); }
  printf("scores: %d %d %d %d %d %d %d\n", t[0], t[1], t[2], t[3], t[4], t[5], t[6]);

  /* an empty variant, and otherwise(nothing): the statement alone (clang-19 refuses a
   * metadirective where nothing matches and otherwise is missing) */
  int e1 = 0, e2 = 0;
#pragma omp metadirective when(user={condition(1)}: ) otherwise(parallel num_threads(4))
  {
    e1 += 1;
  }
#pragma omp metadirective when(user={condition(0)}: parallel num_threads(4)) otherwise(nothing)
  {
    e2 += 1;
  }
  printf("empty: %d %d\n", e1, e2);

  /* a standalone variant */
  int before = 0, after = 0;
#pragma omp parallel num_threads(4) shared(before, after)
  {
#pragma omp atomic
    before += 1;
#pragma omp metadirective when(user={condition(1)}: barrier) otherwise(nothing)
    if (omp_get_thread_num() == 0) after = before;
  }
  printf("barrier: before=%d after=%d\n", before, after);

  /* a combined construct on the host */
  int b[N];
#pragma omp metadirective when(user={condition(1)}: target teams distribute parallel for map(from: b) num_teams(2)) otherwise(parallel for)
  for (int i = 0; i < N; i++) b[i] = 2 * i;
  long bs = 0;
  for (int i = 0; i < N; i++) bs += b[i];
  printf("combined: %ld\n", bs);
  return 0;
}
