// RUN: %cmp-clang %s %t -DCLANG19_ONE_IN_REDUCTION
// RUN: %cmp-mix %s %t -DCLANG19_ONE_IN_REDUCTION
// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %repeat-run %t.ompcc 10
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t.dev && env OMP_TARGET_OFFLOAD=MANDATORY %t.dev | FileCheck %s
// Covers: in_reduction on target (OpenMP 5.0): each target region takes part in the
// enclosing taskgroup's task reduction, on the offload device, beside a task that does too.
// The region works on the encountering thread's copy of the variable, mapped tofrom in its
// place; libomp folds the copies into the variable at the end of the taskgroup. clang-19's
// build crashes when a target region has two in_reduction variables: it is compared with
// one; the last RUN line checks both on the device.
#include <omp.h>
#include <stdio.h>
int main(void) {
  long sum = 0;
  double prod = 1;
  int on_dev = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp taskgroup task_reduction(+: sum) task_reduction(*: prod)
    {
      for (int k = 0; k < 4; k++) {
#ifdef CLANG19_ONE_IN_REDUCTION
#pragma omp target in_reduction(+: sum) map(tofrom: on_dev) firstprivate(k)
#else
#pragma omp target in_reduction(+: sum) in_reduction(*: prod) map(tofrom: on_dev) firstprivate(k)
#endif
        {
          for (int i = 0; i < 100; i++) sum += i + k;
#ifndef CLANG19_ONE_IN_REDUCTION
          prod *= 1.5;
#endif
          on_dev = !omp_is_initial_device();
        }
      }
#pragma omp task in_reduction(+: sum)
      sum += 1000;
    }
  }
  // CHECK: sum=21400 prod=5.0625 on_dev=1
  printf("sum=%ld prod=%g on_dev=%d\n", sum, prod, on_dev);
  return 0;
}
