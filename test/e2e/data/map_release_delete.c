// RUN: %cmp-clang %s %t
// exit data release vs delete: refcounts seen through omp_target_is_present, target update and later regions.
#include <omp.h>
#include <stdio.h>

int a[4] = {1, 2, 3, 4};
int b[4] = {10, 20, 30, 40};

static void show(const char *when) {
  int dev = omp_get_default_device();
  printf("%-28s a present=%d b present=%d\n", when,
         omp_target_is_present(a, dev) != 0, omp_target_is_present(b, dev) != 0);
}

int main(void) {
  show("start");
  #pragma omp target enter data map(to: a, b)
  #pragma omp target enter data map(to: a, b)      /* refcount 2, no second copy */
  show("after 2x enter");

  #pragma omp target exit data map(release: a)     /* a: 2 -> 1 */
  show("after release a");

  #pragma omp target exit data map(delete: b)      /* b: removed, whatever the count */
  show("after delete b");

  /* a is still mapped: its device copy is changed and fetched */
  #pragma omp target
  { a[0] = 111; }
  #pragma omp target update from(a)
  printf("a[0] after update from: %d\n", a[0]);

  /* b is absent: target update is a no-op, host keeps its own value */
  b[0] = 77;
  #pragma omp target update from(b)
  printf("b[0] after update from of absent b: %d\n", b[0]);

  /* a region now maps b afresh (implicit tofrom of a global array) */
  #pragma omp target
  { b[1] += 1; }
  printf("b[1] after region: %d\n", b[1]);

  #pragma omp target exit data map(release: a)     /* a: 1 -> 0, removed, not copied */
  show("after second release a");
  #pragma omp target exit data map(release: a)     /* absent: no effect */
  show("after third release a");
  return 0;
}
