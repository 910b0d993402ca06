// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t -latomic
// RUN: %repeat-run %t.ompcc 10
// RUN: %ompfe -fopenmp -emit-llvm -S %s -o - | FileCheck %s
// Covers: atomic update (++, op=, x = x op e, x = e op x; int, unsigned char, long, float,
// double, a structure member, an array element), capture (v = x++, { v = x; x = ...; }),
// read, write, seq_cst, and a long double update, which runs under the atomic lock (clang-19
// calls libatomic for it: -latomic); 4
// threads race on every one of them.
// The forms atomic instructions serve are compare-exchange loops, not locks:
// CHECK: @.gomp_critical_user_.atomic_reduction.var = common global
// CHECK: store atomic double 1.250000e+00, ptr %{{[0-9]+}} monotonic
// CHECK: load atomic double, ptr %{{[0-9]+}} monotonic
// CHECK-COUNT-10: cmpxchg
// CHECK-NOT: cmpxchg
#include <omp.h>
#include <stdio.h>
struct S { int a; double d; } s = {0, 0};
int main(void) {
  int count = 0, arr[4] = {0}, cap_old[2000], cap_new = 0, maxv = 0;
  long prod = 1;
  double sum = 0, rd = 0;
  float f = 0;
  unsigned char uc = 0;
  long double ld = 0;
#pragma omp parallel for num_threads(4)
  for (int i = 0; i < 2000; i++) {
#pragma omp atomic
    count++;
#pragma omp atomic update
    arr[i % 4] += i;
#pragma omp atomic
    sum += 0.5;
#pragma omp atomic
    f = f + 1.0f;
#pragma omp atomic
    uc += 1;
#pragma omp atomic
    s.a -= 1;
#pragma omp atomic seq_cst
    s.d = 2.0 + s.d;
#pragma omp atomic capture
    cap_old[i] = count++;
#pragma omp atomic capture
    { cap_new = maxv; maxv = maxv + i; }
#pragma omp atomic
    ld += 1;
    if (i % 500 == 0) {
#pragma omp atomic
      prod *= 2;
    }
  }
#pragma omp atomic write
  rd = 1.25;
  double got;
#pragma omp atomic read
  got = rd;
  long seen = 0;
  for (int i = 0; i < 2000; i++) seen += cap_old[i];
  printf("%d %d %d %d %d %.1f %.1f %d %d %.1f %ld %.2f %d %.0Lf %d\n", count, arr[0], arr[1], arr[2], arr[3], sum, f, uc, s.a, s.d, prod, got, maxv, ld, seen > 0);
  return 0;
}
