/* docs/extending.md: the ompx_trace example (test/docs/extending-build.test) */
#include <stdio.h>

int main(void) {
  int sum = 0;
  #pragma omp target map(tofrom: sum) ompx_trace
  for (int i = 1; i <= 3; i++) sum += i;
  printf("sum = %d\n", sum);
  return 0;
}
