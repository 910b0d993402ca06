// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %repeat-run %t.ompcc 10
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t.dev && env OMP_TARGET_OFFLOAD=MANDATORY %t.dev | FileCheck %s
// RUN: %repeat-run %t.dev 5
// Covers: in_reduction on `target nowait` (OpenMP 5.0), which ompfe refused: each region
// takes part in the enclosing taskgroup's task reduction, beside host tasks that do too, in a
// team of two and in a team of one. ompfe runs such a region in place (a deferrable task may
// run at once): it works on the encountering thread's copy, which a deferred target task on
// libomp's hidden helper threads cannot find. Its depend clause is still waited for. Not
// compared with clang-19: its build defers the regions and maps the variable itself, and its
// sum is wrong here (the first case gives 1284096, not 1282016); gcc runs the regions on the
// host, ompfe's build on the x86_64 device (the last RUN lines).
#include <omp.h>
#include <stdio.h>

static long in_team(int threads, int *on_dev) {
  long s = 0;
#pragma omp parallel num_threads(threads)
#pragma omp single
  {
#pragma omp taskgroup task_reduction(+: s)
    {
      for (int k = 0; k < 64; k++) {
#pragma omp target in_reduction(+: s) nowait map(tofrom: on_dev[k])
        {
          long t = 0;
          for (int q = 0; q < 20000; q++) t += 1;
          s += t + k;
          on_dev[k] = !omp_is_initial_device();
        }
#pragma omp task in_reduction(+: s)
        s += 1000;
      }
    }
  }
  return s;
}

int main(void) {
  int on_dev[64], devs = 0;
  long two = in_team(2, on_dev);
  for (int k = 0; k < 64; k++) devs += on_dev[k];
  long one = in_team(1, on_dev);
  // a region with depend runs after the task it depends on, before the one that depends on it
  double m = 1, x = 0;
#pragma omp taskgroup task_reduction(*: m)
  {
#pragma omp task depend(out: x) shared(x)
    x = 3;
#pragma omp target in_reduction(*: m) nowait depend(inout: x) map(tofrom: x)
    {
      m *= x;
      x = 5;
    }
#pragma omp task depend(in: x) in_reduction(*: m) shared(x)
    m *= x;
  }
  // CHECK: two=1346016 one=1346016 on_dev=64 m=15
  printf("two=%ld one=%ld on_dev=%d m=%g\n", two, one, omp_get_num_devices() ? devs : 64, m);
  return 0;
}
