// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t && %t | FileCheck %s
// Two members of a nested structure (o.in.p[1:2] and o.in.n): the parent entry must span both.
// clang-19 spans only the first group listed and reads o.in.n outside the mapped block
// (MAPTYPES.md §8), so this is checked against the OpenMP result, not against clang-19.
#include <stdio.h>

struct inner { int n; int *p; };
struct outer { int k; struct inner in; double w[3]; };

int main(void) {
  int buf[4] = {1, 2, 3, 4};
  struct outer o = {5, {10, buf}, {0.5, 1.0, 1.5}};

  #pragma omp target map(tofrom: o.in.p[1:2]) map(to: o.in.n)
  { o.in.p[1] += o.in.n; o.in.p[2] += o.in.n; }
  // CHECK: pointee first: 1 12 13 4
  printf("pointee first: %d %d %d %d\n", buf[0], buf[1], buf[2], buf[3]);

  o.in.n = 100;
  #pragma omp target map(to: o.in.n) map(tofrom: o.in.p[0:2], o.k)
  { o.in.p[0] += o.in.n; o.k += o.in.n; }
  // CHECK: member first: 101 12 13 4 k=105
  printf("member first: %d %d %d %d k=%d\n", buf[0], buf[1], buf[2], buf[3], o.k);
  return 0;
}
