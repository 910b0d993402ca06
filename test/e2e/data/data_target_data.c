// RUN: %cmp-clang %s %t
// target data with to/from/tofrom/alloc maps: device copies shared by several regions, copied back at block end.
#include <stdio.h>

int main(void) {
  int in[5] = {1, 2, 3, 4, 5};
  int out[5] = {0, 0, 0, 0, 0};
  int acc[5] = {100, 100, 100, 100, 100};
  int tmp[5];
  int steps = 0;

  #pragma omp target data map(to: in) map(from: out) map(tofrom: acc, steps) map(alloc: tmp)
  {
    #pragma omp target map(tofrom: steps)   /* present: the device copy */
    {
      for (int i = 0; i < 5; i++)
        tmp[i] = in[i] * in[i];
      steps++;
    }
    #pragma omp target map(steps)
    {
      for (int i = 0; i < 5; i++) {
        out[i] = tmp[i] + 1;
        acc[i] += tmp[i];
      }
      steps++;
    }
    in[0] = -100;               /* host change after the copy in: not seen */
    #pragma omp target
    {
      acc[0] += in[0];
      steps++;                  /* steps not listed: firstprivate although present */
    }
    printf("inside: out[4]=%d acc[4]=%d steps=%d (host copies not yet updated)\n", out[4], acc[4], steps);
  }
  printf("out:");
  for (int i = 0; i < 5; i++)
    printf(" %d", out[i]);
  printf("\nacc:");
  for (int i = 0; i < 5; i++)
    printf(" %d", acc[i]);
  printf("\nsteps=%d in[0]=%d\n", steps, in[0]);

  /* target data with sections of a pointer */
  int *p = acc;
  #pragma omp target data map(tofrom: p[1:3])
  {
    #pragma omp target
    {
      for (int i = 1; i < 4; i++)
        p[i] = -p[i];
    }
  }
  printf("acc after p[1:3]: %d %d %d %d %d\n", acc[0], acc[1], acc[2], acc[3], acc[4]);
  return 0;
}
