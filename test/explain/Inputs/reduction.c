#include <stdio.h>
#define N 1000

int main(void) {
  double a[N], b[N], sum = 0;
  for (int i = 0; i < N; i++) {
    a[i] = i;
    b[i] = 2 * i;
  }
#pragma omp target teams distribute parallel for reduction(+: sum) map(to: a, b)
  for (int i = 0; i < N; i++)
    sum += a[i] * b[i];
  printf("%.1f\n", sum);
  return 0;
}
