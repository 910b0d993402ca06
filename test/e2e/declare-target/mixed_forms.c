// RUN: %cmp-clang %s %t
// Covers: the same entity named by several declare target directives of different forms, a function
// inside a block also named by to(), and to() appearing after main for a function used in a region.
#include <stdio.h>

int shared_g = 4;
#pragma omp declare target to(shared_g)
#pragma omp declare target(shared_g)

#pragma omp declare target
int twice(int x) { return 2 * x; }
#pragma omp end declare target
#pragma omp declare target to(twice)

#pragma omp begin declare target
int thrice(int x);
#pragma omp end declare target
int thrice(int x) { return 3 * x; }
#pragma omp declare target to(thrice)

int used_before_marked(int x);

int main(void) {
  int r[3];
#pragma omp target map(from: r)
  {
    r[0] = twice(shared_g);
    r[1] = thrice(shared_g);
    r[2] = used_before_marked(shared_g);
    shared_g = 0;
  }
  printf("device: %d %d %d\n", r[0], r[1], r[2]);
  printf("host: shared_g=%d %d\n", shared_g, used_before_marked(1));
  return 0;
}

int used_before_marked(int x) { return twice(x) + thrice(x); }
#pragma omp declare target to(used_before_marked)
