// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %ompcc -fopenmp %s -o %t.host && %t.host | FileCheck %s
// RUN: %repeat-run %t.host 10
// Covers: a scan reduction on a `for` (and `for simd`) construct inside a parallel region, the
// team of 4 sharing one prefix sum, and an orphaned `for` (an xor scan) in a function called from the region.
// Compared with gcc only: clang-19 gives each thread a buffer of its own here and prints
// garbage (its inclusive sums differ from run to run).
#include <omp.h>
#include <stdio.h>
#define N 777
static int a[N], incl[N], excl[N], who[N], orph[N], z;

/* orphaned: binds to the team of the region that calls it */
static void running_product_parity(void) {
#pragma omp for reduction(inscan, ^ : z)
  for (int i = 0; i < N; i++) {
    z ^= a[i];
#pragma omp scan inclusive(z)
    orph[i] = z;
  }
}

int main(void) {
  for (int i = 0; i < N; i++) a[i] = i % 9 + 1;
  int x = 0, y = 0, threads = 0;
#pragma omp parallel num_threads(4)
  {
#pragma omp single
    threads = omp_get_num_threads();
#pragma omp for reduction(inscan, + : x)
    for (int i = 0; i < N; i++) {
      x += a[i];
#pragma omp scan inclusive(x)
      incl[i] = x;
      who[i] = omp_get_thread_num();
    }
#pragma omp for simd reduction(inscan, + : y)
    for (int i = 0; i < N; i++) {
      excl[i] = y;
#pragma omp scan exclusive(y)
      y += a[i];
    }
    running_product_parity();
  }
  int switches = 0;
  for (int i = 1; i < N; i++) switches += who[i] != who[i - 1];
  long check = 0;
  for (int i = 0; i < N; i++) check += (long)(i + 1) * (incl[i] + 2 * excl[i] + 3 * orph[i]);
  // CHECK: threads=4 blocks=4 x=3876 y=3876 incl=1,3876 excl=0,3873 z=0 orph=1,2 check=2343424130
  printf("threads=%d blocks=%d x=%d y=%d incl=%d,%d excl=%d,%d z=%d orph=%d,%d check=%ld\n", threads, switches + 1, x, y,
         incl[0], incl[N - 1], excl[0], excl[N - 1], z, orph[0], orph[N / 2], check);
  return 0;
}
