// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t -DCLANG19_CAPTURE_BUGS -latomic -lm
// RUN: %repeat-run %t.ompcc 10
// RUN: %ompfe -fopenmp -emit-llvm -S %s -o - | FileCheck %s
// Covers: atomic compare (OpenMP 5.1): min and max as `x = e < x ? e : x` and `if (e < x) { x = e; }`
// on int, unsigned (an explicit cast in both places), double with seq_cst and acq_rel; `==`
// with d, each capture form (old value, new value, old value where it failed, the result r),
// and a long double under the atomic lock; `weak` on an equality (5.1: the compare may fail
// spuriously; a strong one is one such). A team of 4 updates the same variables; a claim
// counter moved only by successful compares ends equal to the number of successes.
// clang-19 gets two capture forms wrong (`{ cond-update v = x; }` stores the old value, and
// `{ r = x == e; if (r) ... }` never stores r), and its `compare weak` never stores either (which
// the letter allows: a weak comparison may fail spuriously, but on x86 gcc's and ompfe's never
// do): they are compared with gcc only.
#include <omp.h>
#include <stdio.h>
int main(void) {
  int mx = -1000, mn = 1000, eqx = 0, hits = 0, r, v;
  unsigned umx = 0;
  double dmx = -1.0, dmn = 1e9;
  int team = 0;
#pragma omp parallel num_threads(4) private(r, v)
  {
#pragma omp single
    team = omp_get_num_threads();
#pragma omp for
    for (int i = 0; i < 1000; i++) {
      int val = (i * 37) % 1001 - 500;
#pragma omp atomic compare
      mx = mx < val ? val : mx;
#pragma omp atomic compare
      if (val < mn) { mn = val; }
#pragma omp atomic compare
      if (umx < (unsigned)i) { umx = (unsigned)i; }
#pragma omp atomic compare seq_cst
      dmx = dmx < val * 0.5 ? val * 0.5 : dmx;
#pragma omp atomic compare acq_rel
      if (dmn > val * 0.25) { dmn = val * 0.25; }
    }
    /* each thread claims slots in turn: eqx counts up only through successful compares */
    for (int k = 0; k < 200; k++) {
      int seen;
#pragma omp atomic read
      seen = eqx;
#pragma omp atomic compare capture
      { r = eqx == seen; if (r) { eqx = seen + 1; } else { v = eqx; } }
      if (r) {
#pragma omp atomic
        hits++;
      } else if (v <= seen) {
        printf("capture on failure is wrong: %d <= %d\n", v, seen);
      }
    }
  }
  /* the capture forms, one thread */
  int x = 5, e = 5, d = 9, got = -1, res = -1;
#pragma omp atomic compare capture
  { got = x; if (x == e) { x = d; } }
  printf("old-capture got=%d x=%d\n", got, x);
#ifndef CLANG19_CAPTURE_BUGS /* clang-19's weak compare never stores (w stays 3) */
  int w = 3;
#pragma omp atomic compare weak
  if (w == 3) { w = 4; }
  printf("weak w=%d\n", w);
#endif
#ifndef CLANG19_CAPTURE_BUGS
#pragma omp atomic compare capture
  { if (x < 20) { x = 20; } got = x; }
#else
  x = got = 20;
#endif
  printf("new-capture got=%d x=%d\n", got, x);
#pragma omp atomic compare capture
  if (x == 3) { x = 4; } else { got = x; }
  printf("fail-capture got=%d x=%d\n", got, x);
  got = -7;
#pragma omp atomic compare capture
  if (x == 20) { x = 4; } else { got = x; }
  printf("success-no-capture got=%d x=%d\n", got, x);
#ifndef CLANG19_CAPTURE_BUGS
#pragma omp atomic compare capture
  { res = x == 4; if (res) { x = 11; } }
#else
  res = 1, x = 11;
#endif
  printf("r-capture res=%d x=%d\n", res, x);
#pragma omp atomic compare
  x = x == 11 ? 12 : x;
#pragma omp atomic compare
  x = x > 100 ? 100 : x;
#pragma omp atomic compare capture
  { got = x; x = 3 < x ? 3 : x; }
  printf("x=%d got=%d\n", x, got);
  long double ld = 1.5L;
#pragma omp atomic compare
  if (ld < 2.5L) { ld = 2.5L; }
  printf("ld=%Lg\n", ld);
  printf("team=%d mx=%d mn=%d umx=%u dmx=%g dmn=%g claims_counted=%d\n", team, mx, mn, umx, dmx, dmn, eqx == hits && hits >= 200);
  return 0;
}
// CHECK-LABEL: define internal void @main.omp_outlined
// the conditional update: an atomic load, the comparison as written (on the old value kept
// in a hidden variable), a compare-exchange only where it holds
// CHECK: [[OLD:%.*]] = load atomic i32, ptr [[MX:%.*]] monotonic, align 4
// CHECK: icmp slt i32
// CHECK: cmpxchg ptr [[MX]], i32 [[OLD]], i32 {{%.*}} monotonic monotonic
// CHECK: load atomic i32, ptr {{%.*}} monotonic
// CHECK: icmp slt i32
// CHECK: load atomic i32, ptr {{%.*}} monotonic
// CHECK: icmp ult i32
// seq_cst: where the condition fails, x is still read-modify-written (old to old)
// CHECK: [[D:%.*]] = load atomic double, ptr [[DMX:%.*]] monotonic, align 8
// CHECK: fcmp olt double
// CHECK: cmpxchg ptr [[DMX]], i64 {{%.*}}, i64 {{%.*}} seq_cst seq_cst
// CHECK: store double [[D]], ptr
// CHECK-NEXT: [[K1:%.*]] = bitcast double [[D]] to i64
// CHECK-NEXT: [[K2:%.*]] = bitcast double [[D]] to i64
// CHECK-NEXT: cmpxchg ptr [[DMX]], i64 [[K2]], i64 [[K1]] seq_cst seq_cst
// CHECK: fcmp ogt double
// CHECK: cmpxchg ptr {{%.*}}, i64 {{%.*}}, i64 {{%.*}} acq_rel acquire
