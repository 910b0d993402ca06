// Constructs that ompfe runs sequentially warn, then compile and run with the result the
// program would have with any number of threads; the combined construct's target part is
// offloaded for real (omp_is_initial_device() is 0 in it).
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t/prog 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: %t/prog | FileCheck %s
// WARN: warning: '#pragma omp parallel' is not supported by ompfe and is ignored
// WARN: warning: '#pragma omp target ...': ompfe offloads the target region
// CHECK: sum=45 a[9]=18 on_device=1 critical=10
#include <omp.h>
#include <stdio.h>

int main(void) {
  int a[10] = {0}, sum = 0, dev = 0, hits = 0;
  #pragma omp parallel for reduction(+: sum)
  for (int i = 0; i < 10; i++) sum += i;
  #pragma omp target teams distribute parallel for map(tofrom: a, dev)
  for (int i = 0; i < 10; i++) { a[i] = 2 * i; dev = !omp_is_initial_device(); }
  #pragma omp parallel num_threads(4)
  {
    #pragma omp for
    for (int i = 0; i < 10; i++) {
      #pragma omp critical
      hits++;
    }
  }
  printf("sum=%d a[9]=%d on_device=%d critical=%d\n", sum, a[9], dev, hits);
  return 0;
}
