// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t
// RUN: %repeat-run %t.ompcc 20
// Covers: sections (each section runs once, by some thread of the team; the first section's
// directive may be left out), lastprivate (from the last section), reduction, firstprivate,
// nowait, parallel sections, and sections in a target region.
#include <omp.h>
#include <stdio.h>

int main(void) {
  int ran[4] = {0, 0, 0, 0}, last = -1, sum = 0, base = 10, team = 0;
#pragma omp parallel num_threads(3)
  {
#pragma omp sections lastprivate(last) reduction(+ : sum) firstprivate(base)
    {
      { ran[0]++; last = 0; sum += base; }
#pragma omp section
      { ran[1]++; last = 1; sum += base + 1; }
#pragma omp section
      { ran[2]++; last = 2; sum += base + 2; }
    }
#pragma omp sections nowait
    {
#pragma omp section
      ran[3] = omp_get_num_threads();
    }
  }
  printf("ran %d %d %d, team %d, lastprivate %d, sum %d\n", ran[0], ran[1], ran[2], ran[3], last, sum);
  int who[2] = {-1, -1};
#pragma omp parallel sections num_threads(2)
  {
#pragma omp section
    who[0] = omp_get_num_threads();
#pragma omp section
    who[1] = omp_get_num_threads();
  }
  printf("parallel sections: teams of %d and %d\n", who[0], who[1]);
  int dev[2] = {0, 0};
#pragma omp target parallel num_threads(2) map(tofrom : dev, team)
  {
#pragma omp sections
    {
#pragma omp section
      dev[0] = 1;
#pragma omp section
      dev[1] = 2;
    }
#pragma omp single
    team = omp_get_num_threads();
  }
  printf("target: %d %d, team of %d\n", dev[0], dev[1], team);
  return 0;
}
