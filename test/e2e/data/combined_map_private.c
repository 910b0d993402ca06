// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t
// Covers: a variable both mapped and private on a combined target construct. private applies
// to the innermost leaf only (OpenMP 5.2 §17.2), so the target leaf maps the variable and each
// thread of the inner leaf writes its own copy: the mapped variable comes back unchanged, and
// the copies are really private (each iteration sees only its own writes). Before, ompfe
// refused the program ("private variable cannot be in a map clause"); gcc and clang-19 run it.
#include <stdio.h>

int main(void) {
  int t = 42, seen[64] = {0};
#pragma omp target parallel for map(tofrom: t, seen) private(t) num_threads(4)
  for (int i = 0; i < 64; i++) {
    t = i * 3;
    seen[i] = t + 1;
  }
  printf("t=%d seen[0]=%d seen[63]=%d\n", t, seen[0], seen[63]);
  long sum = 0;
  for (int i = 0; i < 64; i++) sum += seen[i];
  printf("sum=%ld\n", sum);
  double u = 1.5;
#pragma omp target teams distribute parallel for map(tofrom: u) private(u) map(tofrom: seen)
  for (int i = 0; i < 64; i++) {
    u = i;
    seen[i] = (int)u * 2;
  }
  printf("u=%g seen[10]=%d\n", u, seen[10]);
  return 0;
}
