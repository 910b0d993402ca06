// RUN: %cmp-clang %s %t
// Covers: loop constructs over the loops that `tile` and `unroll partial` generate (OpenMP 5.1):
// `parallel for` over a 1-D tile workshares the floor loop, `for collapse(2)` over a 2-D tile the
// two floor loops, `for` over `unroll partial(3)` the outer loop of the unrolled pair;
// `taskloop` over a tile runs each iteration once. Static schedules with fixed teams make which
// thread runs an iteration, and the order within a thread, deterministic: both are printed.
#include <omp.h>
#include <stdio.h>

#define N 10
#define M 7
static int who[N][M], seq[N][M], count[8];

static void record(int i, int j) {
  int t = omp_get_thread_num();
  who[i][j] = t;
  seq[i][j] = count[t]++;
}

static void show(const char *what, int rows, int cols) {
  printf("%s:", what);
  for (int i = 0; i < rows; i++) {
    printf(" ");
    for (int j = 0; j < cols; j++) printf("%d.%d%s", who[i][j], seq[i][j], j + 1 < cols ? "," : "");
  }
  printf("\n");
  for (int t = 0; t < 8; t++) count[t] = 0;
}

int main(void) {
  #pragma omp parallel for num_threads(2) schedule(static)
  #pragma omp tile sizes(4)
  for (int i = 0; i < N; i++) record(i, 0);
  show("parallel for, tile sizes(4)", N, 1);

  #pragma omp parallel num_threads(3)
  {
    #pragma omp for collapse(2) schedule(static, 1)
    #pragma omp tile sizes(3, 2)
    for (int i = 0; i < N; i++)
      for (int j = M - 1; j >= 0; j--) record(i, j);
  }
  show("for collapse(2), tile sizes(3, 2)", N, M);

  #pragma omp parallel for num_threads(2) schedule(static, 1)
  #pragma omp unroll partial(3)
  for (int i = 0; i < N; i++) record(i, 0);
  show("parallel for, unroll partial(3)", N, 1);

  int hits[N] = {0};
  #pragma omp parallel num_threads(2)
  #pragma omp single
  #pragma omp taskloop grainsize(1)
  #pragma omp tile sizes(3)
  for (int i = 0; i < N; i++) {
    #pragma omp atomic
    hits[i]++;
  }
  printf("taskloop, tile sizes(3):");
  for (int i = 0; i < N; i++) printf(" %d", hits[i]);
  printf("\n");
  return 0;
}
