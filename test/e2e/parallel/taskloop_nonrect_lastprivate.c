// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %t.ompcc | FileCheck %s
// A non-rectangular collapsed taskloop whose iteration variables are lastprivate: the inner
// bounds name the outer variable, which each task computes from its own iterations, so the
// check for bounds that tasks cannot evaluate (a private or lastprivate variable of the data
// environment) leaves the nest's own variables alone; ompfe refused lastprivate(i, j) here.
// After the loop i and j hold their values after the sequentially last iteration (5 and 7 for
// the first nest), as gcc's build prints; clang-19's prints j = 12.
#include <stdio.h>
int main(void) {
  int i, j, s = 0;
  long k, m, t = 0;
#pragma omp parallel num_threads(3)
#pragma omp single
  {
#pragma omp taskloop collapse(2) lastprivate(i, j) reduction(+ : s) grainsize(2)
    for (i = 0; i < 5; i++)
      for (j = i; j < 7; j++) s += i * 10 + j;
#pragma omp taskloop collapse(2) private(m) lastprivate(k) reduction(+ : t) num_tasks(4)
    for (k = 9; k >= 0; k -= 2)
      for (m = 0; m < k; m += 2) t += k - m;
  }
  // CHECK: 5 7 495 | -1 55
  printf("%d %d %d | %ld %ld\n", i, j, s, k, t);
  return 0;
}
