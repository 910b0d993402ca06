// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %repeat-run %t.ompcc 20
// The reference is gcc's build: clang-19 with -fopenmp-targets cannot link a program with
// threadprivate variables (its device image refers to the host's TLS symbol); ompcc can.
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t.offload && %t.offload | diff - %t.gcc.out
// Covers: ordered loops (the ordered regions run in iteration order under static and dynamic
// schedules), threadprivate variables (file scope and static local) with copyin, single with
// copyprivate (a scalar and a struct broadcast to the team), and linear (an integer with a
// step, a pointer) on a worksharing loop and on simd.
#include <omp.h>
#include <stdio.h>

int counter = 0;
static double scale = 1.5;
#pragma omp threadprivate(counter, scale)

int main(void) {
  int seq[20], pos = 0, team = 0;
#pragma omp parallel for ordered schedule(dynamic, 2) num_threads(3)
  for (int i = 0; i < 20; i++) {
    int sq = i * i;
    if (i == 0) team = omp_get_num_threads();
#pragma omp ordered
    seq[pos++] = sq;
  }
  printf("ordered (team of %d):", team);
  for (int i = 0; i < 20; i++) printf(" %d", seq[i]);
  pos = 0;
#pragma omp parallel for ordered num_threads(4)
  for (int i = 0; i < 8; i++) {
#pragma omp ordered
    seq[pos++] = i;
  }
  printf("\nordered static:");
  for (int i = 0; i < 8; i++) printf(" %d", seq[i]);
  printf("\n");

  static int local_tp = 3;
#pragma omp threadprivate(local_tp)
  counter = 10;
  scale = 2.5;
  int seen[4] = {0}, copied[4] = {0};
#pragma omp parallel num_threads(4) copyin(counter)
  {
    int t = omp_get_thread_num();
    copied[t] = counter;
    counter += t;
    local_tp = t * 100;
    seen[t] = (int)(scale * 2);
  }
  printf("threadprivate: master counter %d local_tp %d\n", counter, local_tp);
  for (int t = 0; t < 4; t++) printf("thread %d: copyin %d scale*2 %d\n", t, copied[t], seen[t]);

  int got[4] = {0};
  double dgot[4] = {0};
#pragma omp parallel num_threads(4)
  {
    int token = -1;
    struct { double a; int b; } s = {0, 0};
#pragma omp single copyprivate(token, s)
    {
      token = 42;
      s.a = 1.5;
      s.b = 7;
    }
    got[omp_get_thread_num()] = token + s.b;
    dgot[omp_get_thread_num()] = s.a;
  }
  printf("copyprivate: %d %d %d %d, %.1f %.1f\n", got[0], got[1], got[2], got[3], dgot[0], dgot[3]);

  int a[20], j = 5;
  double buf[40], *p = buf;
#pragma omp parallel for linear(j : 2) linear(p) num_threads(3)
  for (int i = 0; i < 20; i++) {
    a[i] = j;
    *p = i * 0.5;
    p++;
    j += 2;
  }
  printf("j=%d p-buf=%d a: %d %d %d buf[19]=%.1f\n", j, (int)(p - buf), a[0], a[7], a[19], buf[19]);
  int k = 0;
#pragma omp simd linear(k : 3)
  for (int i = 0; i < 10; i++) { a[i] = k; k += 3; }
  printf("k=%d a[9]=%d\n", k, a[9]);
  return 0;
}
