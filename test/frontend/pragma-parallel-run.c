// Parallel constructs compile without a warning and run in parallel, on the host and inside
// a combined target construct that is offloaded for real (omp_is_initial_device() is 0 there).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t/prog 2>&1 | count 0
// RUN: env OMP_TARGET_OFFLOAD=MANDATORY %t/prog | FileCheck %s
// CHECK: sum=45 a[9]=18 on_device=1 critical=10 team=4
#include <omp.h>
#include <stdio.h>

int main(void) {
  int a[10] = {0}, sum = 0, dev = 0, hits = 0, team = 0;
  #pragma omp parallel for reduction(+: sum)
  for (int i = 0; i < 10; i++) sum += i;
  #pragma omp target teams distribute parallel for map(tofrom: a, dev)
  for (int i = 0; i < 10; i++) { a[i] = 2 * i; dev = !omp_is_initial_device(); }
  #pragma omp parallel num_threads(4)
  {
    #pragma omp single
    team = omp_get_num_threads();
    #pragma omp for
    for (int i = 0; i < 10; i++) {
      #pragma omp critical
      hits++;
    }
  }
  printf("sum=%d a[9]=%d on_device=%d critical=%d team=%d\n", sum, a[9], dev, hits, team);
  return 0;
}
