// RUN: %cmp-mix %s %t
// Covers: a static 'declare target link' variable, whose reference pointer clang-19 names
// <var>_<file id>_decl_tgt_ref_ptr (so that two units' statics stay apart): both compilers
// must name it alike for either one's device half to run with the other's host half.
#include <stdio.h>

static int weights[4] = {1, 2, 3, 4};
#pragma omp declare target link(weights)

int main(void) {
  int sum = 0;
#pragma omp target map(tofrom: weights) map(tofrom: sum)
  for (int i = 0; i < 4; i++) {
    sum += weights[i];
    weights[i] *= 10;
  }
  printf("sum=%d weights[3]=%d\n", sum, weights[3]);
  return 0;
}
