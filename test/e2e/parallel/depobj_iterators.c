// RUN: %cmp-clang %s %t
// Covers: a depend object made by `depobj ... depend(iterator(...), kind: list)`: one entry per
// iteration and list item, counted at run time. clang-19 builds it as ompcc does; gcc refuses
// it (OpenMP 5.2 asks for one locator in a depobj's depend clause), so only clang-19 compares.
// The writer waits before it writes: the reader sees its values only if every entry holds.
#include <omp.h>
#include <stdio.h>
#include <time.h>

int main(void) {
  int d[4] = {0}, seen = 0, n = 4;
  #pragma omp parallel num_threads(2)
  #pragma omp single
  {
    omp_depend_t obj;
    #pragma omp depobj(obj) depend(iterator(i = 0:n), out: d[i])
    #pragma omp task depend(depobj: obj) shared(d)
    {
      struct timespec t = {0, 20000000L};
      nanosleep(&t, NULL);
      for (int i = 0; i < 4; i++) d[i] = 7 * i;
    }
    #pragma omp task depend(in: d[3]) shared(d, seen)
    seen = d[3];
    #pragma omp taskwait
    #pragma omp depobj(obj) destroy
  }
  printf("depobj d %d\n", seen);
  return 0;
}
