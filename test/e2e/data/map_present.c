// RUN: %cmp-clang %s %t
// The present modifier succeeds for data mapped by enter data / target data / an enclosing section; no copy.
#include <stdio.h>

int main(void) {
  int a[10];
  int s = 3;
  for (int i = 0; i < 10; i++)
    a[i] = i;

  #pragma omp target enter data map(to: a, s)
  a[0] = 1000;          /* host-only change: present data is not copied again */
  #pragma omp target map(present, tofrom: a) map(present, to: s)
  {
    for (int i = 0; i < 10; i++)
      a[i] += s;
  }
  printf("after present tofrom (still mapped): a[0]=%d a[9]=%d\n", a[0], a[9]);

  /* a sub-section of a present array is present */
  #pragma omp target data map(present, alloc: a[2:5])
  {
    #pragma omp target map(present, from: a[4:1])
    { a[4] = -4; }
  }
  #pragma omp target update from(a)
  printf("after update: a[0]=%d a[4]=%d a[9]=%d\n", a[0], a[4], a[9]);

  #pragma omp target exit data map(present, delete: a) map(release: s)
  printf("done\n");
  return 0;
}
