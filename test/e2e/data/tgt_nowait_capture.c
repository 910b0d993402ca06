// RUN: %cmp-clang %s %t
// What a deferred target task must capture when it is created: firstprivate scalars and
// arrays changed (or out of scope) before the task runs, the device number, the run-time
// sizes of a section and a VLA; if(false) with nowait and depend; target update nowait with
// depend; many tasks from a loop ordered by depend on array sections; tasks made by a
// function that returns before the taskwait.
#include <omp.h>
#include <stdio.h>

#define N 64
int data[N];
long total;

/* returns before its task has run: its parameters must live in the task (a firstprivate
 * array here crashes clang-19's build: tgt_nowait_scope.c) */
void launch_scaled(int factor, int first) {
  #pragma omp target nowait firstprivate(factor, first) map(tofrom: data) depend(inout: data)
  {
    for (int i = 0; i < 4; i++)
      data[first + i] *= factor;
  }
  factor = -1;
  first = 0;
}

int main(void) {
  int dev = omp_get_default_device();
  for (int i = 0; i < N; i++)
    data[i] = i;

  /* the device and the firstprivate values as they were at the construct */
  int d = dev, k = 5;
  #pragma omp target nowait device(d) firstprivate(k) map(tofrom: data) depend(inout: data)
  { data[0] = k * 100; }
  d = 99; /* no such device: the task must have kept the old number */
  k = 0;
  launch_scaled(3, 4);
  launch_scaled(2, 6);
  #pragma omp taskwait
  printf("data[0]=%d data[4..9]=%d %d %d %d %d %d\n", data[0], data[4], data[5], data[6], data[7],
         data[8], data[9]);

  /* a section whose length is known only at run time, and a VLA */
  int n = 16, m = 8;
  int vla[m];
  for (int i = 0; i < m; i++)
    vla[i] = i * i;
  #pragma omp target enter data map(to: data[0:n]) nowait depend(out: data[0:n])
  #pragma omp target nowait map(tofrom: data[0:n], vla) depend(inout: data[0:n]) depend(out: vla)
  {
    for (int i = 0; i < 16; i++)
      data[i] += 1000;
    for (int i = 0; i < 8; i++)
      vla[i] += data[i];
  }
  n = 1;
  #pragma omp target update from(data[0:16]) nowait depend(in: data[0:16])
  #pragma omp taskwait
  printf("data[1]=%d data[15]=%d data[16]=%d vla[7]=%d\n", data[1], data[15], data[16], vla[7]);
  #pragma omp target exit data map(release: data[0:16])

  /* many tasks, each on its own slice; the sums wait for their slice only */
  long part[8] = {0};
  #pragma omp target enter data map(to: data) map(alloc: part)
  for (int s = 0; s < 8; s++) {
    int lo = s * 8;
    #pragma omp target nowait firstprivate(lo) depend(out: data[lo:8])
    {
      for (int i = lo; i < lo + 8; i++)
        data[i] = data[i] * 2 + 1;
    }
    #pragma omp target nowait firstprivate(lo, s) depend(in: data[lo:8]) depend(out: part[s])
    {
      long t = 0;
      for (int i = lo; i < lo + 8; i++)
        t += data[i];
      part[s] = t;
    }
  }
  #pragma omp taskwait
  #pragma omp target exit data map(from: data, part)
  total = 0;
  for (int s = 0; s < 8; s++)
    total += part[s];
  printf("part[0]=%ld part[7]=%ld total=%ld data[63]=%d\n", part[0], part[7], total, data[63]);

  /* if(false): runs here, after the tasks it depends on */
  int x = 1, off = 0;
  #pragma omp target nowait map(tofrom: x) depend(out: x)
  { x = x * 7; }
  #pragma omp target nowait if(off) map(tofrom: x) depend(inout: x)
  { x = x + omp_is_initial_device() * 1000; }
  #pragma omp target nowait map(tofrom: x) depend(inout: x)
  { x = x * 2; }
  #pragma omp taskwait
  printf("x=%d\n", x);
  return 0;
}
