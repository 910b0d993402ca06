/* saxpy on an offload device: a target data region keeps x and y on the device while two
 * kernels run on them; a declare target function is called from device code. */
#include <omp.h>
#include <stdio.h>

#define N 1024

#pragma omp declare target
static float axpy(float a, float x, float y) { return a * x + y; }
#pragma omp end declare target

int main(void) {
  static float x[N], y[N];
  for (int i = 0; i < N; i++) {
    x[i] = (float)i;
    y[i] = 1.0f;
  }
  int on_device = 0;
  float a = 2.0f;
#pragma omp target data map(to: x) map(tofrom: y)
  {
#pragma omp target map(from: on_device)
    {
      on_device = !omp_is_initial_device();
      for (int i = 0; i < N; i++) y[i] = axpy(a, x[i], y[i]);
    }
#pragma omp target
    for (int i = 0; i < N; i++) y[i] = axpy(0.5f, y[i], 0.0f);
  }
  double sum = 0;
  for (int i = 0; i < N; i++) sum += y[i];
  printf("saxpy: y[0]=%.1f y[%d]=%.1f sum=%.1f ran on %s\n", y[0], N - 1, y[N - 1], sum,
         on_device ? "the offload device" : "the host");
  return 0;
}
