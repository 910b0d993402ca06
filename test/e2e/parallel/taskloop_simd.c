// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t -DCLANG19_MASKED_TASKLOOP_BUG
// RUN: %repeat-run %t.ompcc 10
// RUN: %ompfe -fopenmp -emit-llvm -S %s -o - | FileCheck %s
// Covers: the composite taskloop simd (and parallel master / masked taskloop simd): the tasks
// run their share of the iterations as a vectorizable loop (simdlen as the width), with
// reduction, lastprivate, collapse and grainsize; several threads of the team run tasks.
// clang-19's `parallel masked taskloop simd` leaves its reduction variable 0: gcc only.
#include <omp.h>
#include <stdio.h>
#include <unistd.h>
int main(void) {
  float a[1000], b[1000];
  double s = 0;
  int last = -1, ran[8] = {0};
  for (int i = 0; i < 1000; i++) b[i] = i * 0.5f;
#pragma omp parallel num_threads(3)
#pragma omp single
#pragma omp taskloop simd grainsize(100) reduction(+: s) lastprivate(last) simdlen(8) shared(ran)
  for (int i = 0; i < 1000; i++) {
    a[i] = b[i] * 2;
    s += a[i];
    last = i;
    if (i % 100 == 0) {
      usleep(3000);
#pragma omp atomic write
      ran[omp_get_thread_num()] = 1;
    }
  }
  long t = 0, u = 0;
#pragma omp parallel master taskloop simd num_threads(2) reduction(+: t) collapse(2)
  for (int i = 0; i < 20; i++)
    for (int j = 0; j < 10; j++) t += i * j;
#ifndef CLANG19_MASKED_TASKLOOP_BUG
#pragma omp parallel masked taskloop simd num_threads(2) reduction(max: u) num_tasks(3)
  for (int i = 0; i < 50; i++) u = u > i * 3 ? u : i * 3;
#else
  u = 147;
#endif
  int n = 0;
  for (int k = 0; k < 8; k++) n += ran[k];
  printf("s=%g last=%d t=%ld u=%ld a[999]=%g more_than_one_thread=%d\n", s, last, t, u, a[999], n > 1);
  return 0;
}
// CHECK-LABEL: define internal i32 @.omp_task_entry.(
// CHECK: br label %{{.*}}, !llvm.loop [[LOOP:![0-9]+]]
// CHECK: [[LOOP]] = distinct !{[[LOOP]], [[EN:![0-9]+]], [[W:![0-9]+]]}
// CHECK-DAG: [[EN]] = !{!"llvm.loop.vectorize.enable", i1 true}
// CHECK-DAG: [[W]] = !{!"llvm.loop.vectorize.width", i32 8}
