/* Indirect calls: a table of host function pointers, copied to the device as data, calls the
 * device versions there (each device version adds 100, a host version would add 1000). */
#include <omp.h>
#include <stdio.h>

#pragma omp begin declare target indirect
int inc(int x) { return x + 1 + (omp_is_initial_device() ? 1000 : 100); }
int dbl(int x) { return 2 * x + (omp_is_initial_device() ? 1000 : 100); }
#pragma omp end declare target

typedef int (*op_t)(int);

int main(void) {
  op_t ops[2] = {inc, dbl};
  int out[2];
#pragma omp target map(to: ops) map(from: out)
  for (int i = 0; i < 2; i++) out[i] = ops[i](20);
  printf("indirect: inc(20)=%d dbl(20)=%d (device versions: 121 140)\n", out[0], out[1]);
  return out[0] == 121 && out[1] == 140 ? 0 : 1;
}
