// Clause combinations OpenMP forbids that ompfe accepted; clang-19 and gcc-12 refuse each, and
// ompfe now does so in clang-19's words and places: one variable in both to and from of a
// target update (or twice in one), mutexinoutset on taskwait, one variable in reduction and
// in_reduction of a taskloop, a nonmonotonic schedule with ordered, an atomic read that
// releases or a write that acquires, and nowait on a combined construct whose parallel leaf
// encloses the worksharing one (its region ends with the parallel region's barrier anyway).
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only %s
// RUN: %clang -fopenmp -fsyntax-only -Xclang -verify %s
void f(int n) {
  int x = 0, y = 0, v, a[8];
#pragma omp target update to(x) from(x) // expected-error {{variable can appear only once in OpenMP 'target update' construct}} expected-note {{used here}}
#pragma omp target update from(a) to(y, a) // expected-error {{variable can appear only once in OpenMP 'target update' construct}} expected-note {{used here}}
#pragma omp target update to(x, x) // expected-error {{variable can appear only once in OpenMP 'target update' construct}} expected-note {{used here}}
#pragma omp target update to(x) from(y, a[0:4])
#pragma omp taskwait depend(mutexinoutset: x) // expected-error {{'mutexinoutset' modifier not allowed in 'depend' clause on 'taskwait' directive}}
#pragma omp taskwait depend(inout: x) depend(in: y)
#pragma omp taskloop reduction(+: y) in_reduction(+: y) // expected-error {{variable can appear only once in OpenMP 'in_reduction' clause}} expected-note {{previously referenced here}}
  for (int k = 0; k < 4; k++) y += k;
#pragma omp taskloop in_reduction(+: y) reduction(+: y) // expected-error {{variable can appear only once in OpenMP 'reduction' clause}} expected-note {{previously referenced here}}
  for (int k = 0; k < 4; k++) y += k;
#pragma omp taskloop simd reduction(+: y) in_reduction(+: y) // expected-error {{variable can appear only once in OpenMP 'in_reduction' clause}} expected-note {{previously referenced here}}
  for (int k = 0; k < 4; k++) y += k;
#pragma omp taskgroup task_reduction(+: y)
#pragma omp taskloop reduction(+: x) in_reduction(+: y)
  for (int k = 0; k < 4; k++) x += y;
#pragma omp parallel for schedule(nonmonotonic: dynamic) ordered // expected-error {{'schedule' clause with 'nonmonotonic' modifier cannot be specified if an 'ordered' clause is specified}}
  for (int k = 0; k < 4; k++) {
#pragma omp ordered
    x++;
  }
#pragma omp for ordered schedule(nonmonotonic: guided, 2) // expected-error {{'schedule' clause with 'nonmonotonic' modifier cannot be specified if an 'ordered' clause is specified}}
  for (int k = 0; k < n; k++)
    ;
#pragma omp for ordered schedule(monotonic: dynamic)
  for (int k = 0; k < n; k++)
    ;
#pragma omp atomic read release // expected-error {{directive '#pragma omp atomic read' cannot be used with 'release' clause}} expected-note {{'release' clause used here}}
  v = x;
#pragma omp atomic acquire write // expected-error {{directive '#pragma omp atomic write' cannot be used with 'acquire' clause}} expected-note {{'acquire' clause used here}}
  x = 1;
#pragma omp atomic read acquire
  v = x;
#pragma omp atomic write release
  x = v;
#pragma omp atomic capture release
  v = x++;
#pragma omp parallel for nowait // expected-error {{unexpected OpenMP clause 'nowait' in directive '#pragma omp parallel for'}}
  for (int k = 0; k < n; k++)
    a[k % 8] = k;
#pragma omp parallel for simd nowait // expected-error {{unexpected OpenMP clause 'nowait' in directive '#pragma omp parallel for simd'}}
  for (int k = 0; k < n; k++)
    a[k % 8] = k;
#pragma omp parallel sections nowait // expected-error {{unexpected OpenMP clause 'nowait' in directive '#pragma omp parallel sections'}}
  { x = 1; }
#pragma omp parallel loop nowait // expected-error {{unexpected OpenMP clause 'nowait' in directive '#pragma omp parallel loop'}}
  for (int k = 0; k < n; k++)
    a[k % 8] = k;
#pragma omp target parallel for nowait map(tofrom: a) /* the target's nowait */
  for (int k = 0; k < 8; k++)
    a[k] = k;
#pragma omp taskwait
}
