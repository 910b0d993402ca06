// RUN: not %ompfe -fopenmp -fsyntax-only %s 2>&1 | FileCheck %s
// A loop variable wider than 64 bits: ompfe counts iterations in 64 bits and refuses it, saying
// so (it said "variable must be of integer or pointer type", untrue of __int128); clang-19
// narrows it with a warning, gcc takes it. A _Bool one keeps the old words (gcc refuses it too).
void f(long *s, __int128 lo) {
#pragma omp parallel for
  // CHECK: omp-loop-var-wide.c:[[@LINE+1]]:3: error: a loop variable of type '__int128', wider than 64 bits, is not supported by ompfe
  for (__int128 i = lo; i < lo + 100; i += 3) *s += (long)(i - lo);
#pragma omp simd
  // CHECK: omp-loop-var-wide.c:[[@LINE+1]]:3: error: variable must be of integer or pointer type
  for (_Bool b = 0; b < 1; b++) *s += b;
}
