// RUN: %ompcc -fopenmp %s -o %t && %t | FileCheck %s
// RUN: %ompcc -fopenmp -O2 %s -o %t.o2 && %t.o2 | FileCheck %s
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple -DON_DEVICE %s -o %t.dev && %t.dev | FileCheck %s
// Covers: OpenMP 6.0's nowait(do_not_synchronize) on worksharing constructs, with a condition
// known only at run time. True: no barrier closes the loop, which this program needs (thread
// 0's iteration waits until the three other threads have left the loop; with a barrier it
// would never end, and alarm() stops it). False: the barrier stays (every thread sees what the
// single wrote after a pause). clang-19 and gcc-12 do not take the argument, so nothing is
// compared with them; lowering/nowait-condition.c shows the conditional barrier.
#include <omp.h>
#include <stdio.h>
#include <unistd.h>

/* usleep in device code: LLVM 19's device runtime has omp_get_wtime, not usleep (nvlink stopped
 * the nvptx64 image on 'Undefined reference to usleep') */
static void pause_seconds(double seconds) {
  for (double t0 = omp_get_wtime(); omp_get_wtime() - t0 < seconds;) {}
}

static int run(int skip, int keep) {
  int passed = 0, seen_late = 0, early = 0;
  #pragma omp parallel num_threads(4) shared(passed, seen_late, early)
  {
    int t = omp_get_thread_num();
    #pragma omp for schedule(static) nowait(skip)
    for (int i = 0; i < 4; i++) {
      if (i == 0) {
        int n;
        do {
          #pragma omp atomic read
          n = passed;
        } while (n < omp_get_num_threads() - 1);
      }
    }
    if (t != 0) {
      #pragma omp atomic
      passed++;
    }
    #pragma omp barrier
    #pragma omp single nowait(keep)
    {
      pause_seconds(0.1);
      #pragma omp atomic write
      seen_late = 1;
    }
    int s;
    #pragma omp atomic read
    s = seen_late;
    if (!s) {
      #pragma omp atomic
      early++;
    }
    #pragma omp barrier /* every thread has looked before the next construct writes */
    #pragma omp sections nowait(keep)
    {
      #pragma omp section
      {
        pause_seconds(0.05);
        #pragma omp atomic write
        seen_late = 2;
      }
    }
    #pragma omp atomic read
    s = seen_late;
    if (s != 2) {
      #pragma omp atomic
      early++;
    }
    #pragma omp barrier
    #pragma omp scope nowait(keep)
    {
      if (t == 1) pause_seconds(0.05);
      #pragma omp atomic
      seen_late++;
    }
    #pragma omp atomic read
    s = seen_late;
    if (s != 2 + omp_get_num_threads()) {
      #pragma omp atomic
      early++;
    }
  }
  printf("threads past the loop %d, threads past a kept barrier early %d\n", passed, early);
  return passed;
}

int main(void) {
  alarm(30);
  int skip = 1, keep = 0, out = 0;
#ifdef ON_DEVICE
  #pragma omp target map(from: out)
#endif
  out = run(skip, keep);
  // CHECK: threads past the loop 3, threads past a kept barrier early 0
  return out == 3 ? 0 : 1;
}
