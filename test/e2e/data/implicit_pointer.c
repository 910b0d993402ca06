// RUN: %cmp-clang %s %t
// Implicit pointer capture: translated when the pointee is mapped, else the host value (OpenMP 5.1 rule).
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int garr[8];

int main(void) {
  int local[4] = {1, 2, 3, 4};
  int *p = local;
  int *mid = &garr[3];
  int *nul = NULL;
  int *heap = malloc(4 * sizeof *heap);
  int same = -1, isnull = -1;
  if (!heap)
    return 1;
  for (int i = 0; i < 4; i++)
    heap[i] = 40 + i;
  uintptr_t host_p = (uintptr_t)p;     /* an integer: firstprivate, never translated */
  uintptr_t host_mid = (uintptr_t)mid;

  /* nothing mapped: p keeps the host address, NULL stays NULL */
  #pragma omp target map(from: same, isnull)
  {
    same = ((uintptr_t)p == host_p);
    isnull = (nul == NULL);
  }
  printf("unmapped: p unchanged=%d nul is NULL=%d\n", same, isnull);

  /* mapped by target data: p is translated and usable */
  #pragma omp target data map(tofrom: local)
  {
    #pragma omp target map(from: same)
    {
      same = ((uintptr_t)p == host_p);
      p[0] = 100;
      p[3] += p[2];
    }
    printf("in target data: p unchanged=%d\n", same);
  }
  printf("local: %d %d %d %d\n", local[0], local[1], local[2], local[3]);

  /* pointer into the middle of a mapped global array */
  #pragma omp target enter data map(to: garr)
  #pragma omp target map(from: same)
  {
    same = ((uintptr_t)mid == host_mid);
    mid[0] = 33;
    mid[1] = 34;
  }
  #pragma omp target exit data map(from: garr)
  printf("mid unchanged=%d garr[3..4]=%d %d\n", same, garr[3], garr[4]);

  /* heap memory mapped by enter data, pointer captured implicitly */
  #pragma omp target enter data map(to: heap[0:4])
  #pragma omp target
  {
    for (int i = 0; i < 4; i++)
      heap[i] *= 2;
  }
  #pragma omp target exit data map(from: heap[0:4])
  printf("heap: %d %d %d %d\n", heap[0], heap[1], heap[2], heap[3]);
  free(heap);
  return 0;
}
