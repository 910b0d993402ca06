// A variable that a target task reduces into (in_reduction) cannot be in a map clause of the
// same construct (one attribute per construct, OpenMP 5.2 §5.4); ompfe accepted
// `target in_reduction(+: y) map(tofrom: y)`, which clang-19 refuses in these words at the
// map, with a note at the in_reduction item (gcc-12 refuses it too). ompfe also refuses the
// other order, at the in_reduction item, which gcc-12 refuses and clang-19 lets pass: that is
// not checked against clang here.
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only -DOMPFE_ONLY %s
// RUN: %clang -fopenmp -fsyntax-only -Xclang -verify %s
void f(void) {
  int y = 0, z[4] = {0}, on_dev = 0;
#pragma omp taskgroup task_reduction(+: y, z)
  {
#pragma omp target in_reduction(+: y) map(tofrom: y) // expected-error {{reduction variable cannot be in a map clause in '#pragma omp target' directive}} expected-note {{defined as reduction}}
    y += 3;
#pragma omp target in_reduction(+: y) map(to: y) // expected-error {{reduction variable cannot be in a map clause in '#pragma omp target' directive}} expected-note {{defined as reduction}}
    y += 3;
#pragma omp target in_reduction(+: z) map(tofrom: z[0:2]) // expected-error {{reduction variable cannot be in a map clause in '#pragma omp target' directive}} expected-note {{defined as reduction}}
    z[0] += 3;
    // valid: other variables mapped
#pragma omp target in_reduction(+: y) map(tofrom: on_dev)
    y += on_dev;
#ifdef OMPFE_ONLY
#pragma omp target map(tofrom: y) in_reduction(+: y) // expected-error {{reduction variable cannot be in a map clause in '#pragma omp target' directive}}
    y += 3;
#endif
  }
}
