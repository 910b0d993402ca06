/* declare target in its forms: a to/enter global, a link global the region maps, a function
 * reached only transitively, and a device_type(nohost) variant. */
#include <omp.h>
#include <stdio.h>

int counter = 10;
#pragma omp declare target to(counter)

int big_table[8] = {1, 2, 3, 4, 5, 6, 7, 8};
#pragma omp declare target link(big_table)

int leaf(int x) { return x * 3; }
int mid(int x) { return leaf(x) + 1; } /* becomes declare target: a kernel reaches it */

#pragma omp begin declare target device_type(nohost)
int where(void) { return 1; }
#pragma omp end declare target

int main(void) {
  int r = 0, dev = 0;
#pragma omp target map(tofrom: r, dev)
  {
    r = mid(counter) + big_table[7];
    dev = !omp_is_initial_device();
  }
  printf("declare target: r=%d (expect 39) on_device=%d\n", r, dev);
  return r == 39 ? 0 : 1;
}
