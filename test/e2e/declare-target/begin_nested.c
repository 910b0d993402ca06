// RUN: %cmp-clang %s %t
// Covers: nested 'begin declare target' blocks, an old-style 'declare target' block inside one, and
// an inner device_type(host) block whose functions stay host-only while the outer block continues.
#include <stdio.h>

#pragma omp begin declare target
int outer_g = 1;
int outer_f(int x) { return x + outer_g; }
#pragma omp begin declare target
int inner_g = 20;
int inner_f(int x) { return outer_f(x) * inner_g; }
#pragma omp end declare target
#pragma omp declare target
int old_style(int x) { return inner_f(x) + 3; }
#pragma omp end declare target
#pragma omp begin declare target device_type(host)
int host_report(int x) { return x * 1000; }
#pragma omp end declare target
int after_inner(int x) { return old_style(x) - 1; } // still inside the outer block
#pragma omp end declare target

int main(void) {
  int r[4];
#pragma omp target map(from: r)
  {
    r[0] = outer_f(1);
    r[1] = inner_f(1);
    r[2] = old_style(1);
    r[3] = after_inner(2);
  }
  printf("device: %d %d %d %d\n", r[0], r[1], r[2], r[3]);
  printf("host: %d %d\n", after_inner(2), host_report(r[3]));
  return 0;
}
