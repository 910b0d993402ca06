// A threadprivate or _Thread_local variable is each thread's own: it cannot be private,
// firstprivate, lastprivate, shared, linear, a reduction item or mapped (OpenMP 5.2 §5.2).
// ompfe accepted all of these; `parallel firstprivate(tp)` then gave the threads other than
// the primary the variable's initial value instead of the primary's. clang-19's words and note.
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only %s
// RUN: %clang -fopenmp -fsyntax-only -Xclang -verify %s
int tp = 5;
#pragma omp threadprivate(tp) // expected-note 9 {{defined as threadprivate or thread local}}
_Thread_local int tl; // expected-note 2 {{defined as threadprivate or thread local}}
int a[4];
#pragma omp threadprivate(a) // expected-note {{defined as threadprivate or thread local}}
void f(void) {
#pragma omp parallel firstprivate(tp) // expected-error {{threadprivate or thread local variable cannot be firstprivate}}
  tp++;
#pragma omp parallel reduction(+: tp) // expected-error {{threadprivate or thread local variable cannot be reduction}}
  tp++;
#pragma omp parallel private(tp) // expected-error {{threadprivate or thread local variable cannot be private}}
  tp++;
#pragma omp parallel shared(tp) // expected-error {{threadprivate or thread local variable cannot be shared}}
  tp++;
#pragma omp parallel for lastprivate(tp) // expected-error {{threadprivate or thread local variable cannot be lastprivate}}
  for (int i = 0; i < 4; i++) tp = i;
#pragma omp parallel for linear(tp) // expected-error {{threadprivate or thread local variable cannot be linear}}
  for (int i = 0; i < 4; i++) tp++;
#pragma omp taskgroup task_reduction(+: tp) // expected-error {{threadprivate or thread local variable cannot be reduction}}
  tp++;
#pragma omp task in_reduction(+: tp) // expected-error {{threadprivate or thread local variable cannot be reduction}}
  tp++;
#pragma omp target parallel firstprivate(tp) // expected-error {{threadprivate or thread local variable cannot be firstprivate}}
  ;
#pragma omp parallel firstprivate(tl) // expected-error {{threadprivate or thread local variable cannot be firstprivate}}
  tl++;
#pragma omp target map(tofrom: tl) // expected-error {{threadprivate variables are not allowed in 'map' clause}}
  ;
#pragma omp parallel reduction(+: a[0:2]) // expected-error {{threadprivate or thread local variable cannot be reduction}}
  a[0]++;
  // copyin, copyprivate: what threadprivate variables are for
#pragma omp parallel copyin(tp)
#pragma omp single copyprivate(tp)
  tp++;
}
