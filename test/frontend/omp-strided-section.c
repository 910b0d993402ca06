// OpenMP 5.0's strided array sections are an error at the stride's ':' (they were a syntax
// error, "expected ']'"). clang-19 takes `target update from(a[0:10:2])` and copies a[0:10]
// whole, not every second element: a silent wrong result ompfe does not copy.
// RUN: not %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -fsyntax-only %s 2>&1 | FileCheck %s
void f(int *a, int n) {
  // CHECK: omp-strided-section.c:[[@LINE+1]]:41: error: strided array sections ('[lower:length:stride]') are not supported by ompfe
#pragma omp target update from(a[0 : 10 : 2])
  // CHECK: omp-strided-section.c:[[@LINE+1]]:36: error: strided array sections ('[lower:length:stride]') are not supported by ompfe
#pragma omp target update to(a[: n : 2])
  // CHECK-NOT: error
}
