// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t
// Covers: the dependences of a target construct built without offload targets (cmp-gcc's
// ompcc build: the regions run on the host). The region runs in place, as an undeferred task:
// it must first wait for the tasks it depends on. It did not (a silent wrong result: the
// kernel read its input before the task writing it had run), with or without nowait. And in
// both builds a firstprivate scalar (`late`) has the value it had when the construct was
// encountered, before the wait, as gcc and clang-19 capture it (ompcc read it after the wait).
#include <stdio.h>
#include <time.h>

static void pause_ms(int ms) {
  struct timespec t = {0, ms * 1000000L};
  nanosleep(&t, NULL);
}

int main(void) {
  int in[4] = {0}, out[4] = {0}, out2[4] = {0}, late = 0;
  #pragma omp parallel num_threads(2)
  #pragma omp single
  {
    #pragma omp task depend(out : in) shared(in)
    {
      pause_ms(30);
      for (int i = 0; i < 4; i++) in[i] = i * i;
    }
    #pragma omp target nowait depend(in : in) map(to : in) map(from : out)
    for (int i = 0; i < 4; i++) out[i] = in[i] + 1;
    #pragma omp task depend(out : in) shared(in, late)
    {
      pause_ms(30);
      late = 1;
      in[0] = 100;
    }
    #pragma omp target depend(inout : in) map(tofrom : in) map(from : out2)
    for (int i = 0; i < 4; i++) out2[i] = in[i] + late;
    #pragma omp taskwait
  }
  printf("nowait %d %d %d %d\n", out[0], out[1], out[2], out[3]);
  printf("undeferred %d %d %d %d\n", out2[0], out2[1], out2[2], out2[3]);
  return 0;
}
