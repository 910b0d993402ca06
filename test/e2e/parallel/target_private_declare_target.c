// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t
// Covers: a declare target variable named in private or firstprivate on a target construct
// (alone and as the target leaf of a combined one): the region works on its own copy, a
// firstprivate one starting from the host's value. ompcc skipped declare target variables
// when it decided what the kernel captures, so the region wrote the variable itself (dg=40,
// dh=50 afterwards) and firstprivate read the device's value, on the host and offloaded
// alike (a silent wrong value, found while reading sema_omp.c for globals that skip
// privatization after scripts/omp-dsa-diff.py).
#include <stdio.h>

#pragma omp declare target
int dg = 4, dh = 5, di = 6, dj = 7, dk = 8;
#pragma omp end declare target

int main(void) {
  int r = 0, s = 0;
#pragma omp target private(dg) map(tofrom: r)
  {
    dg = 40;
    r = dg;
  }
#pragma omp target firstprivate(dh) map(tofrom: s)
  {
    s = dh;
    dh = 50;
  }
#pragma omp target teams num_teams(2) private(di) reduction(+: r)
  {
    di = 60;
    r += di;
  }
#pragma omp target parallel for firstprivate(dj) reduction(+: s) num_threads(2)
  for (int i = 0; i < 4; i++) {
    s += dj;
    dj = 70;
  }
  /* the device's dk changes; firstprivate starts from the host's */
#pragma omp target
  dk = 9;
  int t = 0;
#pragma omp target firstprivate(dk) map(tofrom: t)
  t = dk;
#pragma omp target update from(dg, dh, di, dj)
  printf("dg=%d dh=%d di=%d dj=%d r=%d s=%d t=%d\n", dg, dh, di, dj, r, s, t);
  return 0;
}
