// One data-sharing attribute per variable and construct (OpenMP 5.2 §5.4): a variable named by
// two data-sharing clauses of one construct (firstprivate with lastprivate aside) is an error at
// the second, with a note at the first, in clang-19's words; before, ompfe kept the first
// clause and silently dropped the second (a reduction after private did not reduce). The same
// comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only -fopenmp %s
// RUN: %clang -fsyntax-only -fopenmp -Xclang -verify %s
int g(int);

void conflicts(int n) {
  int t = 0, a[4] = {0};
#pragma omp parallel shared(t) reduction(+: t) // expected-error {{shared variable cannot be reduction}} expected-note {{defined as shared}}
  t++;
#pragma omp parallel reduction(+: t) shared(t) // expected-error {{reduction variable cannot be shared}} expected-note {{defined as reduction}}
  t++;
#pragma omp parallel reduction(+: t) reduction(max: t) // expected-error {{variable can appear only once in OpenMP 'reduction' clause}} expected-note {{previously referenced here}}
  t++;
#pragma omp parallel private(t) reduction(+: t) // expected-error {{private variable cannot be reduction}} expected-note {{defined as private}}
  t++;
#pragma omp parallel firstprivate(t) reduction(+: t) // expected-error {{firstprivate variable cannot be reduction}} expected-note {{defined as firstprivate}}
  t++;
#pragma omp parallel
  {
#pragma omp for lastprivate(t) reduction(+: t) // expected-error {{lastprivate variable cannot be reduction}} expected-note {{defined as lastprivate}}
    for (int i = 0; i < n; i++) t += i;
#pragma omp for private(t) lastprivate(t) // expected-error {{private variable cannot be lastprivate}} expected-note {{defined as private}}
    for (int i = 0; i < n; i++) t += i;
#pragma omp for linear(t) private(t) // expected-error {{linear variable cannot be private}} expected-note {{defined as linear}}
    for (int i = 0; i < n; i++) t += i;
#pragma omp for firstprivate(t) lastprivate(t)
    for (int i = 0; i < n; i++) t += i;
#pragma omp for lastprivate(a) firstprivate(a)
    for (int i = 0; i < n; i++) a[i % 4] = g(a[0]);
  }
#pragma omp parallel for reduction(+: t) private(t) // expected-error {{reduction variable cannot be private}} expected-note {{defined as reduction}}
  for (int i = 0; i < n; i++) t += i;
}

// A combined construct is one directive: clauses that went to different leaves conflict too.
void across_leaves(int n) {
  int t = 0;
#pragma omp parallel for shared(t) private(t) // expected-error {{shared variable cannot be private}} expected-note {{defined as shared}}
  for (int i = 0; i < n; i++) t = i;
#pragma omp parallel for shared(t) reduction(+: t) // expected-error {{shared variable cannot be reduction}} expected-note {{defined as shared}}
  for (int i = 0; i < n; i++) t += i;
#pragma omp parallel sections shared(t) lastprivate(t) // expected-error {{shared variable cannot be lastprivate}} expected-note {{defined as shared}}
  { t = 1; }
#pragma omp target teams distribute parallel for shared(t) firstprivate(t) // expected-error {{shared variable cannot be firstprivate}} expected-note {{defined as shared}}
  for (int i = 0; i < n; i++) t = i;
#pragma omp teams distribute shared(t) lastprivate(t) // expected-error {{shared variable cannot be lastprivate}} expected-note {{defined as shared}}
  for (int i = 0; i < n; i++) t = i;
  // not conflicts: private goes to the innermost leaf, the map to the target leaf
#pragma omp target parallel for map(tofrom: t) private(t)
  for (int i = 0; i < n; i++) t = i;
#pragma omp parallel for firstprivate(t) lastprivate(t)
  for (int i = 0; i < n; i++) t += i;
}
