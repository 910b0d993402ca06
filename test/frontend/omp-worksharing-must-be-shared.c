// A worksharing construct's lastprivate writes the last iteration's value into the variable its
// parallel region shares, and its firstprivate copies from there (OpenMP 5.2 §5.4.4, §5.4.5).
// A variable private in that region (declared inside it, or named in its private,
// firstprivate, lastprivate or reduction clause) is a different variable in each thread: an
// error, in clang-19's words (before, ompfe took the program and only the thread running the
// last iteration got the value; gcc takes it so too). Shared variables, a combined construct's
// own clauses, and tasks, taskloops and simd (not worksharing) are accepted. The same comments
// pass clang-19's -verify. (Reductions: omp-reduction-shared.c.)
// RUN: %verify %s -- %ompfe -fsyntax-only -fopenmp %s
// RUN: %clang -fsyntax-only -fopenmp -Xclang -verify %s
void g(int);

void refused(int n) {
  int x = 0, y = 0, z = 0;
#pragma omp parallel private(x) firstprivate(y) reduction(+: z)
  {
    int local = 0;
#pragma omp for lastprivate(x) // expected-error {{lastprivate variable must be shared}} expected-note@15 {{defined as private}}
    for (int i = 0; i < n; i++) x = i;
#pragma omp for firstprivate(z) // expected-error {{firstprivate variable must be shared}} expected-note@15 {{defined as reduction}}
    for (int i = 0; i < n; i++) z += i;
#pragma omp for simd lastprivate(y) // expected-error {{lastprivate variable must be shared}} expected-note@15 {{defined as firstprivate}}
    for (int i = 0; i < n; i++) y = i;
#pragma omp sections lastprivate(x) // expected-error {{lastprivate variable must be shared}} expected-note@15 {{defined as private}}
    { x = 1; }
#pragma omp sections firstprivate(x) // expected-error {{firstprivate variable must be shared}} expected-note@15 {{defined as private}}
    { g(x); }
#pragma omp single firstprivate(x) // expected-error {{firstprivate variable must be shared}} expected-note@15 {{defined as private}}
    g(x);
#pragma omp for lastprivate(local) // expected-error {{lastprivate variable must be shared}} expected-note@17 {{variable with automatic storage duration is predetermined as private}}
    for (int i = 0; i < n; i++) local = i;
  }
}

int accepted(int n) {
  int x = 0, y = 0, w = 0;
#pragma omp parallel private(x)
  {
#pragma omp for lastprivate(w) firstprivate(y)
    for (int i = 0; i < n; i++) w = y + i;
#pragma omp task firstprivate(x)
    g(x);
#pragma omp simd lastprivate(x)
    for (int i = 0; i < n; i++) x = i;
#pragma omp taskloop lastprivate(x)
    for (int i = 0; i < n; i++) x = i;
  }
#pragma omp parallel for firstprivate(x) lastprivate(x)
  for (int i = 0; i < n; i++) x += i;
#pragma omp parallel sections firstprivate(x) lastprivate(y)
  { y = x; }
#pragma omp parallel private(x)
#pragma omp parallel for firstprivate(x) lastprivate(x)
  for (int i = 0; i < n; i++) x += i;
  return x + y + w;
}
