// RUN: %cmp-clang %s %t
// RUN: %t.ompcc | FileCheck %s
// A simd or loop construct's variable set by its loop inside a target construct: on a combined
// target construct it is the region's firstprivate copy that the loop leaves its last value in,
// so the host's stays (as clang-19's build, and OpenMP's implicit data-sharing rules: a scalar
// not named in a map is firstprivate); mapped, it comes back; declared in the region, the
// region sees the value a sequential run leaves.
#include <stdio.h>
int g;
int main(void) {
  int a[100], i = 7, r = 0;
#pragma omp target teams distribute parallel for simd map(tofrom : a)
  for (i = 0; i < 30; i++) a[i] = i;
#pragma omp target teams loop map(tofrom : a)
  for (i = 0; i < 32; i++) a[i] = i;
#pragma omp target simd map(tofrom : a)
  for (i = 0; i < 34; i++) a[i] = i;
  // CHECK: firstprivate 7
  printf("firstprivate %d\n", i);
#pragma omp target parallel for simd map(tofrom : a, i)
  for (i = 0; i < 44; i++) a[i] = i;
  // CHECK-NEXT: mapped 44
  printf("mapped %d\n", i);
#pragma omp target map(from : r)
  {
    int j = -1, b[10];
#pragma omp simd
    for (j = 0; j < 10; j++) b[j] = j;
    r = j;
  }
  // CHECK-NEXT: in the region 10
  printf("in the region %d\n", r);
#pragma omp target teams distribute parallel for map(tofrom : a)
  for (g = 0; g < 100; g++) a[g] = 2 * g;
  // CHECK-NEXT: file scope 198 0
  printf("file scope %d %d\n", a[99], g);
  return 0;
}
