// What a program requires holds for the whole translation unit: ompfe accepted `#pragma omp
// requires` in a function body, which clang-19 refuses in these words at the directive name
// (gcc-12: "may only be used at file scope"), and `requires atomic_default_mem_order(...)`
// after an atomic construct that it would have given an order to, which clang-19 refuses at
// the requires directive, with a note at that atomic construct (gcc-12 refuses it too).
// OpenMP 5.2 §10.5 (and gcc-12, flang) count an atomic construct without a memory order
// clause only; clang-19 counts any, so an atomic construct with one stays accepted
// (omp-requires-ordered-atomic.c, not checked against clang).
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only %s
// RUN: %clang -fopenmp -fsyntax-only -Xclang -verify %s
#pragma omp requires dynamic_allocators
int g;
void f(void) {
#pragma omp requires unified_address // expected-error {{unexpected OpenMP directive '#pragma omp requires'}}
  {
#pragma omp requires dynamic_allocators // expected-error {{unexpected OpenMP directive '#pragma omp requires'}}
  }
#pragma omp atomic // expected-note {{'atomic' previously encountered here}}
  g++;
}
#pragma omp requires atomic_default_mem_order(seq_cst) // expected-error {{'atomic' region encountered before requires directive with 'atomic_default_mem_order' clause}}
