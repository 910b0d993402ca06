// RUN: %cmp-clang %s %t
// Covers: omp_is_initial_device() from <omp.h>: 0 inside a region (also in called declare-target
// functions), 1 on the host (also when the same function is called from host code).
#include <omp.h>
#include <stdio.h>

#pragma omp begin declare target
int where(void) { return omp_is_initial_device(); }
#pragma omp end declare target
int where_implicit(void) { return 10 + omp_is_initial_device(); }

int main(void) {
  int r[3] = {-1, -1, -1};
#pragma omp target map(tofrom: r)
  {
    r[0] = omp_is_initial_device();
    r[1] = where();
    r[2] = where_implicit();
  }
  printf("region: %d %d %d\n", r[0], r[1], r[2]);
  printf("host: %d %d %d\n", omp_is_initial_device(), where(), where_implicit());
  int in_if = -1;
#pragma omp target map(tofrom: in_if) if(0)
  { in_if = omp_is_initial_device(); } // if(0): runs on the host
  printf("if(0) region: %d\n", in_if);
  return 0;
}
