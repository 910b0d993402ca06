// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t && %t | FileCheck %s
// `parallel for collapse(2)` over a 1-D tile associates with the two loops the tile generates,
// the floor loop and the tile loop, whose bounds depend on the floor's: a non-rectangular pair
// of 10 iterations, 3 to each of the first two threads and 2 to the others in the order the
// loop runs (i from 9 down). Checked against the OpenMP result: clang-19's build does not run
// each iteration once (9 runs here; in other forms of this nest more than the loop has, with
// writes outside the array), so this is not compared with clang-19.
#include <omp.h>
#include <stdio.h>

int main(void) {
  int who[10], seq[10], count[4] = {0}, runs = 0;
  #pragma omp parallel for collapse(2) num_threads(4) schedule(static) reduction(+: runs)
  #pragma omp tile sizes(4)
  for (int i = 9; i >= 0; i--) {
    int t = omp_get_thread_num();
    who[i] = t;
    seq[i] = count[t]++;
    runs++;
  }
  // CHECK: runs=10
  printf("runs=%d\n", runs);
  // CHECK-NEXT: 0:3.1 1:3.0 2:2.1 3:2.0 4:1.2 5:1.1 6:1.0 7:0.2 8:0.1 9:0.0
  for (int i = 0; i < 10; i++) printf("%d:%d.%d%s", i, who[i], seq[i], i < 9 ? " " : "\n");
  return 0;
}
