// A flush with a memory order clause orders all memory and takes no list (OpenMP 5.2
// §15.8.5); ompfe accepted `#pragma omp flush(x) acquire` (and release, acq_rel), which
// clang-19 refuses in these words, at the directive with a note at the clause (gcc-12 refuses
// it too). ompfe also refuses it for seq_cst, which it takes on flush (gcc-12 does, clang-19
// does not), and in OpenMP 5.2's order `flush acquire (x)`, which gcc-12 refuses and clang-19
// reads without the list: those are not checked against clang here.
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only -DOMPFE_ONLY %s
// RUN: %clang -fopenmp -fsyntax-only -Xclang -verify %s
void f(void) {
  int x = 0, y = 0;
#pragma omp flush(x) acquire // expected-error {{'flush' directive with memory order clause 'acquire' cannot have the list}} expected-note {{memory order clause 'acquire' is specified here}}
#pragma omp flush(x, y) release // expected-error {{'flush' directive with memory order clause 'release' cannot have the list}} expected-note {{memory order clause 'release' is specified here}}
#pragma omp flush(y) acq_rel // expected-error {{'flush' directive with memory order clause 'acq_rel' cannot have the list}} expected-note {{memory order clause 'acq_rel' is specified here}}
  // valid: a list, or a memory order
#pragma omp flush(x, y)
#pragma omp flush acquire
#pragma omp flush release
#pragma omp flush acq_rel
#pragma omp flush
#ifdef OMPFE_ONLY
#pragma omp flush(x) seq_cst // expected-error {{'flush' directive with memory order clause 'seq_cst' cannot have the list}} expected-note {{memory order clause 'seq_cst' is specified here}}
#pragma omp flush acquire (x) // expected-error {{'flush' directive with memory order clause 'acquire' cannot have the list}}
#pragma omp flush seq_cst
#endif
  (void)x;
}
