// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %t.ompcc | FileCheck %s
// RUN: %cmp-gcc %s %t2 -fopenmp -O2
// RUN: %t2.ompcc | FileCheck %s
// A variable declared before a simd loop or a loop construct and set by its loop is linear (a
// simd loop of one) or lastprivate (more, and the loop construct), OpenMP 5.2 §5.1.1: after the
// construct it holds what a sequential run leaves in it, as gcc's build prints. ompfe left it
// unchanged, as for the private variable of a for, distribute or taskloop (last lines).
// clang-19's build agrees except under `parallel loop` and `taskloop simd` inside a parallel
// region (it leaves the variable unchanged) and under `simd private(i)` (it sets it).
// File-scope and static variables as loop variables (ompfe refused them) follow the same rules.
#include <stdio.h>
int g;
static int s;
int main(void) {
  int a[200], i = -1, j = -1, k = -1, m = -1, sum = 0;
  int *p;
#pragma omp simd
  for (i = 0; i < 100; i++) a[i] = i;
  // CHECK: simd 100
  printf("simd %d\n", i);
#pragma omp simd linear(i)
  for (i = 0; i < 50; i++) a[i] = i;
  // CHECK-NEXT: simd linear 50
  printf("simd linear %d\n", i);
  i = -1;
#pragma omp simd private(i)
  for (i = 0; i < 10; i++) a[i] = i;
  // CHECK-NEXT: simd private -1
  printf("simd private %d\n", i);
#pragma omp simd collapse(2)
  for (k = 0; k < 10; k++)
    for (m = 0; m < 7; m++) a[k * 7 + m] = 1;
  // CHECK-NEXT: simd collapse 10 7
  printf("simd collapse %d %d\n", k, m);
#pragma omp parallel for simd num_threads(3)
  for (j = 0; j < 100; j += 3) a[j] = j;
  // CHECK-NEXT: parallel for simd 102
  printf("parallel for simd %d\n", j);
#pragma omp parallel num_threads(3)
#pragma omp for simd
  for (k = 100; k > 3; k -= 2) a[k] = k;
  // CHECK-NEXT: for simd 2
  printf("for simd %d\n", k);
#pragma omp simd
  for (p = a; p < a + 50; p += 7) *p = 1;
  // CHECK-NEXT: pointer 56
  printf("pointer %d\n", (int)(p - a));
#pragma omp teams distribute simd num_teams(2)
  for (i = 0; i < 20; i++) a[i] = i;
  // CHECK-NEXT: teams distribute simd 20
  printf("teams distribute simd %d\n", i);
#pragma omp loop bind(thread)
  for (i = 0; i < 40; i++) a[i] = i;
  // CHECK-NEXT: loop 40
  printf("loop %d\n", i);
#pragma omp parallel loop num_threads(3)
  for (i = 0; i < 33; i++) a[i] = i;
  // CHECK-NEXT: parallel loop 33
  printf("parallel loop %d\n", i);
#pragma omp taskloop simd
  for (i = 0; i < 41; i++) a[i] = i;
  // CHECK-NEXT: taskloop simd 41
  printf("taskloop simd %d\n", i);
#pragma omp parallel num_threads(2)
#pragma omp single
#pragma omp taskloop simd
  for (i = 0; i < 23; i++) a[i] = i;
  // CHECK-NEXT: taskloop simd in parallel 23
  printf("taskloop simd in parallel %d\n", i);
#pragma omp simd reduction(+ : sum)
  for (i = 0; i < 21; i++) sum += i;
  // CHECK-NEXT: simd reduction 21 210
  printf("simd reduction %d %d\n", i, sum);
  i = 7;
#pragma omp simd
  for (i = 10; i < 5; i++) a[i] = i;
  // CHECK-NEXT: no iteration 7
  printf("no iteration %d\n", i);
#pragma omp parallel num_threads(2) private(i)
  {
    i = -5;
#pragma omp simd
    for (i = 0; i < 10; i++) a[i] = i;
    if (i != 10) printf("wrong: the private i is %d\n", i);
  }
  // CHECK-NEXT: file scope: 0 102 0 50
#pragma omp parallel for reduction(+ : sum) num_threads(3)
  for (g = 0; g < 100; g++) sum += g;
#pragma omp parallel for lastprivate(s) num_threads(3)
  for (s = 0; s < 100; s += 3) a[s] = 1;
  static int l;
#pragma omp parallel for num_threads(3)
  for (l = 0; l < 100; l++) a[l] += l;
  printf("file scope: %d %d %d ", g, s, l);
#pragma omp parallel num_threads(2)
  {
#pragma omp simd
    for (g = 0; g < 50; g++) a[g] = g;
  }
  printf("%d\n", g);
  // the private variable of for, distribute and taskloop keeps its value
  i = j = k = -1;
#pragma omp parallel for num_threads(3)
  for (i = 0; i < 10; i++) a[i] = i;
#pragma omp teams distribute num_teams(2)
  for (j = 0; j < 10; j++) a[j] = j;
#pragma omp taskloop
  for (k = 0; k < 10; k++) a[k] = k;
  // CHECK-NEXT: private -1 -1 -1
  printf("private %d %d %d\n", i, j, k);
  return 0;
}
