// Where ompfe's checks of order(concurrent) follow OpenMP 5.1 and clang-19's do not (the rest is
// omp-order-clause.c, checked against both). 5.1 §2.11.3 lets combined constructs that begin
// with parallel stand in the region, clang-19 only some of them (it refuses parallel masked,
// parallel masked taskloop and parallel loop); a construct's clauses are evaluated before its
// region, and clang-19 refuses a runtime call in one only when it is written after order.
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only %s
// RUN: not %clang -fopenmp -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=CLANG
// expected-no-diagnostics
#include <omp.h>

void f(int n, int *a) {
#pragma omp for order(concurrent)
  for (int i = 0; i < n; i++) {
// CLANG: omp-order-clause-spec.c:[[@LINE+1]]:1: error: construct 'parallel masked' not allowed in a region associated with a directive with 'order' clause
#pragma omp parallel masked
    a[i] = i;
// CLANG: omp-order-clause-spec.c:[[@LINE+1]]:1: error: construct 'parallel masked taskloop' not allowed in a region associated with a directive with 'order' clause
#pragma omp parallel masked taskloop
    for (int j = 0; j < n; j++) a[j] = j;
// CLANG: omp-order-clause-spec.c:[[@LINE+1]]:1: error: construct 'parallel loop' not allowed in a region associated with a directive with 'order' clause
#pragma omp parallel loop
    for (int j = 0; j < n; j++) a[j] = j;
  }
// CLANG: omp-order-clause-spec.c:[[@LINE+1]]:75: error: calls to OpenMP runtime API are not allowed within a region that corresponds to a construct with an order clause that specifies concurrent
#pragma omp parallel for order(concurrent) num_threads(omp_get_max_threads())
  for (int i = 0; i < n; i++) a[i] = i;
}
// CLANG: 4 errors generated.
