// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t
// Covers: sizeof (and __typeof__) of an operand of variably modified type inside parallel and
// target regions: the operand is evaluated there, so the variables it names, named nowhere
// else in the region, are captured (shared in the parallel region, firstprivate or mapped in
// the kernel), and so is the length of its type.
#include <stdio.h>

static void in_parallel(int n) {
  int a[2][n];
  int i = 0, j = 0;
  size_t s = 0, t = 0;
#pragma omp parallel num_threads(2) shared(s, t)
#pragma omp single
  {
    s = sizeof a[i++];
    __typeof__(a[j++]) row;
    t = sizeof row;
  }
  printf("parallel: i=%d j=%d s=%zu t=%zu\n", i, j, s, t);
}

static void in_target(int n) {
  int a[2][n];
  int buf[32] = {0};
  int (*p)[n] = (int (*)[n])buf;
  size_t s = 0, t = 0, u = 0;
  long advanced = 0;
#pragma omp target map(from: s, t, u, advanced) map(to: buf)
  {
    int (*start)[n] = p;
    s = sizeof a[0];
    t = sizeof *p++;
    __typeof__(p++) q = p;
    u = sizeof *q;
    advanced = (long)(p - start);
  }
  printf("target: s=%zu t=%zu u=%zu advanced=%ld\n", s, t, u, advanced);
}

/* a type name whose length names variables the region uses nowhere else: the length runs in
 * the region (a statement of its own or in a block), so they are its uses; ompfe's build gave
 * 0 or failed to translate ("Operand is null") */
static void type_names(int n, int m) {
  size_t s = 0, t = 0, u = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
  s = sizeof(int[n * 2]);
#pragma omp parallel num_threads(2)
  {
#pragma omp single
    t = sizeof(char[m][n + 1]);
  }
#pragma omp target map(from: u)
  u = sizeof(short[m + 3]);
  printf("type names: s=%zu t=%zu u=%zu\n", s, t, u);
}

int main(void) {
  in_parallel(3);
  in_target(5);
  type_names(3, 4);
  return 0;
}
