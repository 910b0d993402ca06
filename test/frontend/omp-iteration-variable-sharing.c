// The iteration variables of a loop construct's loops are predetermined private (linear in a
// simd loop of one, lastprivate in a simd nest): shared, firstprivate and reduction may not name
// them, on any leaf of the construct, nor linear but in a simd loop of one. ompfe accepted
// these; clang-19 refuses each, at the variable where its loop sets it, with a note at the
// clause (gcc-12 refuses firstprivate and linear). With linear(i), ompfe built a parallel
// loop whose i after it was garbage.
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only %s
// RUN: %clang -fopenmp -fsyntax-only -Xclang -verify %s
void f(int *a) {
  int i, j;
#pragma omp parallel for shared(i) // expected-note {{defined as shared}}
  for (i = 0; i < 4; i++) a[i] = i; // expected-error {{loop iteration variable in the associated loop of 'omp parallel for' directive may not be shared, predetermined as private}}
#pragma omp parallel for reduction(+: i) // expected-note {{defined as reduction}}
  for (i = 0; i < 4; i++) a[i] = i; // expected-error {{loop iteration variable in the associated loop of 'omp parallel for' directive may not be reduction, predetermined as private}}
#pragma omp parallel for firstprivate(i) // expected-note {{defined as firstprivate}}
  for (i = 0; i < 4; i++) a[i] = i; // expected-error {{loop iteration variable in the associated loop of 'omp parallel for' directive may not be firstprivate, predetermined as private}}
#pragma omp parallel
#pragma omp for firstprivate(i) // expected-note {{defined as firstprivate}}
  for (i = 0; i < 4; i++) a[i] = i; // expected-error {{loop iteration variable in the associated loop of 'omp for' directive may not be firstprivate, predetermined as private}}
#pragma omp parallel for collapse(2) firstprivate(j) // expected-note {{defined as firstprivate}}
  for (i = 0; i < 4; i++)
    for (j = 0; j < 4; j++) a[i] = j; // expected-error {{loop iteration variable in the associated loop of 'omp parallel for' directive may not be firstprivate, predetermined as private}}
#pragma omp simd reduction(+: i) // expected-note {{defined as reduction}}
  for (i = 0; i < 4; i++) a[i] = i; // expected-error {{loop iteration variable in the associated loop of 'omp simd' directive may not be reduction, predetermined as linear}}
#pragma omp parallel for simd firstprivate(i) // expected-note {{defined as firstprivate}}
  for (i = 0; i < 4; i++) a[i] = i; // expected-error {{loop iteration variable in the associated loop of 'omp parallel for simd' directive may not be firstprivate, predetermined as linear}}
#pragma omp taskloop firstprivate(i) // expected-note {{defined as firstprivate}}
  for (i = 0; i < 4; i++) a[i] = i; // expected-error {{loop iteration variable in the associated loop of 'omp taskloop' directive may not be firstprivate, predetermined as private}}
#pragma omp target teams distribute firstprivate(i) map(tofrom: a[0:4]) // expected-note {{defined as firstprivate}}
  for (i = 0; i < 4; i++) a[i] = i; // expected-error {{loop iteration variable in the associated loop of 'omp target teams distribute' directive may not be firstprivate, predetermined as private}}
#pragma omp parallel for linear(i) num_threads(2) // expected-note {{defined as linear}}
  for (i = 0; i < 7; i++) a[i] = i; // expected-error {{loop iteration variable in the associated loop of 'omp parallel for' directive may not be linear, predetermined as private}}
#pragma omp parallel
#pragma omp for linear(i: 2) // expected-note {{defined as linear}}
  for (i = 0; i < 7; i++) a[i] = i; // expected-error {{loop iteration variable in the associated loop of 'omp for' directive may not be linear, predetermined as private}}
#pragma omp parallel for collapse(2) linear(j) // expected-note {{defined as linear}}
  for (i = 0; i < 4; i++)
    for (j = 0; j < 4; j++) a[i] = j; // expected-error {{loop iteration variable in the associated loop of 'omp parallel for' directive may not be linear, predetermined as private}}
#pragma omp simd collapse(2) linear(i) // expected-note {{defined as linear}}
  for (i = 0; i < 4; i++) // expected-error {{loop iteration variable in the associated loop of 'omp simd' directive may not be linear, predetermined as lastprivate}}
    for (j = 0; j < 4; j++) a[i] = j;
#pragma omp parallel for simd collapse(2) linear(j) // expected-note {{defined as linear}}
  for (i = 0; i < 4; i++)
    for (j = 0; j < 4; j++) a[i] = j; // expected-error {{loop iteration variable in the associated loop of 'omp parallel for simd' directive may not be linear, predetermined as lastprivate}}
  // linear names it in a simd loop of one (it is so already)
#pragma omp simd linear(i)
  for (i = 0; i < 4; i++) a[i] = i;
#pragma omp parallel for simd linear(i)
  for (i = 0; i < 4; i++) a[i] = i;
#pragma omp target teams distribute simd linear(i) map(tofrom: a[0:4])
  for (i = 0; i < 4; i++) a[i] = i;
  // private and lastprivate may name them; an inner loop's variable (not collapsed) is the body's
#pragma omp parallel for lastprivate(i)
  for (i = 0; i < 4; i++) a[i] = i;
#pragma omp parallel for private(i)
  for (i = 0; i < 4; i++) a[i] = i;
#pragma omp parallel for firstprivate(j)
  for (i = 0; i < 4; i++)
    for (j = 0; j < 4; j++) a[i] = j;
#pragma omp parallel shared(i)
#pragma omp for
  for (i = 0; i < 4; i++) a[i] = i;
}
