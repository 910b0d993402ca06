// The errors of `#pragma omp tile` and `#pragma omp unroll` (OpenMP 5.1), as clang-19 gives
// them: sizes that are not positive integers, a missing or repeated sizes clause, a nest not
// deep enough or not perfectly nested, a loop not in canonical form or not rectangular, a
// break out of it, an unroll factor that is not a constant, full with partial or without a
// constant trip count, and a loop construct over an unroll that generates no loop. Sizes that
// are not constants are allowed, as in clang-19. The same comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only %s
// RUN: %clang -fopenmp -fsyntax-only -Xclang -verify %s
// The errors are at clang-19's columns too.
// RUN: not %ompfe -fopenmp -fsyntax-only %s 2>&1 | FileCheck %s
// An unroll that generates no loop inside a collapsed nest leaves the nest a loop short
// (clang-19: "expected 2 for loops after '#pragma omp for', but found only 1", at the same place).
// RUN: not %ompfe -fopenmp -fsyntax-only -DINNER %s 2>&1 | FileCheck %s --check-prefix=INNER

void f(int n, int *a) {
  #pragma omp tile sizes(n)
  for (int i = 0; i < 10; i++) a[i] = 0;
// CHECK: omp-tile-errors.c:[[@LINE+1]]:26: error: argument to 'sizes' clause must be a strictly positive integer value
  #pragma omp tile sizes(0) // expected-error {{argument to 'sizes' clause must be a strictly positive integer value}}
  for (int i = 0; i < 10; i++) a[i] = 0;
  #pragma omp tile sizes(4, -2) // expected-error {{argument to 'sizes' clause must be a strictly positive integer value}}
  for (int i = 0; i < 10; i++) for (int j = 0; j < 10; j++) a[j] = 0;
  #pragma omp tile sizes(2.0) // expected-error {{expression must have integral or unscoped enumeration type, not 'double'}}
  for (int i = 0; i < 10; i++) a[i] = 0;
// CHECK: omp-tile-errors.c:[[@LINE+2]]:32: error: statement after '#pragma omp tile' must be a for loop
  #pragma omp tile sizes(2, 2)
  for (int i = 0; i < 10; i++) a[i] = 0; // expected-error {{statement after '#pragma omp tile' must be a for loop}}
  #pragma omp tile sizes(2)
  while (n) n--; // expected-error {{statement after '#pragma omp tile' must be a for loop}}
// CHECK: omp-tile-errors.c:[[@LINE+1]]:3: error: directive '#pragma omp tile' requires the 'sizes' clause
  #pragma omp tile // expected-error {{directive '#pragma omp tile' requires the 'sizes' clause}}
  for (int i = 0; i < 10; i++) a[i] = 0;
  #pragma omp tile sizes(2) sizes(3) // expected-error {{directive '#pragma omp tile' cannot contain more than one 'sizes' clause}}
  for (int i = 0; i < 10; i++) a[i] = 0;
  #pragma omp tile sizes(2) collapse(2) // expected-error {{unexpected OpenMP clause 'collapse' in directive '#pragma omp tile'}}
  for (int i = 0; i < 10; i++) a[i] = 0;
  #pragma omp tile sizes(2)
  for (int i = 0; i * 2 < 10; i++) a[i] = 0; // expected-error {{must be a relational comparison ('<', '<=', '>', '>=', or '!=') of loop variable 'i'}}
  #pragma omp tile sizes(2)
  for (int i = 0; i < 10; i++) { if (a[i]) break; } // expected-error {{'break' statement cannot be used in OpenMP}}
// CHECK: omp-tile-errors.c:[[@LINE+2]]:45: error: expected loop invariant expression
  #pragma omp tile sizes(2, 2)
  for (int i = 0; i < 10; i++) for (int j = i; j < 10; j++) a[j] = 0; // expected-error {{expected loop invariant expression}}
  #pragma omp tile sizes(2, 2)
  for (int i = 0; i < 10; i++) { a[i] = 1; for (int j = 0; j < 10; j++) a[j] = 0; } // expected-error {{statement after '#pragma omp tile' must be a for loop}}
// CHECK: omp-tile-errors.c:[[@LINE+2]]:3: error: statement after '#pragma omp for' must be a for loop
  #pragma omp for
  #pragma omp unroll full // expected-error {{statement after '#pragma omp for' must be a for loop}}
  for (int i = 0; i < 10; i++) a[i] = 0;
  #pragma omp for
  #pragma omp unroll // expected-error {{statement after '#pragma omp for' must be a for loop}}
  for (int i = 0; i < 10; i++) a[i] = 0;
// CHECK: omp-tile-errors.c:[[@LINE+3]]:3: error: loop to be fully unrolled must have a constant trip count
// CHECK: omp-tile-errors.c:[[@LINE+1]]:22: note: '#pragma omp unroll full' directive found here
  #pragma omp unroll full // expected-note {{'#pragma omp unroll full' directive found here}}
  for (int i = 0; i < n; i++) a[i] = 0; // expected-error {{loop to be fully unrolled must have a constant trip count}}
  #pragma omp unroll partial(0) // expected-error {{argument to 'partial' clause must be a strictly positive integer value}}
  for (int i = 0; i < n; i++) a[i] = 0;
  #pragma omp unroll partial(n) // expected-error {{expression is not an integer constant expression}}
  for (int i = 0; i < n; i++) a[i] = 0;
// CHECK: omp-tile-errors.c:[[@LINE+1]]:27: error: 'partial' and 'full' clause are mutually exclusive and may not appear on the same directive
  #pragma omp unroll full partial(2) // expected-error {{'partial' and 'full' clause are mutually exclusive}} expected-note {{'full' clause is specified here}}
  for (int i = 0; i < 10; i++) a[i] = 0;
  /* the loops a tile generates are what a loop construct around it associates with */
  #pragma omp for collapse(2)
  #pragma omp tile sizes(2)
  for (int i = 0; i < 10; i++) a[i] = 0;
  #pragma omp parallel for collapse(2)
  #pragma omp tile sizes(2, 5)
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 10; j++) a[j] += i;
  #pragma omp for
  #pragma omp unroll partial(4)
  for (int i = 0; i < 10; i++) a[i] = 0;
  #pragma omp for collapse(2)
  for (int i = 0; i < 10; i++)
    #pragma omp tile sizes(3)
    for (int j = 0; j < 10; j++) a[j] = i;
#ifdef INNER
  #pragma omp for collapse(2)
  for (int i = 0; i < 10; i++)
// INNER: omp-tile-errors.c:[[@LINE+1]]:5: error: statement after '#pragma omp for' must be a for loop
    #pragma omp unroll full
    for (int j = 0; j < 10; j++) a[j] = 0;
#endif
}
