// The program of test/install/plugin.test: two kernels with ompx_trace (one labelled), one
// without. Under -DBAD_LABEL, a label that is not a string literal: the plugin's error.
#include <stdio.h>

int main(void) {
  int x = 0;
#pragma omp target map(tofrom: x) ompx_trace
  x += 1;
#ifdef BAD_LABEL
#pragma omp target map(tofrom: x) ompx_trace(42)
#else
#pragma omp target teams map(tofrom: x) ompx_trace("second")
#endif
  x += 2;
#pragma omp target map(tofrom: x)
  x += 4;
  printf("x = %d\n", x);
  return 0;
}
