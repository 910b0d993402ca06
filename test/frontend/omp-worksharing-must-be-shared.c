// A worksharing construct's lastprivate writes the last iteration's value into the variable its
// parallel region shares, and its firstprivate copies from there (OpenMP 5.2 §5.4.4, §5.4.5).
// A variable private in that region (declared inside it, or named in its private,
// firstprivate, lastprivate or reduction clause) is a different variable in each thread: an
// error, in clang-19's words (before, ompfe took the program and only the thread running the
// last iteration got the value; gcc takes it so too). Shared variables, a combined construct's
// own clauses, and tasks, taskloops and simd (not worksharing) are accepted. The same comments
// pass clang-19's -verify. (Reductions: omp-reduction-shared.c.) A variable private by the
// region's default(private|firstprivate) is refused the same way (accepted before).
// RUN: %verify %s -- %ompfe -fsyntax-only -fopenmp %s
// RUN: %clang -fsyntax-only -fopenmp -Xclang -verify %s
void g(int);

void refused(int n) {
  int x = 0, y = 0, z = 0;
#pragma omp parallel private(x) firstprivate(y) reduction(+: z)
  {
    int local = 0;
#pragma omp for lastprivate(x) // expected-error {{lastprivate variable must be shared}} expected-note@16 {{defined as private}}
    for (int i = 0; i < n; i++) x = i;
#pragma omp for firstprivate(z) // expected-error {{firstprivate variable must be shared}} expected-note@16 {{defined as reduction}}
    for (int i = 0; i < n; i++) z += i;
#pragma omp for simd lastprivate(y) // expected-error {{lastprivate variable must be shared}} expected-note@16 {{defined as firstprivate}}
    for (int i = 0; i < n; i++) y = i;
#pragma omp sections lastprivate(x) // expected-error {{lastprivate variable must be shared}} expected-note@16 {{defined as private}}
    { x = 1; }
#pragma omp sections firstprivate(x) // expected-error {{firstprivate variable must be shared}} expected-note@16 {{defined as private}}
    { g(x); }
#pragma omp single firstprivate(x) // expected-error {{firstprivate variable must be shared}} expected-note@16 {{defined as private}}
    g(x);
#pragma omp for lastprivate(local) // expected-error {{lastprivate variable must be shared}} expected-note@18 {{variable with automatic storage duration is predetermined as private}}
    for (int i = 0; i < n; i++) local = i;
  }
}

// default(private) and default(firstprivate) make the variables private too (the enclosing
// region's default is applied when it ends, after the worksharing construct is checked: ompfe
// accepted these; gcc-12 refuses them as well)
void refused_by_default(int n) {
  int b = 2, s = 0;
#pragma omp parallel default(firstprivate)
  {
#pragma omp for lastprivate(b) // expected-error {{lastprivate variable must be shared}} expected-note@-2 {{implicitly determined as firstprivate}}
    for (int i = 0; i < n; i++) b = i;
#pragma omp for reduction(+: s) // expected-error {{reduction variable must be shared}} expected-note@-4 {{implicitly determined as firstprivate}}
    for (int i = 0; i < n; i++) s += i;
#pragma omp single firstprivate(b) // expected-error {{firstprivate variable must be shared}} expected-note@-6 {{implicitly determined as firstprivate}}
    g(b);
  }
#pragma omp parallel default(private) // expected-note@-10 2 {{variable with automatic storage duration is predetermined as private}}
  {
#pragma omp for lastprivate(b) // expected-error {{lastprivate variable must be shared}}
    for (int i = 0; i < n; i++) b = i;
#pragma omp sections reduction(+: s) // expected-error {{reduction variable must be shared}}
    { s = 1; }
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
#pragma omp parallel default(firstprivate) shared(w)
#pragma omp for lastprivate(w)
  for (int i = 0; i < n; i++) w = i;
  return x + y + w;
}

/* An orphaned construct (no region of its function encloses it): the function's automatic
 * variables, its parameters too, are private in whatever parallel region calls it (each thread
 * that calls it has its own); static and file-scope variables are shared. Before, ompfe took
 * the reduction and each thread reduced into its own variable only (the OpenMP Examples'
 * priv_reduction.1, an OpenMP 6.0 private reduction that gcc-12 and clang-19 refuse too). */
static int file_sum;
int orphaned(int n) {
  int s = 0, f = 1;
  static int st;
#pragma omp for reduction(+: s) // expected-error {{reduction variable must be shared}}
  for (int i = 0; i < n; i++) s += i;
#pragma omp single firstprivate(f) // expected-error {{firstprivate variable must be shared}}
  f++;
#pragma omp for reduction(+: n) // expected-error {{reduction variable must be shared}}
  for (int i = 0; i < 3; i++) n += i;
#pragma omp for reduction(+: file_sum, st)
  for (int i = 0; i < 3; i++) { file_sum += i; st += i; }
#pragma omp parallel for reduction(+: s)
  for (int i = 0; i < 3; i++) s += i;
  return s + f + st + n;
}
