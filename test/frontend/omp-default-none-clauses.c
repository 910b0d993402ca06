// default(none) asks for every variable the region uses, and the clauses of the constructs
// inside it are evaluated there (OpenMP 5.2 §5.1.1): a chunk size, a loop bound, num_threads,
// if, final, priority, grainsize, num_tasks, a section's bounds, aligned's pointer. ompfe missed
// those of the leaves inside a combined construct (`parallel for default(none) schedule(static,
// n)`, which clang-19 and gcc refuse) and the simd hints (aligned, nontemporal) of a nested simd
// construct, reported at the default clause. Those clang-19 evaluates before the nearest
// outlined leaf (a linear step, filter, an allocator, a simd leaf's if, nontemporal in a
// combined construct) and a construct's own clauses (`parallel for default(none)
// num_threads(t)`) are not in its region. The same comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only -ferror-limit=0 %s
// RUN: %clang -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s
#include <omp.h>
void use(int);

void chunk(int n, int s, int t, int c, int k) {
  // expected-note@+1 {{explicit data sharing attribute requested here}}
#pragma omp parallel for default(none) schedule(static, n) // expected-error {{variable 'n' must have explicitly specified data sharing attributes}}
  for (int i = 0; i < 10; i++) use(i);
  // expected-note@+1 {{explicit data sharing attribute requested here}}
#pragma omp target teams distribute default(none) dist_schedule(static, s) num_teams(t) thread_limit(k) // expected-error {{variable 's' must have explicitly specified data sharing attributes}}
  for (int i = 0; i < 10; i++) use(i);
  // the construct's own clauses are evaluated before its region
#pragma omp parallel for default(none) num_threads(t) if(c)
  for (int i = 0; i < 10; i++) use(i);
}

void teams_leaves(int t, int c, int n, int s) {
  // expected-note@+1 4 {{explicit data sharing attribute requested here}}
#pragma omp teams distribute parallel for default(none) num_threads(t) if(c) schedule(static, n) dist_schedule(static, s) // expected-error {{variable 't' must}} expected-error {{variable 'c' must}} expected-error {{variable 'n' must}} expected-error {{variable 's' must}}
  for (int i = 0; i < 10; i++) use(i);
}

void teams_simd_if(int c) {
  // expected-note@+1 {{explicit data sharing attribute requested here}}
#pragma omp teams distribute parallel for simd default(none) if(simd: c) // expected-error {{variable 'c' must}}
  for (int i = 0; i < 10; i++) use(i);
}

void sections_of_reductions(int r[10], int lo, int hi, int q, int p) {
  // expected-note@+1 2 {{explicit data sharing attribute requested here}}
#pragma omp parallel for default(none) reduction(+: r[lo:hi]) linear(q: p) // expected-error {{variable 'lo' must}} expected-error {{variable 'hi' must}}
  for (int i = 0; i < 10; i++) use(i);
}

void taskloop_leaves(int z, int d, int g, int w, int f, int y) {
  // expected-note@+1 3 {{explicit data sharing attribute requested here}}
#pragma omp parallel masked taskloop default(none) grainsize(z) final(d) priority(g) // expected-error {{variable 'z' must}} expected-error {{variable 'd' must}} expected-error {{variable 'g' must}}
  for (int i = 0; i < 10; i++) use(i);
  // expected-note@+1 {{explicit data sharing attribute requested here}}
#pragma omp parallel masked taskloop default(none) num_tasks(w) filter(f) // expected-error {{variable 'w' must}}
  for (int i = 0; i < 10; i++) use(i);
  // expected-note@+1 {{explicit data sharing attribute requested here}}
#pragma omp parallel masked taskloop simd default(none) if(y) // expected-error {{variable 'y' must}}
  for (int i = 0; i < 10; i++) use(i);
#pragma omp taskloop simd default(none) num_tasks(z) if(simd: y)
  for (int i = 0; i < 10; i++) use(i);
}

void simd_hints(int *a, int *b, int c, int q, int p) {
  // expected-note@+1 {{explicit data sharing attribute requested here}}
#pragma omp parallel for simd default(none) aligned(a: 8) nontemporal(b) if(c) linear(q: p) // expected-error {{variable 'a' must}}
  for (int i = 0; i < 10; i++) use(i);
  // expected-note@+1 2 {{explicit data sharing attribute requested here}}
#pragma omp parallel default(none)
#pragma omp simd aligned(a: 8) nontemporal(b) // expected-error {{variable 'a' must}} expected-error {{variable 'b' must}}
  for (int i = 0; i < 10; i++) use(i);
  // expected-note@+1 {{explicit data sharing attribute requested here}}
#pragma omp parallel default(none) shared(q)
#pragma omp simd linear(q: p) // expected-error {{variable 'p' must}}
  for (int i = 0; i < 10; i++) use(i);
}

void nested(int n, int lo, int hi, int m, int *a, omp_allocator_handle_t al, int f) {
  // expected-note@+1 6 {{explicit data sharing attribute requested here}}
#pragma omp parallel default(none) shared(a)
  {
#pragma omp for schedule(static, n) // expected-error {{variable 'n' must}}
    for (int i = 0; i < 10; i++) use(i);
#pragma omp for
    for (int i = lo; i < hi; i++) use(i); // expected-error {{variable 'lo' must}} expected-error {{variable 'hi' must}}
#pragma omp target map(tofrom: a[0:m]) device(n) // expected-error {{variable 'm' must}}
    a[0] = 1;
#pragma omp task allocate(al: lo) private(lo) // expected-error {{variable 'al' must}}
    use(1);
#pragma omp masked filter(f) // expected-error {{variable 'f' must}}
    use(1);
  }
  // the allocator in a combined construct is evaluated before the parallel region
#pragma omp parallel masked taskloop default(none) private(n) allocate(al: n)
  for (int i = 0; i < 10; i++) use(i);
}
