// A pointer may be a min or max reduction item (clang-19 takes them; the copies combine by
// address), not a +, -, * or bitwise one: clang-19's words, at the operator. gcc-12 refuses all.
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only %s
// RUN: %clang -fopenmp -fsyntax-only -Xclang -verify %s
void f(int *a, int n) {
  int *lo = a, *hi = a, *s = a;
#pragma omp parallel for reduction(min: lo) reduction(max: hi)
  for (int i = 0; i < n; i++) {
    if (a + i < lo) lo = a + i;
    if (a + i > hi) hi = a + i;
  }
#pragma omp parallel for reduction(+: s) // expected-error {{invalid operands to binary expression ('int *' and 'int *')}}
  for (int i = 0; i < n; i++)
    s++;
#pragma omp parallel for reduction(|: s) // expected-error {{invalid operands to binary expression ('int *' and 'int *')}}
  for (int i = 0; i < n; i++)
    s++;
}
