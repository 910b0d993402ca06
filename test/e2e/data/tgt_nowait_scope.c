// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t && %t | FileCheck %s
// Covers: a target nowait task that outlives the function that made it, with a firstprivate
// array (and struct) of that function. OpenMP initialises a task's firstprivate copies when
// the task is generated, so the task must hold the copies itself: ompfe stores them in the
// task's privates. clang-19's build passes the address of the function's own array to the
// deferred launch and crashes (SIGSEGV in __tgt_target_kernel) once that frame is gone, so
// this test states the OpenMP result instead of comparing with clang-19.
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
  return 0;
}
