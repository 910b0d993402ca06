// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t
// Covers: one-dimensional array sections with constant bounds in task reductions: a taskgroup's
// task_reduction with tasks' in_reduction (of an array and of a pointer's section), a
// taskloop's reduction (an array's, a pointer's), with + and max, and sections that do not
// start at the array's first element. Each thread's copy spans the section alone; in a task
// the variable is placed so that the section's elements are that copy. The elements outside
// a section are not touched (before, a taskloop's section reduced its whole array).
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int a[6] = {100, 0, 0, 0, 0, 100};
  long *p = malloc(5 * sizeof *p);
  for (int i = 0; i < 5; i++) p[i] = 10 * i;
#pragma omp parallel num_threads(3)
#pragma omp single
  {
#pragma omp taskgroup task_reduction(+: a[1:4]) task_reduction(max: p[2:3])
    for (int i = 0; i < 40; i++) {
#pragma omp task in_reduction(+: a[1:4]) in_reduction(max: p[2:3])
      {
        a[1 + i % 4] += i;
        if (p[2 + i % 3] < i * 3) p[2 + i % 3] = i * 3;
      }
    }
  }
  printf("task_reduction: a = %d %d %d %d %d %d\n", a[0], a[1], a[2], a[3], a[4], a[5]);
  printf("task_reduction: p = %ld %ld %ld %ld %ld\n", p[0], p[1], p[2], p[3], p[4]);

  int b[5] = {7, 1, 1, 1, 7};
  long q[4] = {0, 0, 0, 0};
  long *pq = q;
#pragma omp parallel num_threads(3)
#pragma omp single
#pragma omp taskloop reduction(+: b[1:3]) reduction(+: pq[0:2]) num_tasks(5)
  for (int i = 0; i < 30; i++) {
    b[1 + i % 3] += i;
    pq[i % 2] += 2 * i;
  }
  printf("taskloop: b = %d %d %d %d %d\n", b[0], b[1], b[2], b[3], b[4]);
  printf("taskloop: q = %ld %ld %ld %ld\n", q[0], q[1], q[2], q[3]);
  free(p);
  return 0;
}
