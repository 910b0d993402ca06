// requires atomic_default_mem_order gives the order of the atomic constructs without one that
// follow it; an atomic construct with a memory order clause before it is not changed by it,
// and OpenMP 5.2 §10.5 allows that (gcc-12 accepts it; clang-19 refuses it, and is not run
// here). After an atomic construct without an order the directive is refused, as clang-19
// words it (omp-requires-placement.c).
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only %s
// expected-no-diagnostics
int g, v;
void f(void) {
#pragma omp atomic seq_cst
  g++;
#pragma omp atomic read relaxed
  v = g;
#pragma omp atomic write release
  g = 1;
}
#pragma omp requires atomic_default_mem_order(acq_rel)
void h(void) {
#pragma omp atomic
  g++;
}
