// A constant argument OpenMP bounds below (strictly positive: num_threads, num_teams,
// thread_limit, grainsize, num_tasks, a schedule's chunk, collapse, ordered(n), simdlen;
// non-negative: priority, device, hint) out of its bounds is an error, in clang-19's words
// and at its argument; ompfe accepted num_threads(0), num_teams(0), thread_limit(-1),
// priority(-1), grainsize(0) (a division by zero when the taskloop ran), num_tasks(strict: 0),
// device(-5) and hint(-1) silently. A value known only at run time is the program's affair.
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only %s
// RUN: %clang -fopenmp -fsyntax-only -Xclang -verify %s
int f(int n, int *a) {
#pragma omp parallel num_threads(0) // expected-error {{argument to 'num_threads' clause must be a strictly positive integer value}}
  ;
#pragma omp parallel num_threads(-1) // expected-error {{argument to 'num_threads' clause must be a strictly positive integer value}}
  ;
#pragma omp teams num_teams(0) // expected-error {{argument to 'num_teams' clause must be a strictly positive integer value}}
  ;
#pragma omp teams thread_limit(0) // expected-error {{argument to 'thread_limit' clause must be a strictly positive integer value}}
  ;
#pragma omp target thread_limit(-1) // expected-error {{argument to 'thread_limit' clause must be a strictly positive integer value}}
  ;
#pragma omp target teams num_teams(2 - 2) thread_limit(-(4)) // expected-error {{argument to 'num_teams' clause must be a strictly positive integer value}} expected-error {{argument to 'thread_limit' clause must be a strictly positive integer value}}
  ;
#pragma omp task priority(-1) // expected-error {{argument to 'priority' clause must be a non-negative integer value}}
  ;
#pragma omp taskloop grainsize(0) // expected-error {{argument to 'grainsize' clause must be a strictly positive integer value}}
  for (int i = 0; i < 4; i++) a[i] = i;
#pragma omp taskloop num_tasks(strict: 0) // expected-error {{argument to 'num_tasks' clause must be a strictly positive integer value}}
  for (int i = 0; i < 4; i++) a[i] = i;
#pragma omp target device(-5) // expected-error {{argument to 'device' clause must be a non-negative integer value}}
  ;
#pragma omp target parallel device(device_num: -1) num_threads(-3) // expected-error {{argument to 'device' clause must be a non-negative integer value}} expected-error {{argument to 'num_threads' clause must be a strictly positive integer value}}
  ;
#pragma omp critical (c) hint(-1) // expected-error {{argument to 'hint' clause must be a non-negative integer value}}
  ;
#pragma omp target teams distribute parallel for num_teams(-1) num_threads(0) // expected-error {{argument to 'num_teams' clause must be a strictly positive integer value}} expected-error {{argument to 'num_threads' clause must be a strictly positive integer value}}
  for (int i = 0; i < 4; i++) a[i] = i;
#pragma omp parallel for schedule(dynamic, 0) // expected-error {{argument to 'schedule' clause must be a strictly positive integer value}}
  for (int i = 0; i < 4; i++) a[i] = i;
#pragma omp simd simdlen(0) // expected-error {{argument to 'simdlen' clause must be a strictly positive integer value}}
  for (int i = 0; i < 4; i++) a[i] = i;
  // the bounds themselves, and values known at run time, are accepted
#pragma omp parallel num_threads(1)
  ;
#pragma omp task priority(0)
  ;
#pragma omp target device(0)
  ;
#pragma omp taskloop grainsize(n - 5)
  for (int i = 0; i < 4; i++) a[i] = i;
#pragma omp taskloop num_tasks(-n)
  for (int i = 0; i < 4; i++) a[i] = i;
#pragma omp parallel num_threads(n - 4)
  ;
  return 0;
}
