// RUN: %cmp-clang %s %t
// RUN: %ompcc -fopenmp %s -o %t.host && %t.host | FileCheck %s
// Covers: a reduction over elements or a section reached through a pointer (s[0], d[1:2] of a
// parameter `double *d`, a[0:2] of `int a[]`, p[0:2] of a pointer private in the parallel
// region) in an orphaned for or sections, or in a for whose region privatizes the pointer. The
// item is the storage pointed to, which the team shares: gcc-12 and clang-19 take it. ompcc
// refused each ("reduction variable must be shared") since orphaned constructs were checked
// (0b8d213), which is right for a local variable of the function itself (still an error).
#include <omp.h>
#include <stdio.h>

static void sums(int *s, double *d, int n) {
  #pragma omp for reduction(+: s[0]) reduction(max: d[1:2]) schedule(static)
  for (int i = 0; i < n; i++) {
    s[0] += i;
    if (i > d[1]) d[1] = i;
    if (-i > d[2]) d[2] = -i;
  }
}

static void halves(int a[], int n) {
  #pragma omp sections reduction(+: a[0:2])
  {
    #pragma omp section
    for (int i = 0; i < n / 2; i++) a[0] += i;
    #pragma omp section
    for (int i = n / 2; i < n; i++) a[1] += i;
  }
}

int main(void) {
  int s[2] = {5, 0}, a[2] = {0, 0}, b[2] = {1, 1}, team = 0;
  double d[3] = {0, -100, -100};
  #pragma omp parallel num_threads(4) shared(team)
  {
    #pragma omp single
    team = omp_get_num_threads();
    sums(s, d, 20);
    halves(a, 10);
  }
  int *p = b;
  #pragma omp parallel num_threads(3) firstprivate(p)
  {
    #pragma omp for reduction(*: p[0:2]) schedule(static)
    for (int i = 1; i <= 6; i++) p[i % 2] *= i;
  }
  // CHECK: team 4
  printf("team %d\n", team);
  // CHECK-NEXT: for: 195 19 0
  printf("for: %d %g %g\n", s[0], d[1], d[2]);
  // CHECK-NEXT: sections: 10 35
  printf("sections: %d %d\n", a[0], a[1]);
  // CHECK-NEXT: private pointer: 48 15
  printf("private pointer: %d %d\n", b[0], b[1]);
  sums(s, d, 5);
  // CHECK-NEXT: serial: 205 19 0
  printf("serial: %d %g %g\n", s[0], d[1], d[2]);
  return 0;
}
