// RUN: %cmp-gcc %s %t -fopenmp -DKEEPS_THE_FIRST_RUN
// RUN: %cmp-clang %s %t -DKEEPS_THE_FIRST_RUN -DCLANG19_LOSES_CHUNKS
// RUN: %ompcc -fopenmp -fopenmp-targets=x86_64-unknown-linux-gnu %s -o %t.all && %t.all | FileCheck %s
// RUN: %repeat-run %t.all 10
// Covers: lastprivate(conditional: x) (OpenMP 5.0): after the loop x holds the value assigned
// in the sequentially last iteration that assigned it (not the last iteration's), or its old
// value when no iteration did: on parallel for with static, chunked and dynamic schedules, on a
// `for` inside a parallel region run twice (the second run must not see the first's
// iterations), with nowait, on a collapsed nest, with ++ and several variables, on for simd and simd,
// and on a target parallel for on the offload device.
// gcc 12 and clang-19 give a `for` run a second time in the same parallel region the first
// run's value when the second's last assignment comes at an earlier iteration (both keep the
// first run's latest iteration): compared with the expected output only. clang-19 also gets
// the chunked and dynamic schedules wrong (967 for 993, -1 for 497) and overwrites x when no
// iteration assigns it: compared with gcc only.
// CHECK: static: 2982
// CHECK-NEXT: chunked: 993 18
// CHECK-NEXT: dynamic: 497
// CHECK-NEXT: none: 42
// CHECK-NEXT: twice: 973 10017
// CHECK-NEXT: collapse: 39003
// CHECK-NEXT: for simd: 996
// CHECK-NEXT: simd: 23.50
// CHECK-NEXT: target: 991
#include <stdio.h>

static int pick(int i) { return (i * 37) % 101 < 20; }

int main(void) {
  int n = 1000, x = -1, y = -2, z = -3;
#pragma omp parallel for lastprivate(conditional : x) num_threads(4)
  for (int i = 0; i < n; i++)
    if (pick(i)) x = i * 3;
  printf("static: %d\n", x);

#ifndef CLANG19_LOSES_CHUNKS
  x = -1;
#pragma omp parallel for lastprivate(conditional : x, y) schedule(static, 7) num_threads(4)
  for (int i = 0; i < n; i++) {
    if (i % 13 == 5) x = i;
    if (i < 10) y = 2 * i; /* assigned in the first iterations only */
  }
  printf("chunked: %d %d\n", x, y);

  x = -1;
#pragma omp parallel for lastprivate(conditional : x) schedule(dynamic, 3) num_threads(4)
  for (int i = 0; i < n; i++)
    if (pick(i) && i < 500) x = i;
  printf("dynamic: %d\n", x);

  /* nothing assigned: the old value stays */
  x = 42;
#pragma omp parallel for lastprivate(conditional : x) num_threads(4)
  for (int i = 0; i < n; i++)
    if (i < 0) x = i;
  printf("none: %d\n", x);
#endif

#ifndef KEEPS_THE_FIRST_RUN
  /* a for in a parallel region, run twice (the second run assigns earlier iterations) */
  int first = -1, second = -1;
#pragma omp parallel num_threads(4)
  {
    for (int run = 0; run < 2; run++) {
#pragma omp for lastprivate(conditional : z) nowait
      for (int i = 0; i < n; i++)
        if ((run == 0 && i % 97 == 3) || (run == 1 && i == 17)) z = i + run * 10000;
#pragma omp barrier
#pragma omp single
      {
        if (run == 0) first = z;
        else second = z;
      }
    }
  }
  printf("twice: %d %d\n", first, second);
#endif

  /* a collapsed nest, ++ */
  long c = 0;
#pragma omp parallel for collapse(2) lastprivate(conditional : c) num_threads(3)
  for (int i = 0; i < 40; i++)
    for (int j = 0; j < 40; j++)
      if ((i * 40 + j) % 71 == 0) {
        c = i * 1000 + j;
        c++;
      }
  printf("collapse: %ld\n", c);

  /* for simd: the for leaf runs the loop */
  x = -1;
#pragma omp parallel for simd lastprivate(conditional : x) num_threads(4)
  for (int i = 0; i < n; i++)
    if (i % 7 == 2) x = i;
  printf("for simd: %d\n", x);

  /* simd */
  double d = 0.5;
#pragma omp simd lastprivate(conditional : d)
  for (int i = 0; i < 100; i++)
    if (i % 9 == 4) d = i / 4.0;
  printf("simd: %.2f\n", d);

  /* on the offload device */
  int t = -7;
#pragma omp target parallel for lastprivate(conditional : t) num_threads(4) map(tofrom : t)
  for (int i = 0; i < n; i++)
    if (pick(i) && i % 2) t = i;
  printf("target: %d\n", t);
  return 0;
}
