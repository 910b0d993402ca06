// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %repeat-run %t.ompcc 10
// Covers: a variable both firstprivate and lastprivate on taskloop (a parameter, a local, a
// global; double, int and struct). Each task's copy starts as the value before the taskloop
// and the last iteration's value is written back. ompcc made the copy lastprivate only: it
// started uninitialized (a silent wrong value; found by scripts/omp-dsa-diff.py, seed 76).
// clang-19 loses every lastprivate value here (prints v=4, n=98765 ...): gcc is the reference.
#include <stdio.h>

struct S { int a; long b; };
static int bad;
double g = 1234.5;

static void param(double v) {
#pragma omp parallel num_threads(4)
#pragma omp single
#pragma omp taskloop num_tasks(3) firstprivate(v) lastprivate(v)
  for (int i = 0; i < 10; i++) {
    if (v != 4 && v < 50) {
#pragma omp atomic
      bad++;
    }
    v = 50 + i * 3;
  }
  printf("param: v=%g bad=%d\n", v, bad);
}

int main(void) {
  param(4);
  int n = 98765;
  struct S s = {4321, 8765};
#pragma omp parallel num_threads(4)
#pragma omp single
#pragma omp taskloop grainsize(2) firstprivate(n, s, g) lastprivate(n, s, g)
  for (int i = 0; i < 9; i++) {
    if (n != 98765 && n < 1000000) {
#pragma omp atomic
      bad++;
    }
    if (s.a != 4321 && s.a < 1000000) {
#pragma omp atomic
      bad++;
    }
    if (g != 1234.5 && g < 1000000) {
#pragma omp atomic
      bad++;
    }
    n = 1000000 + i;
    s.a = 1000000 + i * 2;
    s.b = 2000000 + i;
    g = 1000000 + i * 0.5;
  }
  printf("local: n=%d s={%d, %ld} g=%g bad=%d\n", n, s.a, s.b, g, bad);
  return 0;
}
