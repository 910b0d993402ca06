// RUN: %cmp-clang %s %t
// One region with many captures of every kind, listed in an order unlike their first use in the body.
#include <omp.h>
#include <stdio.h>

int on_dev = -1;     /* set to 1 by a region that ran on the device */

struct cfg { int scale; char mode; };
int gmul = 3;
int gtab[4] = {1, 10, 100, 1000};

int main(void) {
  char c = 'x';
  short sh = -12;
  int i = 7;
  long l = 40000000000L;
  float f = 2.5f;
  double d = -0.75;
  int arr[3] = {4, 5, 6};
  struct cfg cf = {2, 'm'};
  int parr[3] = {4, 5, 6};
  int *p = parr;
  int fromv = 0, tofromv = 100, allocv = 0;
  long outs[8];

  #pragma omp target map(alloc: allocv) map(tofrom: tofromv) map(from: fromv, outs) map(to: cf) \
                     firstprivate(sh) map(to: p[0:3]) map(from: on_dev)
  {
    on_dev = !omp_is_initial_device();
    outs[0] = l / 1000 + gmul;             /* l, gmul: implicit firstprivate */
    outs[1] = c + sh;
    outs[2] = (long)(f * 4) + (long)(d * 8);
    allocv = i * 2;
    outs[3] = allocv + cf.scale;
    outs[4] = p[0] + p[1] + p[2];
    outs[5] = arr[2] * gtab[3];            /* arr, gtab: implicit tofrom */
    outs[6] = cf.mode;
    fromv = i + tofromv;
    tofromv += fromv;
    arr[0] = -4;
    gtab[0] = -1;
    outs[7] = (long)sizeof(struct cfg);
  }
  printf("outs:");
  for (int k = 0; k < 8; k++)
    printf(" %ld", outs[k]);
  printf("\nfromv=%d tofromv=%d arr[0]=%d gtab[0]=%d\n", fromv, tofromv, arr[0], gtab[0]);
  printf("ran on device=%d\n", on_dev);
  return 0;
}
