// The loop construct's lastprivate clause may name only the iteration variables of the loops it
// binds (OpenMP 5.2 §11.7): ompfe took `parallel loop lastprivate(y)` of another variable (as a
// worksharing loop's lastprivate), clang-19 refuses it. Now refused in clang-19's words, with the
// directive named as written, alone, combined and inside a target region; the loops' own
// variables (collapsed ones included) are accepted. The same comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only -fopenmp %s
// RUN: %clang -fsyntax-only -fopenmp -Xclang -verify %s
void f(int n) {
  int y = 0, i, j;
#pragma omp parallel loop lastprivate(y) // expected-error {{only loop iteration variables are allowed in 'lastprivate' clause in 'omp parallel loop' directives}}
  for (i = 0; i < n; i++) y = i;
#pragma omp parallel
  {
#pragma omp loop lastprivate(j) // expected-error {{only loop iteration variables are allowed in 'lastprivate' clause in 'omp loop' directives}}
    for (i = 0; i < n; i++) j = i;
#pragma omp loop lastprivate(i)
    for (i = 0; i < n; i++) y += i;
  }
#pragma omp target teams loop lastprivate(y) collapse(2) // expected-error {{only loop iteration variables are allowed in 'lastprivate' clause in 'omp target teams loop' directives}}
  for (i = 0; i < n; i++)
    for (j = 0; j < 3; j++) y = i;
#pragma omp target parallel loop lastprivate(i, y) map(tofrom: y) // expected-error {{only loop iteration variables are allowed in 'lastprivate' clause in 'omp target parallel loop' directives}}
  for (i = 0; i < n; i++) y = i;
#pragma omp teams loop lastprivate(i, j) collapse(2)
  for (i = 0; i < n; i++)
    for (j = 0; j < 3; j++) ;
}
