/* Target tasks: each block of the data goes to the device, is transformed there and comes
 * back through three `nowait` constructs chained with `depend`, so the blocks move
 * independently of each other and the host waits once, at the `taskwait`.
 * The array is mapped once, before the tasks, and they only move data within that mapping:
 * libomptarget 19's x86_64 plugin corrupts its heap when several target tasks map or unmap
 * sections at the same time, whichever compiler built the program. */
#include <omp.h>
#include <stdio.h>

#define BLOCKS 8
#define BLOCK 1024

static double data[BLOCKS * BLOCK];

int main(void) {
  for (int i = 0; i < BLOCKS * BLOCK; i++) data[i] = i % 17;
  int on_device = 0;
#pragma omp target enter data map(alloc: data)
  for (int b = 0; b < BLOCKS; b++) {
    int lo = b * BLOCK;
#pragma omp target update to(data[lo:BLOCK]) nowait depend(out: data[lo:BLOCK])
#pragma omp target nowait map(from: on_device) depend(inout: data[lo:BLOCK])
    {
      on_device = !omp_is_initial_device();
      for (int i = lo; i < lo + BLOCK; i++) data[i] = data[i] * data[i] + 1.0;
    }
#pragma omp target update from(data[lo:BLOCK]) nowait depend(in: data[lo:BLOCK])
  }
#pragma omp taskwait
#pragma omp target exit data map(release: data)
  double sum = 0;
  for (int i = 0; i < BLOCKS * BLOCK; i++) sum += data[i];
  printf("sum = %.1f (%d blocks, ran on the device: %s)\n", sum, BLOCKS, on_device ? "yes" : "no");
  return 0;
}
