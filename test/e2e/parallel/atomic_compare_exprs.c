// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t
// RUN: %repeat-run %t.ompcc 10
// RUN: env OMP_TARGET_OFFLOAD=MANDATORY %t.ompcc | FileCheck %s --check-prefix=OUT
// Covers atomic compare (OpenMP 5.1) whose expr, written twice (`if (x > expr) { x = expr; }`,
// `x = x > expr ? expr : x`), is more than a variable or constant: a negation (-v, -(v + w)),
// ~w, a conditional, && and a member, on int and double, alone, with capture, and from a team
// of threads. The two exprs must be the same expression; ompfe compared only variables,
// constants, members, casts and binary operators, and refused `if (x > -v) { x = -v; }` as
// not of the form (clang-19 and gcc accept it).
#include <stdio.h>
struct P { int a; };
int main(void) {
  int x = 0, v = 5, w = 3, c = 1, cap;
  double dx = 1.0, dv = 2.5;
  struct P p = {4};
#pragma omp atomic compare
  if (x > -v) { x = -v; }
  printf("%d\n", x);
  // OUT: -5
  x = -10;
#pragma omp atomic compare
  if (-v > x) { x = -v; }
  printf("%d\n", x);
  // OUT-NEXT: -5
  x = 0;
#pragma omp atomic compare
  x = x > -v ? -v : x;
  printf("%d\n", x);
  // OUT-NEXT: -5
#pragma omp atomic compare
  x = -(v + w) < x ? -(v + w) : x;
  printf("%d\n", x);
  // OUT-NEXT: -8
#pragma omp atomic compare
  if (x < ~w) { x = ~w; }
  printf("%d\n", x);
  // OUT-NEXT: -4
#pragma omp atomic compare
  if (x < (c ? v : w)) { x = (c ? v : w); }
  printf("%d\n", x);
  // OUT-NEXT: 5
#pragma omp atomic compare
  if (x < (c && v) + p.a * 2) { x = (c && v) + p.a * 2; }
  printf("%d\n", x);
  // OUT-NEXT: 9
#pragma omp atomic compare
  if (dx < -dv) { dx = -dv; }
  printf("%g\n", dx);
  // OUT-NEXT: 1
#pragma omp atomic compare
  if (dx > -dv) { dx = -dv; }
  printf("%g\n", dx);
  // OUT-NEXT: -2.5
#pragma omp atomic compare capture
  { cap = x; if (x > -v) { x = -v; } }
  printf("%d %d\n", cap, x);
  // OUT-NEXT: 9 -5
  x = 2;
#pragma omp parallel for num_threads(4)
  for (int i = 0; i < 1000; i++) {
    int m = i % 97;
#pragma omp atomic compare
    if (x > -m) { x = -m; }
  }
  printf("%d\n", x);
  // OUT-NEXT: -96
  return 0;
}
