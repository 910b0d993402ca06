// order([reproducible: | unconstrained:] concurrent) is a clause of for, simd, distribute, loop
// and the combined constructs with one of them, checked as clang-19 checks it (OpenMP 5.1's
// rules): ompfe dropped it with a warning ("ignored: a hint ompfe does not use") and so took
// it on taskloop and parallel, with a kind other than concurrent, twice and beside ordered.
// The same comments are checked against clang-19.
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only -ferror-limit=0 %s
// RUN: %clang -fopenmp -fsyntax-only -ferror-limit=0 -Xclang -verify %s
#include <omp.h>

int omp_user_helper(int);   // an omp_ name is a runtime routine by clang-19's test, omp.h's or not
int OMP_Upper_Helper(int);  // in any case
int helper(int);
int total;

void valid(int n, int *a) {
  int s = 0;
#pragma omp for order(concurrent)
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp simd order(reproducible: concurrent)
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp for simd order(unconstrained:concurrent) reduction(+: total)
  for (int i = 0; i < n; i++) total += a[i];
#pragma omp loop bind(thread) order(concurrent)
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp parallel for num_threads(omp_get_max_threads()) order(concurrent) schedule(static)
  for (int i = 0; i < n; i++) a[i] = helper(i);
#pragma omp parallel for simd order(concurrent)
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp parallel loop order(concurrent)
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp taskloop simd order(concurrent)
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp teams
  {
#pragma omp distribute order(concurrent)
    for (int i = 0; i < n; i++) a[i] = i;
#pragma omp distribute parallel for simd order(concurrent)
    for (int i = 0; i < n; i++) a[i] = i;
  }
#pragma omp teams loop order(concurrent)
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp target teams distribute parallel for simd order(reproducible: concurrent) map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp target parallel loop order(concurrent) map(tofrom: a[0:n])
  for (int i = 0; i < n; i++) a[i] = i;
  // parallel (and combined constructs beginning with it), simd and loop may be nested
#pragma omp for order(concurrent)
  for (int i = 0; i < n; i++) {
#pragma omp parallel
    {
#pragma omp critical // a region nested deeper is not checked (clang-19 neither)
      s++;
    }
#pragma omp parallel for
    for (int j = 0; j < n; j++) a[j] = j;
#pragma omp parallel sections
    {
      a[0] = 0;
    }
#pragma omp parallel master
    a[0] = 1;
#pragma omp simd
    for (int j = 0; j < n; j++) a[j] = j;
#pragma omp loop
    for (int j = 0; j < n; j++) a[j] = j;
  }
  // a function called through a pointer is no runtime call by clang-19's test
  int (*thread_num)(void) = omp_get_thread_num;
#pragma omp simd order(concurrent)
  for (int i = 0; i < n; i++) a[i] = thread_num();
  a[0] = omp_get_thread_num(); // outside the construct
}

void clause_errors(int n, int *a) {
#pragma omp taskloop order(concurrent) // expected-error {{unexpected OpenMP clause 'order' in directive '#pragma omp taskloop'}}
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp masked taskloop order(concurrent) // expected-error {{unexpected OpenMP clause 'order' in directive '#pragma omp masked taskloop'}}
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp parallel order(concurrent) // expected-error {{unexpected OpenMP clause 'order' in directive '#pragma omp parallel'}}
  a[0] = 0;
#pragma omp for order(foo) // expected-error {{expected 'concurrent' in OpenMP clause 'order'}}
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp for order(reproducible: foo) // expected-error {{expected 'concurrent' in OpenMP clause 'order'}}
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp for order() // expected-error {{expected 'concurrent' in OpenMP clause 'order'}}
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp for order(reproducible) // expected-warning {{missing ':' after order modifier - ignoring}} expected-error {{expected 'concurrent' in OpenMP clause 'order'}}
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp simd order(unconstrained concurrent) // expected-warning {{missing ':' after order modifier - ignoring}}
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp for order // expected-error {{expected '(' after 'order'}}
  for (int i = 0; i < n; i++) a[i] = i;
// expected-error@+2 {{expected ')'}} expected-note@+2 {{to match this '('}}
// expected-error@+1 {{expected 'concurrent' in OpenMP clause 'order'}}
#pragma omp for order(foo: concurrent)
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp for order(concurrent, concurrent) // expected-error {{expected ')'}} expected-note {{to match this '('}}
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp for order(concurrent) order(concurrent) // expected-error {{directive '#pragma omp for' cannot contain more than one 'order' clause}}
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp parallel for simd order(concurrent) simdlen(4) order(reproducible: concurrent) // expected-error {{directive '#pragma omp parallel for simd' cannot contain more than one 'order' clause}}
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp for order(concurrent) ordered // expected-error {{'order' clause with 'concurrent' modifier cannot be specified if an 'ordered' clause is specified}} expected-note {{'ordered' clause}}
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp for ordered(1) order(reproducible: concurrent) // expected-error {{'order' clause with 'concurrent' modifier cannot be specified if an 'ordered' clause is specified}} expected-note {{'ordered' clause}}
  for (int i = 0; i < n; i++) a[i] = i;
#pragma omp parallel for simd ordered order(concurrent) // expected-error {{'order' clause with 'concurrent' modifier cannot be specified if an 'ordered' clause is specified}} expected-note {{'ordered' clause}}
  for (int i = 0; i < n; i++) a[i] = i;
}
