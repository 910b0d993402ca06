// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t -DNO_SCOPE
// RUN: %repeat-run %t.ompcc 10
// Covers: the loop construct by itself, bound by where it is (in a parallel region the team
// shares the iterations, each runs once; in a teams region the league does) or by bind(thread);
// the scope construct (private copies, a reduction combined before its barrier). clang-19
// cannot compile `scope` with a reduction ("cannot compile this scope with FE outlining yet"),
// so its build leaves the scope out (-DNO_SCOPE); gcc's build has it.
#include <omp.h>
#include <stdio.h>
int main(void) {
  int hits[8] = {0}, seq[8], sum = 0, tmp = 5, got[4] = {0}, dev_hits[6] = {0};
#pragma omp parallel num_threads(4)
  {
    /* binds to the team: each iteration runs once, not once per thread */
#pragma omp loop
    for (int i = 0; i < 8; i++) hits[i]++;
#ifndef NO_SCOPE
#pragma omp scope private(tmp) reduction(+ : sum)
    {
      tmp = omp_get_thread_num();
      sum += tmp + 1;
    }
#endif
    got[omp_get_thread_num()] = sum; /* after the scope's barrier: the total */
  }
#pragma omp loop bind(thread)
  for (int i = 0; i < 8; i++) seq[i] = i * i;
#pragma omp target teams num_teams(2) map(tofrom : dev_hits)
#pragma omp loop
  for (int i = 0; i < 6; i++) dev_hits[i]++; /* binds to the league */
  for (int i = 0; i < 8; i++) printf("%d", hits[i]);
  printf(" | %d %d | sum %d tmp %d got %d %d | ", seq[3], seq[7], sum, tmp, got[0], got[3]);
  for (int i = 0; i < 6; i++) printf("%d", dev_hits[i]);
  printf("\n");
  return 0;
}
