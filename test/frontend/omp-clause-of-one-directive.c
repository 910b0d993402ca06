// The clauses of one directive only (error's at, severity, message; depobj's destroy; allocate's
// allocator, align) on a combined construct are errors as in clang-19. They lie past the
// 64 clause kinds the admission table holds: reading the table with them shifted a 64-bit
// mask by 64 or more (undefined behaviour, found by fuzz_source; its input is in
// fuzz/regressions/fuzz_source/combined-construct-one-directive-clause).
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only %s
// RUN: %clang -fopenmp -fsyntax-only -Xclang -verify %s
int f(int *a) {
#pragma omp target teams align(2) map(tofrom: a[0:4]) // expected-error {{unexpected OpenMP clause 'align' in directive '#pragma omp target teams'}}
  a[0] = 1;
#pragma omp parallel for allocator(2) // expected-error {{unexpected OpenMP clause 'allocator' in directive '#pragma omp parallel for'}}
  for (int i = 0; i < 4; i++) a[i] = i;
#pragma omp target parallel message("m") // expected-error {{unexpected OpenMP clause 'message' in directive '#pragma omp target parallel'}}
  a[1] = 2;
  return 0;
}
