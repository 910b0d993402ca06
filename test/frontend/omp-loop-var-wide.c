// RUN: not %ompfe -fopenmp -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// A loop variable wider than 64 bits (__int128) is reckoned in 128 bits, its iteration count in
// 64: a constant count beyond 2^64 - 1 is refused (clang-19 truncates it to 64 bits with a
// warning, gcc runs it); one known at run time runs at most 2^64 - 1 iterations. A _Bool one
// keeps the old words (gcc refuses it too); a volatile one is taken, as by clang-19 and gcc.
void f(long *s, __int128 lo, volatile int v) {
#pragma omp parallel for
  for (__int128 i = lo; i < lo + 100; i += 3) *s += (long)(i - lo);
#pragma omp parallel for
  // CHECK: omp-loop-var-wide.c:[[@LINE+1]]:3: error: an OpenMP loop of more than 2^64 - 1 iterations is not supported by ompfe
  for (__int128 i = 0; i <= (__int128)1 << 64; i++) *s += 1;
#pragma omp simd
  // CHECK: omp-loop-var-wide.c:[[@LINE+1]]:3: error: an OpenMP loop of more than 2^64 - 1 iterations is not supported by ompfe
  for (unsigned __int128 u = (unsigned __int128)1 << 100; u > 0; u -= 64) *s += 1;
#pragma omp for
  for (__int128 i = 0; i < ((__int128)1 << 64) - 1; i++) *s += 1;
#pragma omp for
  for (long i = 0; i < ((__int128)1 << 64) + 5; i += 2) *s += 1; /* 2^63 + 3 iterations */
#pragma omp for
  for (v = 0; v < 10; v++) *s += v;
#pragma omp simd
  // CHECK: omp-loop-var-wide.c:[[@LINE+1]]:3: error: variable must be of integer or pointer type
  for (_Bool b = 0; b < 1; b++) *s += b;
}
