// RUN: %cmp-gcc %s %t -fopenmp -DGCC12_LACKS_DOACROSS_CLAUSE
// RUN: %cmp-clang %s %t -fopenmp-version=52 -DCLANG19_RACES_ON_CUR_ITERATION
// RUN: %ompcc -fopenmp -fopenmp-targets=x86_64-unknown-linux-gnu %s -o %t.all && %t.all | FileCheck %s
// RUN: %repeat-run %t.all 10
// Covers: doacross loops (OpenMP 4.5/5.2): `for ordered(n)` with `ordered depend(sink: ...)`
// and `depend(source)` (and 5.2's doacross(sink: ...)/doacross(source:)), a team of 4 running a
// recurrence that is only right when each iteration waits for the ones its sink vectors name:
// a 2-D wavefront over a nest of which one loop is workshared, the same nest collapsed, a
// step of 2 and a downward loop (its first sink vector names no iteration), unsigned and long long loop variables, a dynamic schedule,
// two sink clauses on one directive, a sink vector before the first iteration (ignored),
// omp_cur_iteration - 1, and
// a doacross loop in a target region on the offload device. gcc 12 has no doacross clause and
// never ends the unsigned downward loop: those parts are compared with clang-19 only.
// doacross(sink: omp_cur_iteration - 1) waits for the iteration before in the nest's order, so
// a counter bumped in the body numbers the iterations in order; clang-19's build races there
// (its counts differ from run to run): checked against the expected output.
// CHECK: wavefront: 2509 4961 3155
// CHECK-NEXT: collapsed: 2509 4961
// CHECK-NEXT: step 2: 25425 84578
// CHECK-NEXT: down: 13823 56737
// CHECK-NEXT: unsigned down: 13823 56737
// CHECK-NEXT: long long: 89440 3003
// CHECK-NEXT: doacross clause: 476
// CHECK-NEXT: previous iteration: 0 107 399
// CHECK-NEXT: target: 3711 3503
#include <stdio.h>

#define N 64
static int grid[N][N];

static void busy(int k) {
  volatile int sink = 0;
  for (int i = 0; i < k; i++) sink += i;
}

int main(void) {
  /* wavefront: each cell from its upper and left neighbours */
  for (int i = 0; i < N; i++) grid[i][0] = grid[0][i] = i + 1;
#pragma omp parallel for ordered(2) num_threads(4)
  for (int i = 1; i < N; i++)
    for (int j = 1; j < N; j++) {
#pragma omp ordered depend(sink : i - 1, j) depend(sink : i, j - 1)
      grid[i][j] = (grid[i - 1][j] + 2 * grid[i][j - 1] + i * j) % 10007;
      busy(j % 7 * 100);
#pragma omp ordered depend(source)
    }
  printf("wavefront: %d %d %d\n", grid[N - 1][N - 1], grid[N / 2][N / 3], grid[1][N - 1]);

  /* the same recurrence over the collapsed nest */
  static int g2[N][N];
  for (int i = 0; i < N; i++) g2[i][0] = g2[0][i] = i + 1;
#pragma omp parallel for ordered(2) collapse(2) num_threads(4)
  for (int i = 1; i < N; i++)
    for (int j = 1; j < N; j++) {
#pragma omp ordered depend(sink : i - 1, j) depend(sink : i, j - 1)
      g2[i][j] = (g2[i - 1][j] + 2 * g2[i][j - 1] + i * j) % 10007;
#pragma omp ordered depend(source)
    }
  printf("collapsed: %d %d\n", g2[N - 1][N - 1], g2[N / 2][N / 3]);

  /* a step of 2: each even index from the one before it (i - 2 is the previous iteration) */
  long chain[2 * N] = {1};
#pragma omp parallel for ordered(1) num_threads(4)
  for (int i = 2; i < 2 * N; i += 2) {
#pragma omp ordered depend(sink : i - 2)
    chain[i] = (chain[i - 2] * 3 + i) % 100003;
#pragma omp ordered depend(source)
  }
  printf("step 2: %ld %ld\n", chain[2 * N - 2], chain[N]);

  /* downward: from the one above */
  int down[N + 1];
  down[N] = 7;
#pragma omp parallel for ordered(1) schedule(dynamic, 3) num_threads(4)
  for (int u = N - 1; u > 0; u--) {
#pragma omp ordered depend(sink : u + 1)
    down[u] = (down[u + 1] * 5 + u) % 65521;
#pragma omp ordered depend(source)
  }
  printf("down: %d %d\n", down[1], down[N / 2]);
#ifndef GCC12_LACKS_DOACROSS_CLAUSE
  /* the same, unsigned (gcc 12's build of it never ends) */
  unsigned udown[N + 1];
  udown[N] = 7;
#pragma omp parallel for ordered(1) schedule(dynamic, 3) num_threads(4)
  for (unsigned u = N - 1; u > 0; u--) {
#pragma omp ordered depend(sink : u + 1)
    udown[u] = (udown[u + 1] * 5 + u) % 65521;
#pragma omp ordered depend(source)
  }
  printf("unsigned down: %u %u\n", udown[1], udown[N / 2]);
#endif

  /* long long, a sink before the first iteration (ignored), the work after source */
  long long acc[N + 1] = {0}, out[N + 1] = {0};
#pragma omp parallel for ordered(1) num_threads(3)
  for (long long k = 0; k <= N; k++) {
#pragma omp ordered depend(sink : k - 1)
    acc[k] = (k > 0 ? acc[k - 1] : 0) + k * k;
#pragma omp ordered depend(source)
    out[k] = acc[k] % 97; /* runs beside later iterations */
  }
  long long osum = 0;
  for (int k = 0; k <= N; k++) osum += out[k];
  printf("long long: %lld %lld\n", acc[N], osum);

#ifndef GCC12_LACKS_DOACROSS_CLAUSE
  /* OpenMP 5.2's doacross clause */
  int d52[N] = {3};
#pragma omp parallel for ordered(1) num_threads(4)
  for (int i = 1; i < N; i++) {
#pragma omp ordered doacross(sink : i - 1)
    d52[i] = (d52[i - 1] * 7 + 1) % 1009;
#pragma omp ordered doacross(source :)
  }
  printf("doacross clause: %d\n", d52[N - 1]);
#ifndef CLANG19_RACES_ON_CUR_ITERATION
  /* omp_cur_iteration - 1: the iterations run one after the other, in the nest's order */
  static int seq[20][20];
  int count = 0;
#pragma omp parallel for ordered(2) num_threads(4)
  for (int i = 0; i < 20; i++)
    for (int j = 0; j < 20; j++) {
#pragma omp ordered doacross(sink : omp_cur_iteration - 1)
      seq[i][j] = count++;
#pragma omp ordered doacross(source : omp_cur_iteration)
    }
  printf("previous iteration: %d %d %d\n", seq[0][0], seq[5][7], seq[19][19]);
#endif
#endif

  /* on the offload device */
  int dev[N] = {2};
#pragma omp target map(tofrom : dev)
#pragma omp parallel for ordered(1) num_threads(4)
  for (int i = 1; i < N; i++) {
#pragma omp ordered depend(sink : i - 1)
    dev[i] = (dev[i - 1] * 11 + i) % 4099;
#pragma omp ordered depend(source)
  }
  printf("target: %d %d\n", dev[N - 1], dev[N / 2]);
  return 0;
}
