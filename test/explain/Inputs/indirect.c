#include <stdio.h>

/* Source text that must stay text on the page: </script> <b>&amp; "quotes" 'too' */
#pragma omp begin declare target indirect
int add_one(int x) { return x + 1; }
#pragma omp end declare target

int main(void) {
  int (*fn)(int) = add_one;
  int r = 0;
#pragma omp target map(from: r) nowait
  r = fn(41) < 100 && fn(1) > 0 ? fn(41) : 0;
#pragma omp taskwait
  printf("%d\n", r);
  return 0;
}
