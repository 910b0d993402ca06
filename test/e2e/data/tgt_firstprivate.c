// RUN: %cmp-clang %s %t
// target firstprivate of scalars, an array and a struct: private copies, also of data present on the device.
#include <stdio.h>

struct pair { int a, b; };

int main(void) {
  int x = 5;
  double scale = 1.5;
  int arr[4] = {1, 2, 3, 4};
  struct pair pr = {7, 8};
  int out[6];

  #pragma omp target firstprivate(x, scale, arr, pr) map(from: out)
  {
    x *= 2;
    for (int i = 0; i < 4; i++)
      arr[i] += x;
    pr.a += pr.b;
    out[0] = x;
    out[1] = (int)(scale * 10);
    out[2] = arr[0];
    out[3] = arr[3];
    out[4] = pr.a;
    out[5] = pr.b;
    scale = 0.0;
  }
  printf("inside: x=%d scale*10=%d arr0=%d arr3=%d pr=%d,%d\n", out[0], out[1], out[2], out[3], out[4], out[5]);
  printf("host:   x=%d scale=%.1f arr=%d,%d,%d,%d pr=%d,%d\n", x, scale, arr[0], arr[1], arr[2], arr[3], pr.a, pr.b);

  /* firstprivate of a variable mapped by an enclosing target data: still a private copy of
     the host value */
  #pragma omp target data map(to: arr)
  {
    arr[0] = 50;
    #pragma omp target firstprivate(arr) map(from: out[0:1])
    { out[0] = arr[0]; arr[0] = -1; }
    printf("firstprivate of present arr sees host %d\n", out[0]);
    #pragma omp target map(from: out[0:1])
    { out[0] = arr[0]; }
    printf("mapped arr on device is still %d\n", out[0]);
  }
  return 0;
}
