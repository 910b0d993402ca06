// A variable in two task_reduction clauses of one taskgroup (or twice in one) would be
// combined twice, in no order; ompfe accepted it, which clang-19 refuses in these words (gcc-12
// refuses it too). Different variables, and a section of one array, stay accepted. Two
// sections of one array are refused, as ompfe refuses them in two reduction clauses (gcc-12
// too; clang-19 takes disjoint ones): that form is not checked against clang here.
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only -DOMPFE_ONLY %s
// RUN: %clang -fopenmp -fsyntax-only -Xclang -verify %s
void f(void) {
  int x = 1, y = 2, a[4] = {0};
#pragma omp taskgroup task_reduction(+: x) task_reduction(*: x) // expected-error {{variable can appear only once in OpenMP 'task_reduction' clause}} expected-note {{previously referenced here}}
  x++;
#pragma omp taskgroup task_reduction(+: x, y, x) // expected-error {{variable can appear only once in OpenMP 'task_reduction' clause}} expected-note {{previously referenced here}}
  x++;
#pragma omp taskgroup task_reduction(+: x) task_reduction(+: x) // expected-error {{variable can appear only once in OpenMP 'task_reduction' clause}} expected-note {{previously referenced here}}
  x++;
  // valid
#pragma omp taskgroup task_reduction(+: x) task_reduction(*: y) task_reduction(max: a[1:2])
  x++;
#pragma omp taskgroup task_reduction(+: x)
  {
#pragma omp taskgroup task_reduction(*: x)
    x++;
  }
#ifdef OMPFE_ONLY
#pragma omp taskgroup task_reduction(+: a[0:2]) task_reduction(+: a[2:2]) // expected-error {{variable can appear only once in OpenMP 'task_reduction' clause}} expected-note {{previously referenced here}}
  x++;
#endif
}
