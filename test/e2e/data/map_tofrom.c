// RUN: %cmp-clang %s %t
// map(tofrom:) and map without a map-type: values go in and come back.
#include <omp.h>
#include <stdio.h>

int main(void) {
  int a[5] = {1, 2, 3, 4, 5};
  int b[5] = {10, 20, 30, 40, 50};
  int count = 100;
  char tag = 'a';
  int on_dev = -1;

  #pragma omp target map(tofrom: a, count, on_dev) map(b, tag)
  {
    on_dev = !omp_is_initial_device();
    for (int i = 0; i < 5; i++) {
      a[i] = a[i] * 2 + b[i];
      b[i] = b[i] - i;
    }
    count += 5;
    tag = (char)(tag + 2);
  }

  printf("a:");
  for (int i = 0; i < 5; i++)
    printf(" %d", a[i]);
  printf("\nb:");
  for (int i = 0; i < 5; i++)
    printf(" %d", b[i]);
  printf("\ncount=%d tag=%c on device=%d\n", count, tag, on_dev);
  return 0;
}
