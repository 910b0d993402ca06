// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t && %t | FileCheck %s
// Covers: firstprivate aggregates of target nowait tasks. OpenMP initialises a task's
// firstprivate copies when the task is generated, so the task must hold the copies itself:
// ompfe stores them in the task's privates. clang-19's build passes the address of the
// encountering function's own variable to the deferred launch instead, so (1) a task that
// outlives that function reads a dead frame (SIGSEGV in __tgt_target_kernel), (2) a change
// made after the construct reaches the region when the task runs later, and (3) a
// firstprivate VLA crashes it. So this test states the OpenMP result instead of comparing
// with clang-19.
#include <omp.h>
#include <stdio.h>

int data[64];
struct step { int first; int factor; };

/* returns before its task has run */
void launch(int first, int factor) {
  int offsets[4] = {first, first + 1, first + 2, first + 3};
  struct step st = {first, factor};
  #pragma omp target nowait firstprivate(offsets, st) map(tofrom: data) depend(inout: data)
  {
    for (int i = 0; i < 4; i++)
      data[offsets[i]] = data[offsets[i]] * st.factor + (offsets[i] == st.first) * 1000 * omp_is_initial_device();
  }
  offsets[0] = offsets[1] = offsets[2] = offsets[3] = 0;
  st.factor = -1;
}

/* overwrites the stack where launch()'s locals were */
int scribble(int n) {
  volatile int junk[64];
  for (int i = 0; i < 64; i++)
    junk[i] = -n;
  return junk[n];
}

int main(void) {
  for (int i = 0; i < 64; i++)
    data[i] = i;
  launch(4, 3);
  scribble(5);
  launch(6, 2);
  scribble(7);
  #pragma omp taskwait
  // CHECK: data[4..9] = 12 15 36 42 16 18
  printf("data[4..9] = %d %d %d %d %d %d\n", data[4], data[5], data[6], data[7], data[8], data[9]);
  // CHECK: data[0] = 0 data[10] = 10
  printf("data[0] = %d data[10] = %d\n", data[0], data[10]);

  /* changed after the construct, in scope: the region sees the values of the construct */
  struct step p = {1, 70};
  int n = 6, out = 0;
  int vla[n];
  for (int i = 0; i < n; i++)
    vla[i] = i + 1;
  #pragma omp target nowait firstprivate(p, vla) map(from: out)
  {
    int s = 0;
    for (int i = 0; i < 6; i++)
      s += vla[i];
    out = p.first * 10 + p.factor * 10 + s * 1000;
  }
  p.first = 0;
  vla[0] = 100;
  #pragma omp taskwait
  // CHECK: out = 21710
  printf("out = %d\n", out);
  return 0;
}
