// RUN: %cmp-clang %s %t
// Covers: 'declare target to(f) indirect' and 'declare target indirect to(f)': host pointers to indirect
// functions captured implicitly or firstprivate into a region are called there (device versions).
#include <omp.h>
#include <stdio.h>

int square(int x) { return x * x + 1000 * omp_is_initial_device(); }
#pragma omp declare target to(square) indirect
int cube(int x) { return x * x * x + 1000 * omp_is_initial_device(); }
#pragma omp declare target indirect to(cube)
int plain(int x) { return x - 1 + 1000 * omp_is_initial_device(); }
#pragma omp declare target to(plain)

typedef int (*fn_t)(int);

int main(void) {
  fn_t f = square, g = cube;
  int r[5] = {0, 0, 0, 0, 0};
#pragma omp target map(tofrom: r)
  {
    r[0] = f(3);
    r[1] = g(3);
    r[2] = f(g(2));
    r[3] = plain(3); // direct call: fine without indirect
  }
#pragma omp target map(tofrom: r) firstprivate(f)
  { r[4] = f(-4); }
  printf("device: %d %d %d %d %d\n", r[0], r[1], r[2], r[3], r[4]);
  printf("host: %d %d %d\n", f(3), g(3), plain(3));
  return 0;
}
