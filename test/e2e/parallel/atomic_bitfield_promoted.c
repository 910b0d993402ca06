// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-gcc %s %t -fopenmp -O2
// An atomic construct computes with x's value as the source does: an `unsigned b : 11` promotes
// to int, so `b < e` with e = -1 is false and `b / e` is a signed division. The compare-exchange
// loop kept x's old value in a variable of the declared type, unsigned int, and stored 2047
// where gcc-12 and clang-19 keep 5: such a bit-field stays under the lock. A team of 4 races on
// the shared records; each construct's result does not depend on the order.
#include <omp.h>
#include <stdio.h>
struct S { unsigned a : 5, b : 11; int s : 7; unsigned long long w : 20; unsigned char c : 3; };
int main(void) {
  struct S x = {1, 5, -3, 7, 2}, y = {0, 600, 0, 900, 0};
  int e = -1, team = 0, d = -3;
#pragma omp parallel num_threads(4) reduction(max : team)
  {
    team = omp_get_num_threads();
#pragma omp atomic compare
    if (x.b < e) { x.b = e; }
#pragma omp atomic compare
    if (x.w < e) { x.w = e; }
#pragma omp atomic compare
    if (x.c > e) { x.c = e; }
#pragma omp atomic compare
    if (x.s > e) { x.s = e; }
#pragma omp single
    {
#pragma omp atomic
      y.b /= d;
#pragma omp atomic
      y.w /= d;
    }
  }
  printf("team %d: b=%u w=%llu c=%u s=%d | y.b=%u y.w=%llu\n", team > 1 ? 4 : team, x.b, (unsigned long long)x.w, x.c, x.s,
         y.b, (unsigned long long)y.w);
  return 0;
}
