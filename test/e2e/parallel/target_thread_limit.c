// RUN: %cmp-clang %s %t
// RUN: %cmp-gcc %s %t -fopenmp
// Covers: thread_limit on a target construct that does not start with teams (OpenMP 5.1
// §2.14.5): it sets the region's thread-limit-var, so omp_get_thread_limit() there returns it
// and a parallel region asking for 4 threads (also in a function the region calls) gets at
// most that many; on target, target parallel (beside num_threads), target with if(false)
// (run in place), target nowait (a target task), and after the regions the host's limit is
// unbounded again. ompfe ignored the clause there: 4 threads and limit 2147483647. A nowait
// region's team may be smaller (clang-19 runs it on a hidden helper thread: 1 thread), so its
// count is only checked against the limit.
#include <stdio.h>
#include <omp.h>
static int threads_in(void) {
  int n = -1;
#pragma omp parallel num_threads(4)
#pragma omp single
  n = omp_get_num_threads();
  return n;
}
int main(void) {
  int n = -1, lim = -1, k = 2, off = 0;
#pragma omp target thread_limit(k) map(from : n, lim)
  {
    lim = omp_get_thread_limit();
    n = threads_in();
  }
  printf("target: limit %d threads %d\n", lim, n);
#pragma omp target parallel num_threads(3) thread_limit(2) map(from : n)
#pragma omp single
  n = omp_get_num_threads();
  printf("target parallel: threads %d\n", n);
#pragma omp target thread_limit(3) map(from : n, lim) if (off)
  {
    lim = omp_get_thread_limit();
    n = threads_in();
  }
  printf("target if(0): limit %d threads %d\n", lim, n);
#pragma omp target thread_limit(2) map(from : n, lim) nowait
  {
    lim = omp_get_thread_limit();
    n = threads_in();
  }
#pragma omp taskwait
  printf("target nowait: limit %d, threads within it: %d\n", lim, n >= 1 && n <= lim);
  printf("after: threads %d, limit %s\n", threads_in(), omp_get_thread_limit() > 4 ? "unbounded" : "BOUNDED");
#pragma omp target teams num_teams(1) thread_limit(2) map(from : n)
#pragma omp parallel num_threads(4)
#pragma omp single
  n = omp_get_num_threads();
  printf("target teams: threads %d\n", n);
  return 0;
}
