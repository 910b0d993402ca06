// The atomic, critical and flush misuses ompfe accepted, refused as clang-19 words them: an
// atomic read or write of a structure (which ran under the atomic lock; gcc-12 refuses it
// too), two memory orders on one atomic or flush, flush relaxed, a hint that is not a constant
// (a synchronization hint is fixed at compile time) and a hint on an unnamed critical. flush
// seq_cst stays accepted, as gcc-12 does (OpenMP 5.2 allows it; clang-19 refuses it), and so
// does critical hint(0), omp_sync_hint_none (gcc-12 accepts it, clang-19 does not): neither is
// checked against clang here.
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only %s
// RUN: %clang -fopenmp -fsyntax-only -Xclang -verify %s
struct S { int a; };
void f(int h) {
  int x = 0, y = 1;
  struct S s, t;
#pragma omp atomic write
  s = t; // expected-error {{the statement for 'atomic write' must be an expression statement of form 'x = expr;', where x is a lvalue expression with scalar type}} expected-note {{expected expression of scalar type}}
#pragma omp atomic read
  s = t; // expected-error {{the statement for 'atomic read' must be an expression statement of form 'v = x;', where v and x are both lvalue expressions with scalar type}} expected-note {{expected expression of scalar type}}
#pragma omp atomic read
  x = y;
#pragma omp atomic seq_cst relaxed // expected-error {{directive '#pragma omp atomic' cannot contain more than one 'seq_cst', 'relaxed', 'acq_rel', 'acquire' or 'release' clause}} expected-note {{'seq_cst' clause used here}}
  x++;
#pragma omp atomic release release // expected-error {{directive '#pragma omp atomic' cannot contain more than one 'release' clause}}
  x++;
#pragma omp atomic hint(h) // expected-error {{expression is not an integer constant expression}}
  x++;
#pragma omp atomic hint(2)
  x++;
#pragma omp critical hint(1) // expected-error {{the name of the construct must be specified in presence of 'hint' clause}}
  x++;
#pragma omp critical (c) hint(h) // expected-error {{expression is not an integer constant expression}}
  x++;
#pragma omp critical (d) hint(1)
  x++;
#pragma omp flush relaxed // expected-error {{unexpected OpenMP clause 'relaxed' in directive '#pragma omp flush'}}
#pragma omp flush acquire release // expected-error {{directive '#pragma omp flush' cannot contain more than one 'acq_rel', 'acquire' or 'release' clause}} expected-note {{'acquire' clause used here}}
#pragma omp flush acq_rel
}
