// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t
// RUN: %repeat-run %t.ompcc 20
// Covers: explicit tasks: the default data-sharing (a local outside any parallel region is
// firstprivate; shared clauses), recursive tasks with taskwait (fib), depend ordering
// (out/in chains, an undeferred if(0) task after its dependences), taskgroup waiting for the
// tasks of every thread of a team, taskyield, final/priority/untied/mergeable, and tasks
// inside a target region on the offload device.
#include <omp.h>
#include <stdio.h>
static int fib(int n) {
  int a, b;
  if (n < 2) return n;
#pragma omp task shared(a)
  a = fib(n - 1);
#pragma omp task shared(b)
  b = fib(n - 2);
#pragma omp taskwait
  return a + b;
}
int main(void) {
  int x = 1, r = 0;
#pragma omp task
  x = 2; /* firstprivate: x stays 1 */
#pragma omp taskwait
  printf("x=%d\n", x);
#pragma omp parallel num_threads(4)
#pragma omp single
  r = fib(20);
  printf("fib=%d\n", r);
  int order[3], pos = 0, shared_count = 0;
#pragma omp parallel num_threads(2)
  {
#pragma omp single
    {
#pragma omp task depend(out : order[0]) shared(pos, order)
      order[pos++] = 1;
#pragma omp task depend(in : order[0]) depend(out : order[1]) shared(pos, order)
      order[pos++] = 2;
#pragma omp task depend(in : order[1]) shared(pos, order) if (0)
      order[pos++] = 3;
    }
#pragma omp taskgroup
    {
#pragma omp task
      {
#pragma omp atomic
        shared_count++;
      }
    }
#pragma omp taskyield
  }
  printf("order %d %d %d, count %d\n", order[0], order[1], order[2], shared_count);
  int fin = 0;
#pragma omp task final(1) priority(3) untied mergeable shared(fin)
  fin = omp_in_final();
#pragma omp taskwait
  printf("final %d\n", fin);
  int dev_fib = 0;
#pragma omp target map(from : dev_fib)
#pragma omp parallel num_threads(2)
#pragma omp single
  dev_fib = fib(15);
  printf("device fib %d\n", dev_fib);
  return 0;
}
