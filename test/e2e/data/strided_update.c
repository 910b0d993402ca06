// RUN: %ompcc -fopenmp -fopenmp-targets=x86_64-unknown-linux-gnu %s -o %t && env OMP_TARGET_OFFLOAD=MANDATORY %t | FileCheck %s
// Covers: strided array sections in target update (OpenMP 5.0): from(a[1:6:3]) brings back
// elements 1, 4, 7 ... 16 of an array and from(p[0:4:3]) four elements through a pointer,
// to(a[0:10:2]) sends the even elements; the others keep their values on each side. Checked
// against the expected values: gcc's host build shares the arrays (nothing to compare), and
// clang-19's copies a[1:6] and a[0:10] whole (its first line reads 0 -1 -2 -3 -4 -5 -6 7 ...).
#include <stdio.h>
int main(void) {
  int a[20];
  long *p = (long[12]){0};
  for (int i = 0; i < 20; i++) a[i] = i;
  for (int i = 0; i < 12; i++) p[i] = 100 + i;
#pragma omp target enter data map(to : a, p[0 : 12])
#pragma omp target
  {
    for (int i = 0; i < 20; i++) a[i] = -i;
    for (int i = 0; i < 12; i++) p[i] = -100 - i;
  }
#pragma omp target update from(a[1 : 6 : 3], p[0 : 4 : 3])
  // CHECK: 0 -1 2 3 -4 5 6 -7 8 9 -10 11 12 -13 14 15 -16 17 18 19
  for (int i = 0; i < 20; i++) printf("%d ", a[i]);
  printf("\n");
  // CHECK-NEXT: -100 101 102 -103 104 105 -106 107 108 -109 110 111
  for (int i = 0; i < 12; i++) printf("%ld ", p[i]);
  printf("\n");
  for (int i = 0; i < 20; i++) a[i] = 1000 + i;
#pragma omp target update to(a[0 : 10 : 2])
#pragma omp target update from(a)
  // CHECK-NEXT: 1000 -1 1002 -3 1004 -5 1006 -7 1008 -9 1010 -11 1012 -13 1014 -15 1016 -17 1018 -19
  for (int i = 0; i < 20; i++) printf("%d ", a[i]);
  printf("\n");
#pragma omp target exit data map(delete : a, p[0 : 12])
  return 0;
}
