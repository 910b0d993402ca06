// What -fopenmp-simd (without -fopenmp) says about the simd directives it keeps, pinned beside
// -fopenmp's. `declare simd` is compiled as -fopenmp compiles it (docs/user-guide.md): ignored
// with the same warning, once, since ompfe makes no SIMD versions of the function (gcc-12 and
// clang-19 make them and say nothing). A task reduction on a construct reduced to its simd part
// is refused, as gcc-12 and clang-19 refuse it under -fopenmp-simd too (gcc: "invalid 'task'
// reduction modifier on construct combined with 'simd' or 'loop'"); on a construct without a
// simd or loop leaf the whole directive is ignored, modifier and all, as in gcc-12 and clang-19.
// RUN: not %ompfe -fopenmp-simd -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:
// RUN: not %ompfe -fopenmp -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=warning:

// CHECK: openmp-simd-only-diags.c:[[@LINE+1]]:13: warning: '#pragma omp declare simd' is not supported by ompfe and is ignored: its code runs sequentially [-Wsource-uses-openmp]
#pragma omp declare simd
int twice(int x) { return 2 * x; }
#pragma omp declare simd uniform(a) linear(i)
float get(const float *a, int i) { return a[i]; }

int f(const int *a) {
  int x = 0;
// CHECK: openmp-simd-only-diags.c:[[@LINE+1]]:41: error: 'reduction' clause with 'task' modifier allowed only on non-simd parallel or worksharing constructs
#pragma omp parallel for simd reduction(task, + : x)
  for (int i = 0; i < 16; i++) x += twice(a[i]);
// CHECK: openmp-simd-only-diags.c:[[@LINE+1]]:37: error: 'reduction' clause with 'task' modifier allowed only on non-simd parallel or worksharing constructs
#pragma omp parallel loop reduction(task, + : x)
  for (int i = 0; i < 16; i++) x += a[i];
#pragma omp simd reduction(+ : x)
  for (int i = 0; i < 16; i++) x += a[i];
  return x;
}
