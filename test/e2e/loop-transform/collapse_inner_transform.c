// RUN: %cmp-clang %s %t
// Covers: a transformed loop inside a collapsed nest: `for collapse(2)` over a loop whose body is
// a 1-D tile (or an `unroll partial(2)`) associates with the outer loop and the floor loop the
// transformation generates; the tile loop runs inside each collapsed iteration. Which thread
// runs each iteration, and in which order, is recorded under a static schedule and printed.
#include <omp.h>
#include <stdio.h>

#define N 4
#define M 7
static int who[N][M], seq[N][M], count[4];

static void show(const char *what) {
  printf("%s:", what);
  for (int i = 0; i < N; i++)
    for (int j = 0; j < M; j++) printf(" %d.%d", who[i][j], seq[i][j]);
  printf("\n");
  for (int t = 0; t < 4; t++) count[t] = 0;
}

int main(void) {
  #pragma omp parallel for collapse(2) num_threads(3) schedule(static)
  for (int i = 0; i < N; i++)
    #pragma omp tile sizes(3)
    for (int j = 0; j < M; j++) {
      int t = omp_get_thread_num();
      who[i][j] = t;
      seq[i][j] = count[t]++;
    }
  show("collapse(2) over i and a tile of j");

  #pragma omp parallel for collapse(2) num_threads(3) schedule(static, 2)
  for (int i = 0; i < N; i++)
    #pragma omp unroll partial(2)
    for (int j = M - 1; j >= 0; j--) {
      int t = omp_get_thread_num();
      who[i][j] = t;
      seq[i][j] = count[t]++;
    }
  show("collapse(2) over i and an unroll partial(2) of j");
  return 0;
}
