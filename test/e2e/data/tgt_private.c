// RUN: %cmp-clang %s %t
// target private of a scalar, an array, a struct and a pointer (written before read); host unchanged.
#include <omp.h>
#include <stdio.h>

int on_dev = -1;     /* set to 1 by a region that ran on the device */

struct box { int w, h; };

int main(void) {
  int tmp = 123;
  int scratch[5] = {9, 9, 9, 9, 9};
  struct box bx = {3, 4};
  int out[3];

  #pragma omp target private(tmp, scratch, bx) map(from: out) map(from: on_dev)
  {
    on_dev = !omp_is_initial_device();
    tmp = 0;
    for (int i = 0; i < 5; i++) {
      scratch[i] = i * i;
      tmp += scratch[i];
    }
    bx.w = tmp;
    bx.h = 2;
    out[0] = tmp;
    out[1] = scratch[4];
    out[2] = bx.w * bx.h;
  }
  printf("inside: tmp=%d scratch4=%d area=%d\n", out[0], out[1], out[2]);
  printf("host: tmp=%d scratch=%d,%d box=%d,%d\n", tmp, scratch[0], scratch[4], bx.w, bx.h);

  /* private and firstprivate together, and private of a pointer */
  int *ptr = &tmp;
  #pragma omp target private(ptr) firstprivate(tmp) map(from: out[0:1])
  {
    ptr = &tmp;               /* the private tmp */
    *ptr += 1;
    out[0] = tmp;
  }
  printf("private ptr to firstprivate tmp: %d, host tmp=%d ptr ok=%d\n", out[0], tmp, ptr == &tmp);
  printf("ran on device=%d\n", on_dev);
  return 0;
}
