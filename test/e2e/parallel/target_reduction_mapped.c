// RUN: %cmp-clang %s %t
// Covers: a reduction (or lastprivate) variable of a combined target construct that a map
// clause names too: it is mapped only as that clause says (OpenMP 5.2 §17.2), so with
// map(to: s) the host's s keeps its value, and map(tofrom: s) copies it back once.
#include <stdio.h>

int main(void) {
  int a[100];
  for (int i = 0; i < 100; i++) a[i] = 1;
  int s = 1, t = 1, u = 1, z = 5;
  double w = 0.5;
  #pragma omp target teams distribute parallel for reduction(+: s) map(to: a[0:100]) map(to: s)
  for (int i = 0; i < 100; i++) s += a[i];
  #pragma omp target teams distribute parallel for reduction(+: t) map(to: a[0:100]) map(tofrom: t)
  for (int i = 0; i < 100; i++) t += a[i];
  #pragma omp target teams distribute parallel for map(to: a[0:100]) reduction(+: u)
  for (int i = 0; i < 100; i++) u += a[i];
  printf("to: s=%d  tofrom: t=%d  none: u=%d\n", s, t, u);

  #pragma omp target teams distribute reduction(+: s, w) map(alloc: w)
  for (int i = 0; i < 100; i++) { s += a[i]; w += a[i]; }
  printf("alloc: s=%d w=%.1f\n", s, w);

  #pragma omp target parallel for reduction(+: t) map(to: t)
  for (int i = 0; i < 100; i++) t += a[i];
  #pragma omp target teams distribute parallel for lastprivate(z) map(to: z)
  for (int i = 0; i < 100; i++) z = i;
  printf("parallel for: t=%d  lastprivate: z=%d\n", t, z);
  return 0;
}
