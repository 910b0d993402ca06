// RUN: %cmp-clang %s %t
// target if(true/false) and if(target: ...): device execution vs host fallback seen via omp_is_initial_device.
#include <omp.h>
#include <stdio.h>

static int run(int cond, int *val) {
  int initial = -1;
  int v = *val;
  #pragma omp target if(cond) map(tofrom: initial) map(to: v)
  {
    initial = omp_is_initial_device();
    v = v + 1;        /* map(to): lost on the device, visible in the host fallback */
  }
  *val = v;
  return initial;
}

int main(void) {
  int val = 10;
  for (int c = 0; c < 3; c++) {
    int init = run(c != 1, &val);
    printf("cond=%d initial=%d val=%d\n", c != 1, init, val);
  }

  int n = 4, where = -1;
  #pragma omp target if(n > 3) map(from: where)
  { where = omp_is_initial_device(); }
  printf("if(n > 3): initial=%d\n", where);
  #pragma omp target if(target: n > 5) map(from: where)
  { where = omp_is_initial_device(); }
  printf("if(target: n > 5): initial=%d\n", where);
  return 0;
}
