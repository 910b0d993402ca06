// RUN: %cmp-gcc %s %t -fopenmp -DLEAVE_OUT_LINEAR
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t.dev && env OMP_TARGET_OFFLOAD=MANDATORY %t.dev | FileCheck %s
// Covers: lastprivate and linear on loops whose chunks libomp deals out at run time. Since
// OpenMP 5.0 schedule(dynamic) is nonmonotonic, and libomp then lets an idle thread steal
// chunks from another's share: the thread that ran the chunk with the last iteration may run
// an earlier chunk after it. ompfe wrote the copies back at the end of the loop, so they held
// that earlier chunk's values (d=15 for 49, every time here; the early iterations are slowed
// so that the other thread steals). Now they go back when the last chunk ends. clang-19's
// build is wrong too (it writes nothing back: d=-1), so this compares with gcc, and runs on
// the x86_64 device (the second RUN line). gcc's own linear value is wrong (151 or 82 for 154,
// also without stealing), so the linear case is checked only in the second run.
#include <omp.h>
#include <stdio.h>
#include <unistd.h>

enum { N = 50, REPS = 8 };

static void slow(int q) { if (q < N / 2) usleep(1000); }
/* in device code: LLVM 19's device runtime has omp_get_wtime, not usleep (the GPU image sweep,
 * e2e/gpu-images.test, builds this program for nvptx) */
static void slow_on_device(int q) {
  if (q < N / 2)
    for (double t0 = omp_get_wtime(); omp_get_wtime() - t0 < 1e-3;) {}
}

int main(void) {
  int bad_dynamic = 0, bad_collapse = 0, bad_linear = 0, bad_loopvar = 0, team = 0;
  for (int rep = 0; rep < REPS; rep++) {
    double d = -1;
#pragma omp parallel for lastprivate(d) num_threads(2) schedule(dynamic, 4)
    for (int q = 0; q < N; q++) {
      slow(q);
      d = q / 10.0;
      if (omp_get_num_threads() == 2) team = 1;
    }
    bad_dynamic += d != (N - 1) / 10.0;

    int i, j, last_ij = -1;
#pragma omp parallel for collapse(2) lastprivate(i, j, last_ij) num_threads(2) schedule(nonmonotonic: dynamic, 3)
    for (i = 0; i < 10; i++)
      for (j = 0; j < 5; j++) {
        slow(5 * i + j);
        last_ij = 100 * i + j;
      }
    bad_collapse += !(i == 10 && j == 5 && last_ij == 904);

    long x = 7;
#pragma omp parallel for linear(x: 3) num_threads(2) schedule(dynamic, 2)
    for (int q = 0; q < N; q++) {
      slow(q);
      x += 0; /* x is 7 + 3 * q here, and after the loop as in the last iteration */
    }
    bad_linear += x != 7 + 3 * (N - 1);

    int k = -5;
#pragma omp parallel num_threads(2)
#pragma omp for lastprivate(k) schedule(guided, 1) nowait
    for (k = 0; k < N; k += 2) slow(k);
    bad_loopvar += k != N;
  }
  // CHECK: team=1 wrong: dynamic 0, collapse 0, loop variable 0
  printf("team=%d wrong: dynamic %d, collapse %d, loop variable %d\n", team, bad_dynamic, bad_collapse, bad_loopvar);
#ifndef LEAVE_OUT_LINEAR
  // CHECK: linear wrong: 0
  printf("linear wrong: %d\n", bad_linear);
#endif

  /* on the device: a distributed loop whose threads take chunks at run time */
  int bad_target = 0;
  for (int rep = 0; rep < REPS; rep++) {
    int t = -1;
#pragma omp target teams distribute parallel for lastprivate(t) num_teams(1) thread_limit(2) schedule(dynamic, 4) map(tofrom: t)
    for (int q = 0; q < N; q++) {
      slow_on_device(q);
      t = q * 2;
    }
    bad_target += t != 2 * (N - 1);
  }
  // CHECK: target wrong: 0
  printf("target wrong: %d\n", bad_target);
  return 0;
}
