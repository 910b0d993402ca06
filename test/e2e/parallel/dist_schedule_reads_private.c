// RUN: %cmp-clang %s %t
// RUN: %ompfe -fopenmp -ast-dump %s 2>&1 | FileCheck %s --check-prefix=AST
// Covers: a teams distribute construct whose dist_schedule chunk reads a variable that the
// construct makes private or combines (reduction on the teams leaf, or on the worksharing loop
// inside). ompfe read the chunk in each team: with the teams' reduction, the team's private
// copy (0, and libomp aborted: "Assertion failure at kmp_sched.cpp(364): chunk != 0"); with the
// loop's reduction, the original after a team that had finished combined into it (d=12 for 14,
// every run). clang-19 reads it once, before the teams are forked, and so does ompfe now.
// gcc-12 reads the private copy (chunk 0: its build never ends). On the x86_64 device and on
// the host; the teams really form (2 of them).
// The teams leaf passes the chunk it read to each team in a hidden variable:
// AST:      OMPTeamsDirective
// AST:        Uses .omp.dist.chunk.[[C:[0-9]+]]
// AST:        OMPDistributeDirective
// AST:          ChunkBeforeTeams .omp.dist.chunk.[[C]]
#include <omp.h>
#include <stdio.h>

int main(void) {
  int lost_teams_reduction = 0, lost_loop_reduction = 0, lost_host = 0, lost_lastprivate = 0, teams = 0;
  for (int rep = 0; rep < 100; rep++) {
    int c = 2, nteams = 0;
#pragma omp target teams distribute num_teams(2) reduction(+ : c) dist_schedule(static, c) map(tofrom : c, nteams)
    for (int i = 0; i < 12; i++) {
      c += 1;
      if (omp_get_team_num() == 1) nteams = omp_get_num_teams();
    }
    lost_teams_reduction += c != 14;
    teams += nteams;
    int d = 2;
#pragma omp target teams distribute parallel for num_teams(2) num_threads(2) reduction(+ : d) dist_schedule(static, d) \
    map(tofrom : d)
    for (int i = 0; i < 12; i++) d += 1;
    lost_loop_reduction += d != 14;
    int h = 3;
#pragma omp teams distribute num_teams(2) reduction(+ : h) dist_schedule(static, h)
    for (int i = 0; i < 12; i++) h += 1;
    lost_host += h != 15;
    int k = 3, hits = 0;
#pragma omp target teams distribute num_teams(2) lastprivate(k) reduction(+ : hits) dist_schedule(static, k) \
    map(tofrom : k, hits)
    for (int i = 0; i < 24; i++) {
      hits++;
      k = 1;
    }
    lost_lastprivate += hits != 24 || k != 1;
  }
  printf("teams reduction read by the chunk: %d runs lost iterations\n", lost_teams_reduction);
  printf("loop reduction read by the chunk: %d runs lost iterations\n", lost_loop_reduction);
  printf("host teams reduction read by the chunk: %d runs lost iterations\n", lost_host);
  printf("lastprivate read by the chunk: %d runs lost iterations\n", lost_lastprivate);
  printf("two teams formed: %s\n", teams == 200 ? "yes" : "no");
  return 0;
}
