// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t.offload && env OMP_TARGET_OFFLOAD=MANDATORY %t.offload | FileCheck %s
// Covers: linear on a combined target construct (target simd, target parallel for; a local
// and a global). OpenMP 5.2 §5.4.6 maps the variable tofrom, so its value after the last
// iteration comes back, as gcc has it. ompcc left the target leaf's implicit firstprivate copy
// to take it, and the variable kept its old value (a silent wrong value, found by
// scripts/omp-dsa-diff.py). clang-19 loses it too (prints j=2 k=5 g=1): gcc is the reference.
#include <stdio.h>
int g = 1;
int main(void) {
  long j = 2, bad = 0;
  int k = 5, a[40];
#pragma omp target simd linear(j: 3) reduction(+: bad) map(from: a)
  for (int i = 0; i < 10; i++) {
    bad += j != 2 + i * 3;
    a[i] = (int)j;
    j += 3;
  }
#pragma omp target parallel for linear(k) linear(g: 2) reduction(+: bad) num_threads(2)
  for (int i = 0; i < 8; i++) {
    bad += k != 5 + i || g != 1 + 2 * i;
    k++;
    g += 2;
  }
  // CHECK: j=32 k=13 g=17 a[9]=29 bad=0
  printf("j=%ld k=%d g=%d a[9]=%d bad=%ld\n", j, k, g, a[9], bad);
  return 0;
}
