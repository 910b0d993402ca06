// RUN: %cmp-clang %s %t
// The close modifier (alone, with always, on target, target data, enter/exit data) maps like a plain map.
#include <omp.h>
#include <stdio.h>

int main(void) {
  double v[6] = {0.5, 1.5, 2.5, 3.5, 4.5, 5.5};
  int n = 6, r = 0;
  double total = 0.0;

  #pragma omp target map(close, to: v, n) map(close, tofrom: total)
  {
    for (int i = 0; i < n; i++)
      total += v[i];
  }
  printf("total=%.2f\n", total);

  #pragma omp target data map(close, tofrom: v)
  {
    #pragma omp target map(always, close, tofrom: r)
    {
      for (int i = 0; i < 6; i++)
        v[i] *= 2.0;
      r = 1;
    }
    printf("inside data: v[5]=%.2f r=%d\n", v[5], r);
  }
  printf("after data: v[5]=%.2f\n", v[5]);

  #pragma omp target enter data map(close, to: r)
  printf("r present after enter close: %d\n", omp_target_is_present(&r, omp_get_default_device()) != 0);
  #pragma omp target exit data map(close, from: r)
  printf("r present after exit: %d r=%d\n", omp_target_is_present(&r, omp_get_default_device()) != 0, r);
  return 0;
}
