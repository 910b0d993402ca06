// RUN: %cmp-gcc %s %t.host -fopenmp -DGCC
// RUN: %cmp-gcc %s %t.hostO2 -fopenmp -DGCC -O2
// RUN: %cmp-clang %s %t.dev
// RUN: %cmp-clang %s %t.devO2 -O2
// RUN: env OMP_TARGET_OFFLOAD=MANDATORY %t.dev.ompcc | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=MANDATORY %t.devO2.ompcc | FileCheck %s
// RUN: %repeat-run %t.devO2.ompcc 5
// Covers: reductions over an element or section reached through variable-length rows, whose
// row stride is known at run time only: pa[1][2] and pa[2][1:3] of a pointer to a VLA
// (int (*pa)[m]), a[1][0:m] of the C99 2-D parameter int a[n][m], b[1][2] and b[2][1:3] of a
// local 2-D VLA (refused before), three dimensions (long (*q)[k][3], double (*r)[k][m]), and
// sections that are not one run (pa[1:2][1:3], pa[1:2][0:m], b[0:2][3:2]); on parallel for,
// for, sections, teams, a declare reduction, taskloop, task_reduction/in_reduction, and target
// constructs on the x86_64 device (map(tofrom: pa[0:n][0:m]) and map(tofrom: b)), at -O0
// and -O2. Before, every index but the innermost was taken with stride 0: the private copy's
// base was offset by the innermost index only, so threads wrote outside their copies and the
// combine went to pa[0][2] instead of pa[1][2] (E 0, and a crash at -O2 for pa[1][0:m]).
// gcc refuses the sections that are not one run and gets simd reductions of these items
// wrong, clang-19 refuses scope: -DGCC selects what gcc is compared on. (clang-19 -O2 also gets
// parallel for simd over any array section wrong, c[0:2] of int c[2] too: simd runs alone here.)
// CHECK: E | 0 0 0 0 0 | 0 0 12 0 0 | 0 0 0 0 0 | 0 0 0 0 0
// CHECK-NEXT: F | 0 0 0 0 0 | 0 0 0 0 0 | 0 4 4 4 0 | 0 0 0 0 0
// CHECK-NEXT: G | 0 0 0 0 0 | 0 2 2 2 0 | 0 2 2 2 0 | 0 0 0 0 0
// CHECK-NEXT: H | 0 0 0 0 0 | 2 2 2 2 2 | 2 2 2 2 2 | 0 0 0 0 0
// CHECK-NEXT: P | 0 0 0 0 0 | 3 3 2 2 2 | 0 0 0 11 0 | 0 0 0 0 0
// CHECK-NEXT: W | 0 0 0 0 0 | 0 0 0 9 18 | 2 2 2 2 2 | 0 9 0 2 0
// CHECK-NEXT: SIMD | 5 5 0 0 0 | 0 0 7 0 0 | 0 0 0 0 0 | 0 0 0 0 6
// CHECK-NEXT: TL | 0 0 0 0 0 | 0 0 0 0 0 | 2 2 2 2 2 | 0 0 0 6 0
// CHECK-NEXT: TR | 0 0 0 0 0 | 0 0 6 0 0 | 0 0 0 0 0 | 0 0 0 0 0
// CHECK-NEXT: L | 0 0 0 18 0 | 0 0 12 0 18 | 0 8 8 8 0 | 0 0 0 0 0
// CHECK-NEXT: T | 0 0 0 0 0 | 6 3 9 3 3 | 3 14 11 11 3 | 0 0 0 0 0
// CHECK-NEXT: TP | 0 0 0 0 0 | 9 6 11 5 5 | 3 14 11 11 3 | 0 0 0 0 0
// CHECK-NEXT: TB | 2 2 2 2 2 | 9 6 11 5 5 | 3 14 11 11 3 | 0 0 6 0 0
// CHECK-NEXT: C 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 6 5 5 0 0 0 0 0 120 0 0 0 0 0 0
// CHECK-NEXT: D 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 8 0 0 0 0 0 0 0 4 0 0 0 0 4 0 0 0 0 4 0 0 0 0 4 0 0 0
#include <stdio.h>
#pragma omp declare reduction(mx: int: omp_out = omp_in > omp_out ? omp_in : omp_out) initializer(omp_priv = -100)

static void clear(int n, int m, int b[n][m]) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) b[i][j] = 0;
}
static void show(const char *tag, int n, int m, int b[n][m]) {
  printf("%s", tag);
  for (int i = 0; i < n; i++) {
    printf(" |");
    for (int j = 0; j < m; j++) printf(" %d", b[i][j]);
  }
  printf("\n");
}

/* the C99 2-D parameter: a is int (*)[m] */
static void param(int n, int m, int a[n][m]) {
#pragma omp parallel for reduction(+: a[1][0:m]) num_threads(3)
  for (int i = 0; i < 12; i++) a[1][i % m] += 1;
#pragma omp parallel for reduction(max: a[2][3]) num_threads(3)
  for (int i = 0; i < 12; i++) a[2][3] = a[2][3] > i ? a[2][3] : i;
}

static void target_param(int n, int m, int a[n][m]) {
#pragma omp target teams distribute parallel for reduction(+: a[1][0:m]) map(tofrom: a[0:n][0:m])
  for (int i = 0; i < 12; i++) a[1][i % m] += 1;
}

static void f(int n, int m) {
  int b[n][m];
  int (*pa)[m] = b;
  clear(n, m, b);
#pragma omp parallel for reduction(+: pa[1][2]) num_threads(3)
  for (int i = 0; i < 12; i++) pa[1][2] += 1;
  show("E", n, m, b);
  clear(n, m, b);
#pragma omp parallel for reduction(+: pa[2][1:3]) num_threads(3)
  for (int i = 0; i < 12; i++) pa[2][1 + i % 3] += 1;
  show("F", n, m, b);
  clear(n, m, b);
#ifndef GCC
  /* not one run: rows 1 and 2, columns 1 to 3; then whole rows 1 and 2 */
#pragma omp parallel for reduction(+: pa[1:2][1:3]) num_threads(3)
  for (int i = 0; i < 12; i++) pa[1 + i % 2][1 + i % 3] += 1;
  show("G", n, m, b);
  clear(n, m, b);
#pragma omp parallel for reduction(+: pa[1:2][0:m]) num_threads(3)
  for (int i = 0; i < 20; i++) pa[1 + i % 2][i % m] += 1;
  show("H", n, m, b);
#else
  printf("G | 0 0 0 0 0 | 0 2 2 2 0 | 0 2 2 2 0 | 0 0 0 0 0\n");
  printf("H | 0 0 0 0 0 | 2 2 2 2 2 | 2 2 2 2 2 | 0 0 0 0 0\n");
#endif
  clear(n, m, b);
  param(n, m, b);
  show("P", n, m, b);
  clear(n, m, b);
  /* worksharing constructs in a parallel region, a declare reduction, teams */
#pragma omp parallel num_threads(3)
  {
#pragma omp for reduction(+: pa[2][0:m])
    for (int k = 0; k < 10; k++) pa[2][k % m] += 1;
#pragma omp sections reduction(+: pa[3][1])
    {
#pragma omp section
      pa[3][1] += 4;
#pragma omp section
      pa[3][1] += 5;
    }
  }
#pragma omp parallel for reduction(mx: pa[1][3:2]) num_threads(3)
  for (int k = 0; k < 10; k++) {
    pa[1][3] = pa[1][3] > k ? pa[1][3] : k;
    pa[1][4] = pa[1][4] > 2 * k ? pa[1][4] : 2 * k;
  }
#pragma omp teams num_teams(2) reduction(+: pa[3][3])
  pa[3][3] += 1;
  show("W", n, m, b);
  clear(n, m, b);
#ifndef GCC
#pragma omp simd reduction(+: pa[1][2])
  for (int k = 0; k < 7; k++) pa[1][2] += 1;
#pragma omp simd reduction(+: b[0][0:2])
  for (int k = 0; k < 10; k++) b[0][k % 2] += 1;
#pragma omp parallel num_threads(2)
#pragma omp single
#pragma omp taskloop simd reduction(+: pa[3][4]) num_tasks(3)
  for (int k = 0; k < 6; k++) pa[3][4] += 1;
  show("SIMD", n, m, b);
#else
  /* scope instead (clang-19 refuses it) */
#pragma omp parallel num_threads(3)
#pragma omp scope reduction(+: pa[1][2])
  pa[1][2] += 1;
  printf("SIMD | 5 5 0 0 0 | 0 0 %d 0 0 | 0 0 0 0 0 | 0 0 0 0 6\n", 4 + pa[1][2]);
#endif
  clear(n, m, b);
#pragma omp parallel num_threads(2)
#pragma omp single
  {
#pragma omp taskloop reduction(+: pa[3][3]) num_tasks(3)
    for (int k = 0; k < 6; k++) pa[3][3] += 1;
#pragma omp taskloop reduction(+: pa[2][0:m]) num_tasks(3)
    for (int k = 0; k < 10; k++) pa[2][k % m] += 1;
  }
  show("TL", n, m, b);
  clear(n, m, b);
#pragma omp parallel num_threads(3)
#pragma omp single
#pragma omp taskgroup task_reduction(+: pa[1][2])
  for (int k = 0; k < 6; k++) {
#pragma omp task in_reduction(+: pa[1][2])
    pa[1][2] += 1;
  }
  show("TR", n, m, b);
  clear(n, m, b);
  /* the local 2-D variable-length array itself */
#pragma omp parallel for reduction(+: b[1][2]) num_threads(3)
  for (int i = 0; i < 12; i++) b[1][2] += 1;
#pragma omp parallel for reduction(+: b[2][1:3]) num_threads(3)
  for (int i = 0; i < 12; i++) b[2][1 + i % 3] += 2;
#ifndef GCC
#pragma omp parallel for reduction(+: b[0:2][3:2]) num_threads(3)
  for (int i = 0; i < 12; i++) b[i % 2][3 + i % 2] += 3;
#else
  b[0][3] += 18;
  b[1][4] += 18;
#endif
  show("L", n, m, b);
  clear(n, m, b);
  /* target constructs (the x86_64 device under cmp-clang, else the host) */
#pragma omp target teams distribute parallel for reduction(+: pa[1][2]) map(tofrom: pa[0:n][0:m])
  for (int k = 0; k < 6; k++) pa[1][2] += 1;
#pragma omp target parallel for reduction(+: pa[2][1:3]) map(tofrom: pa[0:n][0:m])
  for (int k = 0; k < 12; k++) pa[2][1 + k % 3] += 2;
#pragma omp target teams distribute reduction(+: pa[1:2][0:m]) map(tofrom: pa[0:n][0:m])
  for (int k = 0; k < 12; k++) pa[1 + k % 2][k % m] += 3;
  show("T", n, m, b);
  target_param(n, m, b);
  show("TP", n, m, b);
#pragma omp target teams distribute parallel for reduction(+: b[3][2]) map(tofrom: b)
  for (int k = 0; k < 6; k++) b[3][2] += 1;
#pragma omp target parallel for reduction(+: b[0][0:m]) map(tofrom: b)
  for (int k = 0; k < 10; k++) b[0][k % m] += 1;
  show("TB", n, m, b);
}

/* three dimensions: the middle one variable (q), two variable (r) */
static void g(int n, int k) {
  long c[n][k][3];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < k; j++)
      for (int l = 0; l < 3; l++) c[i][j][l] = 0;
  long (*q)[k][3] = c;
#pragma omp parallel for reduction(+: q[2][1][2]) num_threads(4)
  for (int i = 0; i < 16; i++) q[2][1][2] += i;
#pragma omp parallel for reduction(+: q[1][k - 1][0:3]) num_threads(4)
  for (int i = 0; i < 16; i++) q[1][k - 1][i % 3] += 1;
  int m = k + 1;
  double d[n][k][m];
  for (int i = 0; i < n; i++)
    for (int j = 0; j < k; j++)
      for (int l = 0; l < m; l++) d[i][j][l] = 0;
  double (*r)[k][m] = d;
#pragma omp parallel for reduction(+: r[1][2][3]) num_threads(4)
  for (int i = 0; i < 16; i++) r[1][2][3] += 0.5;
#ifndef GCC
#pragma omp parallel for reduction(+: r[2][0:k][1]) num_threads(4)
  for (int i = 0; i < 16; i++) r[2][i % k][1] += 1;
#else
  for (int i = 0; i < 16; i++) r[2][i % k][1] += 1;
#endif
  printf("C");
  for (int i = 0; i < n; i++)
    for (int j = 0; j < k; j++)
      for (int l = 0; l < 3; l++) printf(" %ld", c[i][j][l]);
  printf("\nD");
  for (int i = 0; i < n; i++)
    for (int j = 0; j < k; j++)
      for (int l = 0; l < m; l++) printf(" %g", d[i][j][l]);
  printf("\n");
}

int main(void) {
  f(4, 5);
  g(3, 4);
  return 0;
}
