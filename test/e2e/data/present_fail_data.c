// RUN: %cmp-clang %s %t --expect-fail
// target data map(present, to: v[8:8]) of a never-mapped section aborts at run time (after a good one).
#include <omp.h>
#include <stdio.h>

int main(void) {
  int v[16];
  for (int i = 0; i < 16; i++)
    v[i] = i;

  #pragma omp target enter data map(to: v[0:8])
  printf("v[0:8] present=%d v[8] present=%d\n",
         omp_target_is_present(&v[0], omp_get_default_device()) != 0,
         omp_target_is_present(&v[8], omp_get_default_device()) != 0);
  #pragma omp target data map(present, to: v[2:4])      /* inside the mapped part: fine */
  {
    printf("present section v[2:4] ok\n");
  }
  fflush(stdout);
  #pragma omp target data map(present, to: v[8:8])      /* never mapped: fails */
  {
    printf("not reached\n");
  }
  return 0;
}
