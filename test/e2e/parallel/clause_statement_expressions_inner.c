// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t -DCLANG19
// RUN: %t.ompcc | FileCheck %s
// A statement expression or a compound literal in a clause that an inner leaf of a combined
// construct evaluates, inside the outer leaf's region (`parallel for schedule(static, ({...}))`,
// `target teams distribute parallel for num_threads(({...}))`), and one in the operand of a
// run-time sizeof inside a region: ompfe refused them ("this kind of expression in a clause of
// a combined construct ... is not supported"), their variables not being walked as the
// region's uses; gcc-12 and clang-19 take them. The variables named only there (c, d, m, k)
// must reach the region (shared, or firstprivate in the kernel). clang-19 crashes on the
// sizeof of a statement expression: that part is left to gcc.
#include <omp.h>
#include <stdio.h>
int main(void) {
  int s = 0, c = 2, d = 5, n = 3, m = 100, k = 4;
  /* chunks of 3: thread t gets iterations 3t..3t+2 */
#pragma omp parallel for schedule(static, ({ int t = c; t + 1; })) reduction(+ : s) num_threads(4)
  for (int i = 0; i < 12; i++) s += omp_get_thread_num() * (i + 1);
  // CHECK: stmt-expr chunk 162
  printf("stmt-expr chunk %d\n", s);
  s = 0;
#pragma omp parallel for schedule(static, ((int[]){c, d})[1]) reduction(+ : s) num_threads(2)
  for (int i = 0; i < 12; i++) s += omp_get_thread_num() * (i + 1);
  // CHECK-NEXT: compound-literal chunk 40
  printf("compound-literal chunk %d\n", s);
  s = 0;
#pragma omp parallel for schedule(static, ({ int r; __asm__("" : "=r"(r) : "0"(k)); r; })) reduction(+ : s) num_threads(3)
  for (int i = 0; i < 12; i++) s += omp_get_thread_num() * (i + 1);
  // CHECK-NEXT: asm chunk 110
  printf("asm chunk %d\n", s);
  s = 0;
#pragma omp target teams distribute parallel for num_threads(({ int t = n; t - 1; })) reduction(+ : s) map(tofrom : s)
  for (int i = 0; i < 12; i++) s += omp_get_num_threads();
  // CHECK-NEXT: target num_threads 24
  printf("target num_threads %d\n", s);
  s = 0;
#pragma omp target parallel for if (parallel : ({ int z = m; z > 1000; })) reduction(+ : s) map(tofrom : s)
  for (int i = 0; i < 12; i++) s += omp_get_num_threads();
  // CHECK-NEXT: target if 12
  printf("target if %d\n", s);
  s = 0;
#pragma omp target teams distribute parallel for num_threads(((int[]){d, 2})[1]) reduction(+ : s) map(tofrom : s)
  for (int i = 0; i < 12; i++) s += omp_get_num_threads();
  // CHECK-NEXT: target compound-literal 24
  printf("target compound-literal %d\n", s);
#ifndef CLANG19
  long r = 0;
#pragma omp parallel num_threads(2)
#pragma omp single
  r = sizeof(int[({ int j = n; j * 3; })]);
  printf("sizeof %ld\n", r);
#endif
  return 0;
}
