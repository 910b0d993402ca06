// A loop construct bound to a teams region (by bind(teams) or by being closely nested in teams)
// takes no reduction clause: clang-19 refuses it at the directive in these words. ompfe said
// "unexpected OpenMP clause 'reduction' in directive '#pragma omp loop'", as though loop took no
// reduction at all. A loop bound to a parallel region or a thread, and the combined teams loop,
// still take it. The same comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only %s
// RUN: %clang -fopenmp -fsyntax-only -Xclang -verify %s
int f(void) {
  int s = 0;
#pragma omp target teams map(tofrom : s)
  {
#pragma omp loop bind(teams) reduction(+ : s) // expected-error {{'reduction' clause not allowed with '#pragma omp loop bind(teams)'}}
    for (int a = 0; a < 6; a++) s += a;
  }
#pragma omp teams
  {
#pragma omp loop reduction(+ : s) // expected-error {{'reduction' clause not allowed with '#pragma omp loop bind(teams)'}}
    for (int a = 0; a < 6; a++) s += a;
  }
#pragma omp teams loop reduction(+ : s)
  for (int a = 0; a < 6; a++) s += a;
#pragma omp parallel
  {
#pragma omp loop reduction(+ : s)
    for (int a = 0; a < 6; a++) s += a;
#pragma omp loop bind(parallel) reduction(+ : s)
    for (int a = 0; a < 6; a++) s += a;
  }
#pragma omp loop bind(thread) reduction(+ : s)
  for (int a = 0; a < 6; a++) s += a;
  return s;
}
