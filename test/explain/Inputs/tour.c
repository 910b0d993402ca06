#include <stdio.h>

/* A copy on every device, initialized from the host's value. */
int scale = 10;
#pragma omp declare target enter(scale)

/* Link: the device holds only a pointer, set when the table is mapped. */
int table[3] = {1, 2, 3};
#pragma omp declare target link(table)

/* Indirect: a host address of these may be called on the device. */
#pragma omp begin declare target indirect
int twice(int x) { return 2 * x; }
int square(int x) { return x * x; }
#pragma omp end declare target

/* Device code only (on the host it stays as the fallback's copy). */
int on_device(void) { return 1; }
#pragma omp declare target enter(on_device) device_type(nohost)

/* Never marked: reached from the region, so MarkDeclareTarget marks it. */
int apply(int (*op)(int), int x) { return op(x) * scale; }

/* Host only: FunctionFiltering removes it from the device module. */
void report(const int *out) { printf("%d %d %d\n", out[0], out[1], out[2]); }

int main(void) {
  int (*ops[3])(int) = {twice, square, twice};
  int out[3];
#pragma omp target map(to: ops) map(from: out) map(tofrom: table)
  for (int i = 0; i < 3; i++)
    out[i] = apply(ops[i], table[i]) + on_device();
  report(out);
  return 0;
}
