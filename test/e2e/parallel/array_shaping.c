// RUN: %cmp-clang %s %t
// Covers: OpenMP 5.0's array shaping ([d1][d2]...)p of a pointer, which clang-19 takes as a
// list item of depend, affinity, map, to and from: the storage p[0:d1*d2*...]. Before, ompfe
// stopped at its '[' with "expected expression". A task that depends on a shaped pointer waits
// for the writer of the same storage (the writer sleeps, so a missing dependence shows), a
// depend object and affinity take it too, and map, target update and target enter/exit data
// move exactly d1*d2*... elements.
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

int main(void) {
  int n = 3, m = 4;
  int *p = malloc(16 * sizeof(int));
  for (int i = 0; i < 16; i++) p[i] = i;
  int seen = -1, team = 0, after_obj = -1;
  omp_depend_t obj;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
    team = omp_get_num_threads();
#pragma omp task depend(out: ([n][m])p) affinity(([n][m])p)
    {
      struct timespec t = {0, 50000000L};
      nanosleep(&t, NULL);
      p[5] = 500;
    }
#pragma omp task depend(in: ([n][m])p) shared(seen)
    seen = p[5];
#pragma omp depobj(obj) depend(inout: ([2][2])p)
#pragma omp task depend(depobj: obj) shared(after_obj)
    after_obj = p[5] + 1;
#pragma omp taskwait
#pragma omp depobj(obj) destroy
  }
  printf("team of %d, the reader saw %d, the depobj task %d\n", team, seen, after_obj);

  /* map and motion clauses: 12 of the 16 elements go to the device and back */
#pragma omp target map(tofrom: ([n][m])p)
  for (int i = 0; i < 12; i++) p[i] *= 2;
  printf("mapped: %d %d %d\n", p[1], p[11], p[12]);
#pragma omp target enter data map(to: ([n][m])p)
#pragma omp target
  for (int i = 0; i < 12; i++) p[i] += 1000;
#pragma omp target update from(([2][m])p)
  printf("updated from: %d %d %d\n", p[1], p[7], p[8]);
  p[9] = -9;
#pragma omp target update to(([n][m])p)
#pragma omp target exit data map(from: ([n][m])p)
  printf("exit data: %d %d %d\n", p[0], p[9], p[11]);
  free(p);
  return 0;
}
