// RUN: %cmp-clang %s %t
// RUN: %cmp-mix %s %t
// RUN: %repeat-run %t.ompcc 10
// Covers, on the x86_64 offload device: target teams distribute parallel for with a
// reduction (a league of 2 teams really forms), target teams with num_teams, teams distribute
// inside a target region, target parallel for with lastprivate, target teams loop, a parallel
// loop in a declare target function called from a target region, and dist_schedule.
#include <omp.h>
#include <stdio.h>

#define N 1000

#pragma omp declare target
static void scale(double *v, int n, double by) {
#pragma omp parallel for num_threads(2)
  for (int i = 0; i < n; i++) v[i] *= by;
}
#pragma omp end declare target

int main(void) {
  double a[N], sum = 0;
  for (int i = 0; i < N; i++) a[i] = i * 0.5;
  int teams = 0, team_of[N];
#pragma omp target teams distribute parallel for num_teams(2) reduction(+ : sum) map(to : a) map(from : teams, team_of)
  for (int i = 0; i < N; i++) {
    sum += a[i];
    team_of[i] = omp_get_team_num();
    if (i == 0) teams = omp_get_num_teams();
  }
  printf("sum %.1f, %d teams, first block to team %d, last to team %d\n", sum, teams, team_of[0], team_of[N - 1]);

  int league = 0, members[4] = {0, 0, 0, 0};
#pragma omp target teams num_teams(4) map(tofrom : league, members)
  {
    if (omp_get_team_num() == 0) league = omp_get_num_teams();
    members[omp_get_team_num()] = 1;
  }
  printf("league of %d: %d %d %d %d\n", league, members[0], members[1], members[2], members[3]);

  int chunk_team[8];
#pragma omp target map(from : chunk_team)
#pragma omp teams num_teams(2)
#pragma omp distribute dist_schedule(static, 2)
  for (int i = 0; i < 8; i++) chunk_team[i] = omp_get_team_num();
  printf("dist_schedule(static, 2):");
  for (int i = 0; i < 8; i++) printf(" %d", chunk_team[i]);
  printf("\n");

  int last = -1, threads = 0;
#pragma omp target parallel for num_threads(2) lastprivate(last) map(tofrom : threads, last)
  for (int i = 0; i < 10; i++) {
    last = i * i;
    if (i == 0) threads = omp_get_num_threads();
  }
  printf("target parallel for: lastprivate %d, team of %d\n", last, threads);

  long squares = 0;
#pragma omp target teams loop reduction(+ : squares)
  for (long i = 1; i <= 100; i++) squares += i * i;
  printf("teams loop: %ld\n", squares);

#pragma omp target map(tofrom : a)
  scale(a, N, 2.0);
  printf("scaled: %.1f %.1f\n", a[1], a[N - 1]);
  return 0;
}
