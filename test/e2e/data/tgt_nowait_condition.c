// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t && %t | FileCheck %s
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple -O2 %s -o %t.o2 && %t.o2 | FileCheck %s
// Covers: OpenMP 6.0's nowait(do_not_synchronize) on target constructs with a condition known
// only at run time. True: the launch is a deferred target task, so the construct returns while
// the region still runs (it takes a second; the host is back well before) and taskwait waits
// for it. False: as if no nowait were written, so the region's results are there when the
// construct ends, with no taskwait. ompfe refused the condition before. clang-19 takes the
// argument but defers the task either way (the false case then reads the variable before the
// region wrote it, or exits while the task runs and crashes), so the CHECK lines state the
// OpenMP result instead of comparing with it.
#include <omp.h>
#include <stdio.h>

#pragma omp begin declare target
static void pause_seconds(double seconds) {
  for (double t0 = omp_get_wtime(); omp_get_wtime() - t0 < seconds;) {}
}
#pragma omp end declare target

static void run(int defer) {
  int x = 2, y[4] = {0, 0, 0, 0};
  double t0 = omp_get_wtime();
  #pragma omp target map(tofrom: x) nowait(defer)
  {
    pause_seconds(1.0);
    x *= 3;
  }
  int returned_early = omp_get_wtime() - t0 < 0.5;
  if (defer) {
    #pragma omp taskwait
  }
  #pragma omp target teams distribute parallel for map(tofrom: y) nowait(defer != 0)
  for (int i = 0; i < 4; i++) y[i] = i * 10;
  if (defer) {
    #pragma omp taskwait
  }
  printf("defer=%d returned before the region ended=%d x=%d y=%d %d %d %d\n", defer, returned_early, x, y[0], y[1], y[2], y[3]);
}

int main(void) {
  // CHECK: defer=0 returned before the region ended=0 x=6 y=0 10 20 30
  run(0);
  // CHECK: defer=1 returned before the region ended=1 x=6 y=0 10 20 30
  run(1);
  return 0;
}
