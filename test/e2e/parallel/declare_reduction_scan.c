// RUN: %cmp-gcc %s %t -fopenmp -lm
// RUN: %repeat-run %t.ompcc 10
// Covers: a declare reduction of a structure type with the inscan modifier: inclusive on a
// parallel for (two passes over each thread's block), exclusive on simd. Compared with gcc
// only: clang-19 leaves the original value out of the inclusive scan's values (out[0] is 1
// there; OpenMP 5.2 §5.5.10 combines the original in, as gcc and ompfe do).
#include <stdio.h>
struct S { long v; int n; };
#pragma omp declare reduction(acc : struct S : omp_out.v += omp_in.v, omp_out.n += omp_in.n) initializer(omp_priv = {0, 0})
int main(void) {
  struct S r = {100, 0};
  long out[64], outx[64];
#pragma omp parallel for num_threads(4) reduction(inscan, acc : r)
  for (int i = 0; i < 64; i++) {
    r.v += i;
    r.n++;
#pragma omp scan inclusive(r)
    out[i] = r.v * 1000 + r.n;
  }
  struct S q = {7, 0};
#pragma omp simd reduction(inscan, acc : q)
  for (int i = 0; i < 64; i++) {
    outx[i] = q.v;
#pragma omp scan exclusive(q)
    q.v += i;
  }
  printf("%ld %d %ld %ld %ld %ld %ld %ld\n", r.v, r.n, out[0], out[31], out[63], q.v, outx[0], outx[63]);
  return 0;
}
