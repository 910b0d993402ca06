// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t
// Covers: combined teams distribute [parallel for] whose loop bound or chunk size reads a value
// the loop also reduces into. Read straight from the reduction variable, each team read it as
// the others wrote their sums back, and ompcc ran some iterations twice and some never (t = 15
// for 20; gcc and clang-19 print 20): ompfe now refuses that form (see
// test/frontend/omp-teams-distribute-reads-written-back.c). The forms here stay accepted and
// agree with gcc-12 and clang-19: a copy read instead, a firstprivate copy, and teams
// distribute's reduction, which the teams keep their own copies of. The league forms two teams.
#include <omp.h>
#include <stdio.h>

int main(void) {
  int bad = 0, leagues = 0;
  for (int rep = 0; rep < 100; rep++) {
    int s = 3, t = 0, chunk = s + 2, teams = 0;
#pragma omp teams distribute parallel for num_teams(2) reduction(+ : s, t, teams) dist_schedule(static, chunk)
    for (int i = 0; i < 20; i++) {
      s += 1;
      t += 1;
      teams += i == 0 && omp_get_num_teams() == 2;
    }
    bad += s != 23 || t != 20;
    leagues += teams;
    int n = 20, count = 0;
#pragma omp teams distribute parallel for num_teams(2) reduction(+ : n, count) firstprivate(chunk) dist_schedule(static, chunk)
    for (int i = 0; i < 20; i++) {
      n += 1;
      count += 1;
    }
    bad += n != 40 || count != 20;
  }
  printf("lost or repeated iterations in %d runs; two teams in %d runs\n", bad, leagues);
  int k = 5, hits = 0;
#pragma omp teams distribute num_teams(2) reduction(+ : k, hits) dist_schedule(static, k + 1)
  for (int i = 0; i < 20; i++) { /* the teams' copies of k start at 0: k + 1 is 1 */
    k += 1;
    hits += 1;
  }
  printf("k=%d hits=%d\n", k, hits);
  int d = 3, dt = 0, dchunk = d + 2;
#pragma omp target teams distribute parallel for num_teams(2) reduction(+ : d, dt) dist_schedule(static, dchunk) map(tofrom : d, dt)
  for (int i = 0; i < 20; i++) {
    d += 1;
    dt += 1;
  }
  printf("device d=%d dt=%d\n", d, dt);
  return 0;
}
