// RUN: %cmp-clang %s %t
// RUN: %cmp-clang %s %t -O2
// RUN: %ompcc -fopenmp %s -o %t.host -lm && %t.host | FileCheck %s
// Covers: how min and max reductions combine two values that compare equal (-0.0 and 0.0) or
// unordered (a NaN): as gcc-12 and clang-19 do, `x = x < copy ? x : copy` (min) and
// `x = x > copy ? x : copy` (max), so the copy wins a tie and a NaN on either side wins over the
// variable. ompcc kept the variable: a NaN variable stayed NaN whatever the loop found, a NaN
// copy was dropped, and min(-0.0 variable, 0.0 found) stayed -0.0 (gcc-12 and clang-19: 0.0).
// The combinations are deterministic: every copy holds the same value.
#include <math.h>
#include <omp.h>
#include <stdio.h>

static void show(const char *what, double x) {
  if (isnan(x)) printf("%s nan\n", what);
  else printf("%s %s%g\n", what, signbit(x) ? "-" : "+", fabs(x));
}

int main(void) {
  int team = 0;
  double mn = NAN, mx = NAN;
  #pragma omp parallel for reduction(min: mn) reduction(max: mx) reduction(+: team) num_threads(4) schedule(static, 1)
  for (int i = 0; i < 4; i++) { mn = 3; mx = 3; team += omp_get_thread_num() == i; }
  // CHECK: team 4
  printf("team %d\n", team);
  // CHECK-NEXT: nan-var-min +3
  // CHECK-NEXT: nan-var-max +3
  show("nan-var-min", mn);
  show("nan-var-max", mx);

  double cmn = 5, cmx = 5;
  float fmn = 5, fmx = 5;
  #pragma omp parallel for reduction(min: cmn, fmn) reduction(max: cmx, fmx) num_threads(4) schedule(static, 1)
  for (int i = 0; i < 4; i++) { cmn = NAN; cmx = NAN; fmn = NAN; fmx = NAN; }
  // CHECK-NEXT: nan-copy-min nan
  // CHECK-NEXT: nan-copy-max nan
  // CHECK-NEXT: nan-copy-fmin nan
  // CHECK-NEXT: nan-copy-fmax nan
  show("nan-copy-min", cmn);
  show("nan-copy-max", cmx);
  show("nan-copy-fmin", fmn);
  show("nan-copy-fmax", fmx);

  double zmn = -0.0, zmx = 0.0;
  #pragma omp parallel for reduction(min: zmn) reduction(max: zmx) num_threads(4) schedule(static, 1)
  for (int i = 0; i < 4; i++) { zmn = 0.0; zmx = -0.0; }
  // CHECK-NEXT: zero-min +0
  // CHECK-NEXT: zero-max -0
  show("zero-min", zmn);
  show("zero-max", zmx);

  double smn = NAN;
  #pragma omp simd reduction(min: smn)
  for (int i = 0; i < 8; i++) smn = 2;
  // CHECK-NEXT: simd-min +2
  show("simd-min", smn);

  double tmx = NAN;
  #pragma omp parallel num_threads(2)
  #pragma omp single
  #pragma omp taskloop reduction(max: tmx) num_tasks(3)
  for (int i = 0; i < 6; i++) tmx = -0.0;
  // CHECK-NEXT: taskloop-max -0
  show("taskloop-max", tmx);

  double dmn = NAN, dmx = 0.0;
  #pragma omp target teams distribute parallel for reduction(min: dmn) reduction(max: dmx) num_teams(2) map(tofrom: dmn, dmx)
  for (int i = 0; i < 64; i++) { dmn = 1; dmx = -0.0; }
  // CHECK-NEXT: target-min +1
  // CHECK-NEXT: target-max -0
  show("target-min", dmn);
  show("target-max", dmx);
  return 0;
}
