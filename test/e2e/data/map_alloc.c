// RUN: %cmp-clang %s %t
// map(alloc:) copies in neither direction; device initialises first; target update/from moves the data.
#include <stdio.h>

int main(void) {
  int buf[8];
  int out[8];
  for (int i = 0; i < 8; i++) {
    buf[i] = 500 + i;
    out[i] = -1;
  }

  /* alloc on a target construct: writes stay on the device */
  #pragma omp target map(alloc: buf) map(from: out)
  {
    for (int i = 0; i < 8; i++)
      buf[i] = i * 3;           /* initialise before reading */
    for (int i = 0; i < 8; i++)
      out[i] = buf[i] + 1;
  }
  printf("out:");
  for (int i = 0; i < 8; i++)
    printf(" %d", out[i]);
  printf("\nbuf after alloc region:");
  for (int i = 0; i < 8; i++)
    printf(" %d", buf[i]);
  printf("\n");

  /* alloc on target data: the device copy persists across regions */
  #pragma omp target data map(alloc: buf)
  {
    #pragma omp target
    {
      for (int i = 0; i < 8; i++)
        buf[i] = 100 - i;
    }
    #pragma omp target
    {
      for (int i = 0; i < 8; i++)
        buf[i] += 1000;
    }
    printf("inside data, before update: buf[0]=%d\n", buf[0]);
    #pragma omp target update from(buf[0:4])
    printf("after update from(buf[0:4]):");
    for (int i = 0; i < 8; i++)
      printf(" %d", buf[i]);
    printf("\n");
  }
  printf("after data region: buf[0]=%d buf[7]=%d\n", buf[0], buf[7]);
  return 0;
}
