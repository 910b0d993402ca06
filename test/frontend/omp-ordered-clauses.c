// The ordered construct's threads and simd clauses (OpenMP 4.5) are taken on ordered only:
// `ordered simd` must be closely nested in a simd loop, `ordered threads` (like a plain
// ordered region) in a worksharing loop with the ordered clause; elsewhere the words are no
// clauses. They were unknown clauses before.
// RUN: %ompfe -fopenmp -fsyntax-only %s
// RUN: not %ompfe -fopenmp -fsyntax-only -DBAD %s 2>&1 | FileCheck %s
void f(int n, int *a) {
#pragma omp simd
  for (int i = 0; i < n; i++) {
#pragma omp ordered simd
    a[i] = i;
  }
#pragma omp parallel for ordered
  for (int i = 0; i < n; i++) {
#pragma omp ordered threads
    a[i] = i;
  }
#ifdef BAD
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
    // CHECK: omp-ordered-clauses.c:[[@LINE+1]]:1: error: region cannot be closely nested inside 'parallel for' region; perhaps you forget to enclose 'omp ordered' directive into a for or a parallel for region with 'ordered' clause?
#pragma omp ordered simd
    a[i] = i;
  }
#pragma omp simd
  for (int i = 0; i < n; i++) {
    // CHECK: omp-ordered-clauses.c:[[@LINE+1]]:1: error: OpenMP constructs may not be nested inside a simd region except for ordered simd, simd, scan, or atomic directive
#pragma omp ordered threads
    a[i] = i;
  }
  // CHECK: omp-ordered-clauses.c:[[@LINE+1]]:26: error: unexpected OpenMP clause 'threads' in directive '#pragma omp parallel for'
#pragma omp parallel for threads
  for (int i = 0; i < n; i++)
    a[i] = i;
#endif
}
