// RUN: %cmp-clang %s %t
// RUN: %ompfe -fopenmp -E %s | FileCheck %s --check-prefix=PP
// Macros in the OpenMP 5.1 directives GCC 12's preprocessor does not know (`metadirective`,
// `tile`, `unroll`, `assume`, `dispatch`; it leaves them as written) expand as in any other
// directive: ompfe takes those lines from clang-19's preprocessor. Before, `tile sizes(TILE)`
// and `metadirective when(user={condition(USE_PARALLEL)}: ...)` were "use of undeclared
// identifier" errors, and a macro naming a variable would have been read as that variable.
#include <omp.h>
#include <stdio.h>

#define TILE 3
#define FACTOR 2
#define USE_PARALLEL 1
#define THREADS 4
#define POSITIVE(x) (x) > 0
#define TILE_PRAGMA _Pragma("omp tile sizes(TILE, TILE)")

int twice(int x) { return 2 * x; }

int main(void) {
  int order[10], k = 0;
  // PP: #pragma omp tile sizes(3)
  #pragma omp tile sizes(TILE)
  for (int i = 0; i < 10; i++) order[k++] = i;
  for (int i = 0; i < 10; i++) printf("%d ", order[i]);
  printf("\n");

  int m[5][5], step = 0;
  // PP: #pragma omp tile sizes(3, 3)
  TILE_PRAGMA
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 5; j++) m[i][j] = step++;
  for (int i = 0; i < 5; i++) printf("%d %d ", m[i][0], m[i][4]);
  printf("\n");

  int sum = 0;
  // PP: #pragma omp unroll partial(2)
  #pragma omp unroll partial(FACTOR)
  for (int i = 0; i < 7; i++) sum += i;
  printf("sum %d\n", sum);

  int threads = 0;
  // PP: #pragma omp metadirective when(user={condition(1)}: parallel num_threads(4) reduction(+: threads)) otherwise(nothing)
  #pragma omp metadirective when(user={condition(USE_PARALLEL)}: parallel num_threads(THREADS) reduction(+: threads)) otherwise(nothing)
  threads += omp_get_num_threads() > 1;
  printf("a team: %s\n", threads > 1 ? "yes" : "no");

  // clang-19 does not know `assume` and cannot compile `dispatch`: its build runs the statements
  // alone (the directives change nothing here), ompfe's runs them with the macros expanded
  // (POSITIVE(n) unexpanded was a call of an undeclared function). ompfe's clang-19 run does
  // not define __clang__, so these lines are where GCC's output has them.
  int n = 5, r;
#ifndef __clang__
  // PP: #pragma omp assume holds((n) > 0)
  #pragma omp assume holds(POSITIVE(n))
#endif
  { printf("assume %d\n", n); }
#ifndef __clang__
  // PP: #pragma omp dispatch nocontext(1)
  #pragma omp dispatch nocontext(USE_PARALLEL)
#endif
  r = twice(n);
  printf("dispatch %d\n", r);
  return 0;
}
