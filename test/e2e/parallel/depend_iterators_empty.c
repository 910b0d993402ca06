// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t.offload && env OMP_TARGET_OFFLOAD=MANDATORY %t.offload | FileCheck %s
// CHECK: c after the writer 101 103
// Covers: an iterator whose range is empty (OpenMP 5.2 §3.2.6: with a positive step, no value
// when begin >= end; with a negative one, when begin <= end) adds no dependence, and the
// iterated clause beside it still counts. gcc agrees; clang-19's build crashes at run time (it
// takes the negative count as a size), so the test compares with gcc, and checks ompcc's build
// for the x86_64 device against gcc's output.
#include <stdio.h>
#include <time.h>

int main(int argc, char **argv) {
  (void)argv;
  int c[8] = {0}, seen[2] = {0}, n = 4 + argc; /* 5, known at run time */
  #pragma omp parallel num_threads(2)
  #pragma omp single
  {
    #pragma omp task depend(iterator(i = 0:n), out: c[i]) shared(c)
    {
      struct timespec t = {0, 20000000L};
      nanosleep(&t, NULL);
      for (int i = 0; i < 5; i++) c[i] = 100 + i;
    }
    #pragma omp task depend(iterator(i = n:0), in: c[i]) depend(iterator(i = 0:n:-1), in: c[i]) \
        depend(iterator(i = 1:n:2), in: c[i]) shared(c, seen)
    {
      seen[0] = c[1];
      seen[1] = c[3];
    }
  }
  printf("c after the writer %d %d\n", seen[0], seen[1]);
  return 0;
}
