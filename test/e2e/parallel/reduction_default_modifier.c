// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t
// RUN: %repeat-run %t.ompcc 10
// RUN: %ompcc -fopenmp %s -o %t.host && %t.host | FileCheck %s
// Covers: the `default` reduction modifier (OpenMP 5.2 §5.5.8: the same as no modifier) on
// parallel, a worksharing loop, sections, simd, host teams and a combined target construct.
// It was refused ("reduction modifiers are not supported"). Each region records which
// threads (or teams) took part, so the sums show that a team really formed.
#include <omp.h>
#include <stdio.h>
int main(void) {
  int threads = 0, loop = 0, sect = 1, teams = 0, dev = 0;
  double vec = 0;
  unsigned seen = 0;
#pragma omp parallel num_threads(4) reduction(default, +: threads) reduction(default, |: seen)
  {
    threads += omp_get_thread_num() + 1;
    seen |= 1u << omp_get_thread_num();
  }
  int most = 0;
#pragma omp parallel for num_threads(3) reduction(default, +: loop) reduction(default, max: most)
  for (int i = 0; i < 30; i++) {
    loop += i;
    most = i > most ? i : most;
  }
#pragma omp parallel sections num_threads(2) reduction(default, *: sect)
  {
#pragma omp section
    sect *= 6;
#pragma omp section
    sect *= 7;
  }
#pragma omp simd reduction(default, +: vec)
  for (int i = 0; i < 8; i++) vec += 0.5 * i;
#pragma omp teams num_teams(2) reduction(default, +: teams)
  teams += omp_get_team_num() + 1;
#pragma omp target teams distribute parallel for num_teams(2) num_threads(2) reduction(default, +: dev)
  for (int i = 1; i <= 10; i++) dev += i;
  // CHECK: threads=10 seen=f loop=435 most=29 sect=42 vec=14.0 teams=3 dev=55
  printf("threads=%d seen=%x loop=%d most=%d sect=%d vec=%.1f teams=%d dev=%d\n", threads, seen, loop,
         most, sect, vec, teams, dev);
  return 0;
}
