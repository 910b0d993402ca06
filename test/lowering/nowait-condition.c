// OpenMP 6.0's nowait(do_not_synchronize): a constant condition is decided here (true: no
// closing barrier, as plain nowait; false: as if no nowait were written), one known only at run
// time branches around the construct's closing barrier (and, on a target construct, between a
// deferred target task and a launch in place: e2e/data/tgt_nowait_condition.c). On the target
// data constructs a condition must be a constant, and nowait's other misuses are errors at the
// item.
// RUN: %ompfe -fopenmp -emit-llvm -S %s -o - | FileCheck %s
// RUN: not %ompfe -fopenmp -fopenmp-targets=%offload-triple -fsyntax-only -DERRORS %s 2>&1 | FileCheck %s --check-prefix=ERR
#ifndef ERRORS
void loops(int *a, int n, int c) {
#pragma omp parallel
  {
    // CHECK-LABEL: define internal void @loops.omp_outlined.0(
    // the first loop's barrier, before the second loop starts; none after the second
    // CHECK: call void @__kmpc_for_static_init_8u(
    // CHECK: call void @__kmpc_barrier(
    // CHECK: call void @__kmpc_for_static_init_8u(
    // CHECK-NOT: call void @__kmpc_barrier(
    // CHECK: call void @__kmpc_for_static_init_8u(
#pragma omp for nowait(0)
    for (int i = 0; i < n; i++) a[i] = i;
#pragma omp for nowait(1 + 1)
    for (int i = 0; i < n; i++) a[i] += i;
    // the third's: c tested where the loop ends, the barrier where it is false
    // CHECK: call void @__kmpc_for_static_fini(
    // CHECK: %[[C:.*]] = icmp ne i32 %{{.*}}, 0
    // CHECK-NEXT: br i1 %[[C]], label %[[AFTER:.*]], label %[[WAIT:.*]]
    // CHECK: [[WAIT]]:
    // CHECK-NEXT: load
    // CHECK-NEXT: call void @__kmpc_barrier(
    // CHECK-NEXT: br label %[[AFTER]]
#pragma omp for nowait(c)
    for (int i = 0; i < n; i++) a[i] -= i;
  }
}
#else
struct S { int x; };
void errors(int *a, int c, struct S s) {
  // ERR: nowait-condition.c:[[@LINE+1]]:45: error: a 'nowait' condition that is not a constant is not supported by ompfe on '#pragma omp target update'
#pragma omp target update to(a[0:1]) nowait(c)
  // ERR: nowait-condition.c:[[@LINE+1]]:54: error: a 'nowait' condition that is not a constant is not supported by ompfe on '#pragma omp target enter data'
#pragma omp target enter data map(to: a[0:1]) nowait(c)
  // ERR-NOT: on '#pragma omp target'
  // ERR-NOT: on '#pragma omp target parallel for'
#pragma omp target map(tofrom: a[0:1]) nowait(c) /* target constructs take it (e2e/data/tgt_nowait_condition.c) */
  a[0] = 1;
#pragma omp target parallel for nowait(c)
  for (int i = 0; i < 4; i++) a[0] = i;
  // ERR: nowait-condition.c:[[@LINE+1]]:27: error: statement requires expression of scalar type ('struct S' invalid)
#pragma omp single nowait(s)
  a[0] = 2;
  // ERR: nowait-condition.c:[[@LINE+1]]:30: error: directive '#pragma omp single' cannot contain more than one 'nowait' clause
#pragma omp single nowait(0) nowait
  a[0] = 3;
#pragma omp target nowait(1) map(tofrom: a[0:1]) /* a constant: taken */
  a[0] = 4;
#pragma omp taskwait
}
#endif
