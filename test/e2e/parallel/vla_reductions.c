// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t
// Covers: variable-length arrays (1-D and 2-D) as reduction list items, whole and as a 1-D
// section, with built-in operators and a declare reduction, on parallel, parallel for,
// parallel sections and a combined target construct (the x86_64 device under cmp-clang):
// each private copy is sized at run time and every element is set to the identity and
// combined back. A team really forms (thread 1 takes iterations).
#include <stdio.h>
#include <omp.h>
#pragma omp declare reduction(maxabs: int: omp_out = (omp_in > omp_out ? omp_in : omp_out)) initializer(omp_priv = -1000)
int main(int argc, char **argv) {
  (void)argv;
  int n = argc + 5;
  int w[n];
  long h[3][n];
  double d[n];
  for (int i = 0; i < n; i++) { w[i] = i; d[i] = 1; for (int k = 0; k < 3; k++) h[k][i] = k; }
  int team = 0;
#pragma omp parallel for reduction(+: w, team) reduction(max: h) num_threads(3)
  for (int i = 0; i < 30; i++) {
    w[i % n] += i;
    h[i % 3][i % n] = h[i % 3][i % n] > i ? h[i % 3][i % n] : i;
    team += omp_get_thread_num() == 1;
  }
  for (int i = 0; i < n; i++) printf("%d/%ld/%ld/%ld ", w[i], h[0][i], h[1][i], h[2][i]);
  printf("team>0=%d\n", team > 0);
#pragma omp parallel reduction(*: d) reduction(maxabs: w) num_threads(4)
  {
    for (int i = 0; i < n; i++) d[i] *= 1.5;
    w[omp_get_thread_num() % n] = omp_get_thread_num() * 7;
  }
  for (int i = 0; i < n; i++) printf("%g/%d ", d[i], w[i]);
  printf("\n");
  long s = 0;
#pragma omp parallel sections reduction(+: w[1:3]) num_threads(2)
  {
#pragma omp section
    w[1] += 5;
#pragma omp section
    w[3] += 11;
  }
  for (int i = 0; i < n; i++) s += w[i] * (i + 1);
  printf("sections: %ld\n", s);
#pragma omp target teams distribute parallel for reduction(+: w) map(tofrom: w)
  for (int i = 0; i < 100; i++) w[i % n] += 1;
  for (int i = 0; i < n; i++) printf("%d ", w[i]);
  printf("\n");
  return 0;
}
