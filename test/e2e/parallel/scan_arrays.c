// RUN: %ompcc -fopenmp %s -o %t.host && env OMP_NUM_THREADS=4 %t.host | FileCheck %s
// RUN: env OMP_NUM_THREADS=3 %t.host | FileCheck %s
// RUN: %repeat-run %t.host 10
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t.dev && env OMP_TARGET_OFFLOAD=MANDATORY %t.dev | FileCheck %s
// Covers: whole arrays in scan reductions (`reduction(inscan, op: arr)` with `#pragma omp scan
// inclusive(arr)` / `exclusive(arr)`), each element its own prefix: a 1-D int array with +,
// a 2-D double array with max, and a declare reduction over an array of records; on parallel
// for (4 and 3 threads), simd, parallel for simd, and a parallel for in a target region on the offload
// device. Each result is compared with a serial prefix computed beside it.
// Not compared with the other compilers: clang-19's build gets the arrays wrong (x[1] of
// `x[0] += i; x[1] += 2 * i;` ends as 5246, not 9900) and gcc 12 stops with an internal error.
// Before, ompfe refused whole arrays ("arrays and array sections in inscan reductions are not
// supported").
#include <stdio.h>

enum { N = 200 };
typedef struct { int lo, hi; } Span;
#pragma omp declare reduction(widen : Span : omp_out.lo = omp_in.lo < omp_out.lo ? omp_in.lo : omp_out.lo, \
                                               omp_out.hi = omp_in.hi > omp_out.hi ? omp_in.hi : omp_out.hi) \
    initializer(omp_priv = (Span){1 << 30, -(1 << 30)})

static int in_sum[N][2], ex_sum[N][2], simd_sum[N][2], fs_sum[N][2];
static double in_max[N][2][2];
static Span spans[N][2];

static int value(int i, int k) { return (i * 37 + k * 11) % 23 - 11; }

int main(void) {
  int bad = 0;
  int s[2] = {5, -5};
#pragma omp parallel for reduction(inscan, + : s)
  for (int i = 0; i < N; i++) {
    s[0] += value(i, 0);
    s[1] += value(i, 1);
#pragma omp scan inclusive(s)
    in_sum[i][0] = s[0], in_sum[i][1] = s[1];
  }
  int r[2] = {5, -5};
  for (int i = 0; i < N; i++)
    for (int k = 0; k < 2; k++) bad += in_sum[i][k] != (r[k] += value(i, k));
  bad += s[0] != r[0] || s[1] != r[1];
  printf("parallel for inclusive +: %d %d %s\n", s[0], s[1], bad ? "DIFFERS" : "as the serial prefix");
  // CHECK: parallel for inclusive +: {{.*}} as the serial prefix

  bad = 0;
  int x[2] = {0, 0};
#pragma omp parallel for reduction(inscan, + : x)
  for (int i = 0; i < N; i++) {
    ex_sum[i][0] = x[0], ex_sum[i][1] = x[1];
#pragma omp scan exclusive(x)
    x[0] += i;
    x[1] += 2 * i;
  }
  for (int i = 0, a = 0, b = 0; i < N; a += i, b += 2 * i, i++) bad += ex_sum[i][0] != a || ex_sum[i][1] != b;
  bad += x[0] != N * (N - 1) / 2 || x[1] != N * (N - 1);
  printf("parallel for exclusive +: %d %d %s\n", x[0], x[1], bad ? "DIFFERS" : "as the serial prefix");
  // CHECK: parallel for exclusive +: 19900 39800 as the serial prefix

  bad = 0;
  double m[2][2] = {{-1e9, -1e9}, {0, -1e9}};
#pragma omp parallel for reduction(inscan, max : m)
  for (int i = 0; i < N; i++) {
    for (int k = 0; k < 4; k++)
      if (value(i, k) * 1.5 > m[k / 2][k % 2]) m[k / 2][k % 2] = value(i, k) * 1.5;
#pragma omp scan inclusive(m)
    for (int k = 0; k < 4; k++) in_max[i][k / 2][k % 2] = m[k / 2][k % 2];
  }
  double rm[4] = {-1e9, -1e9, 0, -1e9};
  for (int i = 0; i < N; i++)
    for (int k = 0; k < 4; k++) {
      if (value(i, k) * 1.5 > rm[k]) rm[k] = value(i, k) * 1.5;
      bad += in_max[i][k / 2][k % 2] != rm[k];
    }
  printf("parallel for inclusive max, 2-D: %g %g %g %g %s\n", m[0][0], m[0][1], m[1][0], m[1][1], bad ? "DIFFERS" : "as the serial prefix");
  // CHECK: parallel for inclusive max, 2-D: {{.*}} as the serial prefix

  bad = 0;
  Span sp[2] = {{0, 0}, {100, 100}};
#pragma omp parallel for reduction(inscan, widen : sp)
  for (int i = 0; i < N; i++) {
    for (int k = 0; k < 2; k++) {
      int v = value(i, k) * 10;
      if (v < sp[k].lo) sp[k].lo = v;
      if (v > sp[k].hi) sp[k].hi = v;
    }
#pragma omp scan inclusive(sp)
    spans[i][0] = sp[0], spans[i][1] = sp[1];
  }
  Span rs[2] = {{0, 0}, {100, 100}};
  for (int i = 0; i < N; i++)
    for (int k = 0; k < 2; k++) {
      int v = value(i, k) * 10;
      if (v < rs[k].lo) rs[k].lo = v;
      if (v > rs[k].hi) rs[k].hi = v;
      bad += spans[i][k].lo != rs[k].lo || spans[i][k].hi != rs[k].hi;
    }
  printf("parallel for declare reduction: [%d %d] [%d %d] %s\n", sp[0].lo, sp[0].hi, sp[1].lo, sp[1].hi, bad ? "DIFFERS" : "as the serial prefix");
  // CHECK: parallel for declare reduction: [-110 110] [-110 110] as the serial prefix

  bad = 0;
  int y[2] = {1, 2}, z[2] = {3, 4};
#pragma omp simd reduction(inscan, + : y)
  for (int i = 0; i < N; i++) {
    simd_sum[i][0] = y[0], simd_sum[i][1] = y[1];
#pragma omp scan exclusive(y)
    y[0] += value(i, 0), y[1] += value(i, 1);
  }
#pragma omp parallel for simd reduction(inscan, + : z)
  for (int i = 0; i < N; i++) {
    z[0] += value(i, 2), z[1] += value(i, 3);
#pragma omp scan inclusive(z)
    fs_sum[i][0] = z[0], fs_sum[i][1] = z[1];
  }
  int ry[2] = {1, 2}, rz[2] = {3, 4};
  for (int i = 0; i < N; i++)
    for (int k = 0; k < 2; k++) {
      bad += simd_sum[i][k] != ry[k];
      ry[k] += value(i, k);
      bad += fs_sum[i][k] != (rz[k] += value(i, k + 2));
    }
  bad += y[0] != ry[0] || y[1] != ry[1] || z[0] != rz[0] || z[1] != rz[1];
  printf("simd exclusive, parallel for simd inclusive: %d %d %d %d %s\n", y[0], y[1], z[0], z[1], bad ? "DIFFERS" : "as the serial prefix");
  // CHECK: simd exclusive, parallel for simd inclusive: {{.*}} as the serial prefix

  /* on the offload device */
  int dev[N][2], t[2] = {7, 8};
#pragma omp target map(tofrom : t) map(from : dev)
#pragma omp parallel for num_threads(4) reduction(inscan, + : t)
  for (int i = 0; i < N; i++) {
    t[0] += i % 5, t[1] -= i % 3;
#pragma omp scan inclusive(t)
    dev[i][0] = t[0], dev[i][1] = t[1];
  }
  bad = 0;
  for (int i = 0, a = 7, b = 8; i < N; i++) {
    a += i % 5, b -= i % 3;
    bad += dev[i][0] != a || dev[i][1] != b;
  }
  printf("target, parallel for inclusive +: %d %d %s\n", t[0], t[1], bad ? "DIFFERS" : "as the serial prefix");
  // CHECK: target, parallel for inclusive +: 407 -191 as the serial prefix
  return 0;
}
