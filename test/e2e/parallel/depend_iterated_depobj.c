// RUN: %ompcc -fopenmp %s -o %t && %t | FileCheck %s
// CHECK: sum=121 again=120
// Covers: the iterator modifier with the depobj dependence type (OpenMP 5.0; gcc refuses it,
// clang-19 builds it, and its build of this program crashes: a segmentation fault, also with a
// constant iteration count; with two objects and no other task it runs):
// depend(iterator(k = lo:hi), depobj: o[k]) hands libomp every entry of every
// object the iterations name (each object holds its own number of entries, counted at run
// time), beside plain list items, on tasks and on a taskwait. Producers pause before writing,
// so a consumer that did not wait for all of them would read stale values.
#include <omp.h>
#include <stdio.h>
#include <unistd.h>

int main(int argc, char **argv) {
  (void)argv;
  int n = argc + 5; /* 6 */
  int a[8] = {0}, b = 0, sum = -1, again = -1;
  omp_depend_t o[8];
  for (int k = 0; k < n; k++) {
#pragma omp depobj(o[k]) depend(inout: a[k])
  }
#pragma omp parallel num_threads(4)
#pragma omp single
  {
    for (int k = 0; k < n; k++) {
#pragma omp task depend(out: a[k]) firstprivate(k)
      {
        usleep(1000 * (n - k));
        a[k] = k + 1;
      }
    }
#pragma omp task depend(out: b)
    {
      usleep(3000);
      b = 100;
    }
#pragma omp task depend(iterator(k = 0:n), depobj: o[k]) depend(in: b)
    {
      int s = b;
      for (int k = 0; k < n; k++) s += a[k];
      sum = s;
    }
    for (int k = 1; k < n; k += 2) {
#pragma omp task depend(inout: a[k]) firstprivate(k)
      {
        usleep(2000);
        a[k] *= 10;
      }
    }
#pragma omp taskwait depend(iterator(k = 1:n:2), depobj: o[k])
    again = a[1] + a[3] + a[5];
  }
  for (int k = 0; k < n; k++) {
#pragma omp depobj(o[k]) destroy
  }
  printf("sum=%d again=%d\n", sum, again);
  return 0;
}
