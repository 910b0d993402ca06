// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %repeat-run %t.ompcc 10
// clang-19's build gets this program wrong now and then (in 60 runs: "parallel for +" and the
// taskloop's sums off, min/max/* at times), so the offload build is checked against the serial
// sums the program computes, not against clang-19's output:
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t.dev
// RUN: env OMP_TARGET_OFFLOAD=MANDATORY %t.dev | FileCheck %s
// RUN: %repeat-run %t.dev 5
// CHECK: reproducer: 0 9 10
// CHECK-NEXT: parallel for +: {{.*}} as the serial run
// CHECK-NEXT: parallel for min/max/*: {{.*}} as the serial run
// CHECK-NEXT: pointer to arrays: {{.*}} as the serial run
// CHECK-NEXT: sections/taskloop/teams: {{.*}} as the serial run
// CHECK-NEXT: task_reduction/in_reduction: {{.*}} as the serial run
// CHECK-NEXT: span: [0 0] [-100 110] [-100 110] [-100 110]
// CHECK-NEXT: target teams distribute parallel for: {{.*}} as the serial run
// CHECK-NEXT: all as the serial runs
// Covers: reductions over array elements and multi-dimensional array sections whose
// elements are one run (inner dimensions whole): a[3] (an element: a section of length 1),
// m[1:2][0:5], m[1][1:3] and pm[3][2] (a subscript, then a section or an
// element), s[1:2][0:3][0:4] (three dimensions), and sections of a pointer to arrays
// pm[1:2][0:5] (a private buffer, the pointer placed so that pm[i][j] reaches it); with +,
// min, max, * and a declare reduction; on parallel for, parallel sections, taskloop, teams
// distribute, task_reduction/in_reduction, and a target teams construct on the offload device
// (simd: reduction_noncontiguous_sections.c, as gcc's build gets it wrong; scope and rows
// m[2:2]: reduction_section_rows_scope.c, as clang-19 refuses them). Four threads add into
// the same elements; the serial sums are printed
// beside, and elements outside the sections must stay as they were.
#include <stdio.h>

typedef struct { int lo, hi; } Range;
#pragma omp declare reduction(span : Range : omp_out.lo = omp_in.lo < omp_out.lo ? omp_in.lo : omp_out.lo, \
                                              omp_out.hi = omp_in.hi > omp_out.hi ? omp_in.hi : omp_out.hi) \
    initializer(omp_priv = (Range){1000000, -1000000})

static int m[4][5], a[8], s[3][3][4];
static int ref_m[4][5], ref_a[8], ref_s[3][3][4];

static void fill(void) {
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 5; j++) m[i][j] = ref_m[i][j] = 100 * i + j;
  for (int i = 0; i < 8; i++) a[i] = ref_a[i] = i;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++)
      for (int k = 0; k < 4; k++) s[i][j][k] = ref_s[i][j][k] = i + j + k;
}

static int same(const char *what) {
  int bad = 0;
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 5; j++) bad += m[i][j] != ref_m[i][j];
  for (int i = 0; i < 8; i++) bad += a[i] != ref_a[i];
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++)
      for (int k = 0; k < 4; k++) bad += s[i][j][k] != ref_s[i][j][k];
  printf("%s: m[1][0]=%d m[2][4]=%d m[3][2]=%d a[3]=%d s[1][2][3]=%d s[2][0][0]=%d %s\n", what, m[1][0], m[2][4], m[3][2], a[3],
         s[1][2][3], s[2][0][0], bad ? "DIFFERS from the serial run" : "as the serial run");
  return bad != 0;
}

int main(void) {
  int fails = 0;
  enum { N = 997 };

  /* the reproducer: expected 0 9 10 */
  {
    int mm[4][5] = {{0}}, aa[8] = {0};
#pragma omp parallel for num_threads(4) reduction(+ : mm[1:2][0:5]) reduction(+ : aa[3])
    for (int i = 0; i < 10; i++) { mm[1 + i % 2][i % 5] += i; aa[3] += 1; }
    printf("reproducer: %d %d %d\n", mm[1][0], mm[2][4], aa[3]);
  }

  fill();
#pragma omp parallel for num_threads(4) reduction(+ : m[1:2][0:5], a[3]) reduction(+ : s[1:2][0:3][0:4])
  for (int i = 0; i < N; i++) {
    m[1 + i % 2][i % 5] += i;
    a[3] += 1;
    s[1 + i % 2][i % 3][i % 4] += i % 7;
  }
  for (int i = 0; i < N; i++) {
    ref_m[1 + i % 2][i % 5] += i;
    ref_a[3] += 1;
    ref_s[1 + i % 2][i % 3][i % 4] += i % 7;
  }
  fails += same("parallel for +");

  fill();
#pragma omp parallel for num_threads(4) reduction(min : m[2:2][0:5]) reduction(max : a[5]) reduction(* : s[0][1][2])
  for (int i = 0; i < N; i++) {
    int v = (i * 37) % 1001 - 500;
    if (v < m[2 + i % 2][i % 5]) m[2 + i % 2][i % 5] = v;
    if (i > a[5]) a[5] = i;
    if (i % 100 == 0) s[0][1][2] *= 2;
  }
  for (int i = 0; i < N; i++) {
    int v = (i * 37) % 1001 - 500;
    if (v < ref_m[2 + i % 2][i % 5]) ref_m[2 + i % 2][i % 5] = v;
    if (i > ref_a[5]) ref_a[5] = i;
    if (i % 100 == 0) ref_s[0][1][2] *= 2;
  }
#pragma omp parallel for num_threads(4) reduction(max : m[1][1:3])
  for (int i = 0; i < N; i++) {
    int v = (i * 37) % 1001 - 500;
    if (v > m[1][1 + i % 3]) m[1][1 + i % 3] = v;
  }
  for (int i = 0; i < N; i++) {
    int v = (i * 37) % 1001 - 500;
    if (v > ref_m[1][1 + i % 3]) ref_m[1][1 + i % 3] = v;
  }
  fails += same("parallel for min/max/*");

  /* a pointer to arrays: the section is a private buffer */
  fill();
  int (*pm)[5] = m;
#pragma omp parallel for num_threads(4) reduction(+ : pm[1:2][0:5])
  for (int i = 0; i < N; i++) pm[1 + i % 2][i % 5] += 2;
  for (int i = 0; i < N; i++) ref_m[1 + i % 2][i % 5] += 2;
#pragma omp parallel for num_threads(4) reduction(+ : pm[3][2])
  for (int i = 0; i < N; i++) pm[3][2] += 1;
  for (int i = 0; i < N; i++) ref_m[3][2] += 1;
  fails += same("pointer to arrays");

  /* parallel sections, taskloop, teams distribute */
  fill();
#pragma omp parallel sections num_threads(4) reduction(+ : m[1:2][0:5])
  {
#pragma omp section
    m[1][0] += 5;
#pragma omp section
    m[2][4] += 7;
#pragma omp section
    m[1][0] += 11;
  }
  ref_m[1][0] += 16;
  ref_m[2][4] += 7;
#pragma omp parallel num_threads(4)
#pragma omp single
#pragma omp taskloop reduction(+ : m[0:2][0:5]) grainsize(10)
  for (int i = 0; i < N; i++) m[i % 2][i % 5] += 3;
  for (int i = 0; i < N; i++) ref_m[i % 2][i % 5] += 3;
#pragma omp teams distribute reduction(+ : s[0:2][0:3][0:4])
  for (int i = 0; i < N; i++) s[i % 2][i % 3][i % 4] += 1;
  for (int i = 0; i < N; i++) ref_s[i % 2][i % 3][i % 4] += 1;
  fails += same("sections/taskloop/teams");

  /* task_reduction and in_reduction */
  fill();
#pragma omp parallel num_threads(4)
#pragma omp single
#pragma omp taskgroup task_reduction(+ : m[1:2][0:5], a[6])
  for (int i = 0; i < 100; i++) {
#pragma omp task in_reduction(+ : m[1:2][0:5], a[6]) firstprivate(i)
    {
      m[1 + i % 2][i % 5] += i;
      a[6] += 1;
    }
  }
  for (int i = 0; i < 100; i++) {
    ref_m[1 + i % 2][i % 5] += i;
    ref_a[6] += 1;
  }
  fails += same("task_reduction/in_reduction");

  /* a declare reduction over a section of records */
  Range r[3][4];
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 4; j++) r[i][j] = (Range){0, 0};
#pragma omp parallel for num_threads(4) reduction(span : r[1:2][0:4])
  for (int i = 0; i < N; i++) {
    Range *x = &r[1 + i % 2][i % 4];
    int v = (i * 53) % 211 - 100;
    if (v < x->lo) x->lo = v;
    if (v > x->hi) x->hi = v;
  }
  printf("span: [%d %d] [%d %d] [%d %d] [%d %d]\n", r[0][0].lo, r[0][0].hi, r[1][0].lo, r[1][0].hi, r[2][3].lo, r[2][3].hi,
         r[1][2].lo, r[1][2].hi);

  /* on the offload device (local arrays: clang-19's device image has no globals that are
   * not declared target) */
  {
    int tm[4][5] = {{0}}, ta[8] = {0}, want_m[4][5] = {{0}}, want_a[8] = {0}, bad = 0;
#pragma omp target teams distribute parallel for num_teams(2) num_threads(4) reduction(+ : tm[1:2][0:5], ta[3]) map(tofrom : tm, ta)
    for (int i = 0; i < N; i++) {
      tm[1 + i % 2][i % 5] += i;
      ta[3] += 1;
    }
    for (int i = 0; i < N; i++) {
      want_m[1 + i % 2][i % 5] += i;
      want_a[3] += 1;
    }
    for (int i = 0; i < 20; i++) bad += tm[i / 5][i % 5] != want_m[i / 5][i % 5];
    for (int i = 0; i < 8; i++) bad += ta[i] != want_a[i];
    printf("target teams distribute parallel for: tm[1][0]=%d tm[2][4]=%d ta[3]=%d %s\n", tm[1][0], tm[2][4], ta[3],
           bad ? "DIFFERS from the serial run" : "as the serial run");
    fails += bad != 0;
  }
  printf("%s\n", fails ? "FAILED" : "all as the serial runs");
  return 0;
}
