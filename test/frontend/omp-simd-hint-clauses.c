// simd's hint clauses safelen, aligned and nontemporal are clauses of the simd constructs,
// checked as clang-19 checks them: ompfe dropped each with a warning before it knew the
// directive, so it accepted safelen(0), a simdlen above safelen, aligned on a non-pointer and
// all three on for, taskloop and distribute, which have no simd leaf (clang-19 and gcc-12
// refuse each). They stay hints: LLVM's vectorizer does without them.
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only %s
// RUN: %clang -fopenmp -fsyntax-only -Xclang -verify %s
void f(int *p, float *q, int n) {
  int x = 0; // expected-note {{'x' defined here}}
  float a[16];
#pragma omp simd safelen(0) // expected-error {{argument to 'safelen' clause must be a strictly positive integer value}}
  for (int k = 0; k < 4; k++) p[k] = k;
#pragma omp simd safelen(-2) // expected-error {{argument to 'safelen' clause must be a strictly positive integer value}}
  for (int k = 0; k < 4; k++) p[k] = k;
#pragma omp simd safelen(2) simdlen(4) // expected-error {{the value of 'simdlen' parameter must be less than or equal to the value of the 'safelen' parameter}}
  for (int k = 0; k < 4; k++) p[k] = k;
#pragma omp parallel for simd simdlen(8) safelen(4) // expected-error {{the value of 'simdlen' parameter must be less than or equal to the value of the 'safelen' parameter}}
  for (int k = 0; k < 4; k++) p[k] = k;
#pragma omp simd safelen(2) safelen(2) // expected-error {{directive '#pragma omp simd' cannot contain more than one 'safelen' clause}}
  for (int k = 0; k < 4; k++) p[k] = k;
#pragma omp parallel for nontemporal(p) safelen(2) aligned(p) // expected-error {{unexpected OpenMP clause 'nontemporal' in directive '#pragma omp parallel for'}} expected-error {{unexpected OpenMP clause 'safelen' in directive '#pragma omp parallel for'}} expected-error {{unexpected OpenMP clause 'aligned' in directive '#pragma omp parallel for'}}
  for (int k = 0; k < 4; k++) p[k] = k;
#pragma omp for safelen(4) // expected-error {{unexpected OpenMP clause 'safelen' in directive '#pragma omp for'}}
  for (int k = 0; k < 4; k++) p[k] = k;
#pragma omp taskloop safelen(2) // expected-error {{unexpected OpenMP clause 'safelen' in directive '#pragma omp taskloop'}}
  for (int k = 0; k < 4; k++) p[k] = k;
#pragma omp taskloop aligned(q: 16) // expected-error {{unexpected OpenMP clause 'aligned' in directive '#pragma omp taskloop'}}
  for (int k = 0; k < 4; k++) q[k] = k;
#pragma omp teams
#pragma omp distribute nontemporal(a) // expected-error {{unexpected OpenMP clause 'nontemporal' in directive '#pragma omp distribute'}}
  for (int k = 0; k < 4; k++) a[k] = k;
#pragma omp target parallel for map(tofrom: a) safelen(4) // expected-error {{unexpected OpenMP clause 'safelen' in directive '#pragma omp target parallel for'}}
  for (int k = 0; k < 4; k++) a[k] = k;
#pragma omp simd aligned(p: 0) // expected-error {{argument to 'aligned' clause must be a strictly positive integer value}}
  for (int k = 0; k < 4; k++) p[k] = k;
#pragma omp simd aligned(p: 3) // expected-warning {{aligned clause will be ignored because the requested alignment is not a power of 2}}
  for (int k = 0; k < 4; k++) p[k] = k;
#pragma omp simd aligned(x) // expected-error {{argument of aligned clause should be array or pointer, not 'int'}}
  for (int k = 0; k < 4; k++) p[k] = k;
#pragma omp simd aligned(p) aligned(q, p) // expected-error {{a variable cannot appear in more than one aligned clause}} expected-note {{defined as aligned}}
  for (int k = 0; k < 4; k++) p[k] = k;
#pragma omp simd nontemporal(p) nontemporal(p) // expected-error {{a variable cannot appear in more than one nontemporal clause}} expected-note {{defined as nontemporal}}
  for (int k = 0; k < 4; k++) p[k] = k;
  // valid: on a simd leaf, within bounds
#pragma omp simd safelen(4) simdlen(4) aligned(p, q: 16) aligned(a) nontemporal(x, a)
  for (int k = 0; k < 4; k++) p[k] = k;
#pragma omp parallel for simd safelen(8) aligned(q: 32) nontemporal(p)
  for (int k = 0; k < n; k++) q[k] = p[k];
#pragma omp taskloop simd safelen(2) nontemporal(a)
  for (int k = 0; k < 4; k++) a[k] = k;
#pragma omp target teams distribute parallel for simd safelen(4) aligned(a) map(tofrom: a)
  for (int k = 0; k < 4; k++) a[k] = k;
#pragma omp teams distribute simd safelen(16) nontemporal(a)
  for (int k = 0; k < 4; k++) a[k] = k;
}
