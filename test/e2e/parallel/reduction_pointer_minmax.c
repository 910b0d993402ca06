// RUN: %cmp-clang %s %t
// RUN: %cmp-clang %s %t -O2
// Covers: min and max reductions over pointers, which clang-19 runs (gcc-12 refuses them):
// each copy starts at the highest address (min) or null (max), the copies combine by
// address, in parallel, worksharing, simd, taskloop and teams regions and inside a target
// region. ompfe refused
// them ("a reduction over a variable of type 'int *' is not supported"); + and the bitwise
// operators stay refused in clang-19's words (test/frontend/omp-reduction-pointer.c).
#include <stdio.h>

static int a[100];

static long off(const int *p) { return p ? (long)(p - a) : -1; }

int main(void) {
  int *lo = a + 50, *hi = a + 50;
  #pragma omp parallel for reduction(min: lo) reduction(max: hi) num_threads(4)
  for (int i = 0; i < 100; i++) {
    int *p = &a[(i * 37) % 100];
    if (p < lo) lo = p;
    if (p > hi) hi = p;
  }
  printf("for: %ld %ld\n", off(lo), off(hi));

  int *first = a + 99, *last = a;
  #pragma omp simd reduction(min: first) reduction(max: last)
  for (int i = 10; i < 60; i += 7) {
    if (a + i < first) first = a + i;
    if (a + i > last) last = a + i;
  }
  printf("simd: %ld %ld\n", off(first), off(last));

  int *tl = a + 99;
  #pragma omp parallel num_threads(3)
  #pragma omp single
  #pragma omp taskloop reduction(min: tl) grainsize(5)
  for (int i = 20; i < 80; i++)
    if (a + i < tl) tl = a + i;
  printf("taskloop: %ld\n", off(tl));

  int *none = NULL; /* max's identity is null: nothing larger, so it stays */
  #pragma omp parallel for reduction(max: none) num_threads(2)
  for (int i = 0; i < 0; i++) none = a + i;
  printf("empty: %ld\n", off(none));

  int *tlo = a + 99, *thi = a;
  #pragma omp teams distribute parallel for reduction(min: tlo) reduction(max: thi) num_teams(2)
  for (int i = 3; i < 97; i++) {
    if (a + i < tlo) tlo = a + i;
    if (a + i > thi) thi = a + i;
  }
  printf("teams: %ld %ld\n", off(tlo), off(thi));

  long dl = 0, dh = 0; /* addresses of the device's copy of a: their offsets come back */
  #pragma omp target map(from: dl, dh)
  {
    int *dlo = a + 99, *dhi = a;
    #pragma omp parallel for reduction(min: dlo) reduction(max: dhi) num_threads(3)
    for (int i = 5; i < 95; i++) {
      if (a + i < dlo) dlo = a + i;
      if (a + i > dhi) dhi = a + i;
    }
    dl = dlo - a;
    dh = dhi - a;
  }
  printf("target: %ld %ld\n", dl, dh);
  return 0;
}
