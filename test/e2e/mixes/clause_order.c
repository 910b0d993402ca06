// RUN: %cmp-mix %s %t
// Covers (mixed host/device compilers): the order of a kernel's parameters when the leaves
// inside a combined target construct name variables in their clauses (firstprivate and
// reduction given to teams, num_threads, dist_schedule's chunk, if): clang-19 orders them by
// first use in the body, then those only the clauses name, and the two compilers' host and
// device sides must agree (ompfe used to put the clauses' variables first, and the mixes
// crashed). A team and a league really form: their sizes are printed.
#include <omp.h>
#include <stdio.h>

int main(void) {
  int x = 3, sum = 0, nt = 0;
  double d = 1.5;

  /* the body uses sum before x and d */
#pragma omp target teams num_teams(2) firstprivate(x, d) reduction(+: sum) map(tofrom: nt)
  {
    sum += x + (int)d;
    if (omp_get_team_num() == 0) nt = omp_get_num_teams();
  }
  printf("teams, body order: sum %d over %d teams\n", sum, nt);

  /* x and d only in the clauses */
  sum = 0;
#pragma omp target teams num_teams(2) firstprivate(x, d) reduction(+: sum) map(tofrom: nt)
  {
    sum += 1;
    if (omp_get_team_num() == 0) nt = omp_get_num_teams();
  }
  printf("teams, clause only: sum %d over %d teams\n", sum, nt);

  /* num_threads evaluated on the device, used nowhere else */
  int nth = 2, a = 0, b = 7, size = 0;
  double c = 2;
#pragma omp target parallel num_threads(nth) firstprivate(c) map(tofrom: a, size)
  {
#pragma omp single
    {
      a = b + (int)c;
      size = omp_get_num_threads();
    }
  }
  printf("parallel: a %d team of %d\n", a, size);

  /* a chunk and a condition only in the clauses of the inner leaves */
  int chunk = 3, n = 12, on = 1, hits[12] = {0};
#pragma omp target teams distribute parallel for num_teams(2) dist_schedule(static, chunk) if(parallel: on) \
    map(tofrom: hits)
  for (int i = 0; i < n; i++) hits[i] = omp_get_team_num() + 1;
  int teams_seen = 0, total = 0;
  for (int i = 0; i < n; i++) {
    total += hits[i] > 0;
    teams_seen |= 1 << (hits[i] - 1);
  }
  printf("distribute: %d iterations, teams mask %d\n", total, teams_seen);
  return 0;
}
