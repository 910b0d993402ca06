// In a combined teams distribute [parallel for] (or teams loop), a lastprivate variable is not
// the teams' own: the team that runs the last iteration writes it back as it ends, while
// another team may not have read the loop's bounds from it yet (gcc-12 and clang-19 read an
// uninitialized copy there: a step of it divides by zero in both). ompfe refuses it at the
// clause. A reduction variable in the bounds reads the teams' own copy, as in gcc-12 and
// clang-19 (test/e2e/parallel/teams_distribute_bounds_read_reduction.c), except in an inner
// loop of a collapsed nest shared out in dist_schedule chunks, whose worksharing loop would
// read it again, changed, in each chunk. A schedule or dist_schedule chunk is read before the
// teams fork.
// RUN: %ompfe -fopenmp -fsyntax-only %s
// RUN: not %ompfe -fopenmp -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --implicit-check-not=error:
int own[64];

void ok(int n, int c) {
  int s = 0, k = n, chunk = c, t = 0, acc[2] = {0, 0};
#pragma omp teams distribute parallel for reduction(+: s) dist_schedule(static, chunk) firstprivate(chunk)
  for (int i = 0; i < n; i++) s += i;
#pragma omp teams distribute reduction(+: k) dist_schedule(static, k + 1) /* the teams' own copy */
  for (int i = 0; i < k; i++) k += i;
#pragma omp teams distribute parallel for lastprivate(s) schedule(static, c)
  for (int i = 0; i < n; i++) s = i;
#pragma omp teams distribute parallel for lastprivate(s)
  for (s = 0; s < n; s++) own[s] = s; /* the loop's own variable */
#pragma omp teams distribute parallel for reduction(+: s, t) dist_schedule(static, s + 2)
  for (int i = 0; i < 20; i++) { s += 1; t += 1; }
#pragma omp target teams distribute parallel for reduction(+: n)
  for (int i = 0; i < n; i++) n += 1;
#pragma omp teams distribute parallel for reduction(+: acc) schedule(static, acc[0] + 1)
  for (int i = 0; i < 20; i++) acc[i % 2] += 1;
#pragma omp teams loop reduction(+: s, t)
  for (int i = 0; i < t; i++) s += i;
#pragma omp teams distribute parallel for collapse(2) reduction(+: t) dist_schedule(static, 2)
  for (int i = t; i < 20; i++) /* the outer loop's bounds are read once */
    for (int j = 0; j < 4; j++) t += 1;
}

#ifdef BAD
void bad(int n, int c) {
  int t = 0;
  // CHECK: omp-teams-distribute-reads-written-back.c:[[@LINE+1]]:47: error: a lastprivate variable ('c') in the loop bounds of a loop that teams share out is not supported by ompfe; read a copy of it instead
#pragma omp teams distribute simd lastprivate(c)
  for (int i = 0; i < 20; i += c) c = i;
  // CHECK: omp-teams-distribute-reads-written-back.c:[[@LINE+1]]:62: error: a lastprivate variable ('n') in the loop bounds of a loop that teams share out is not supported by ompfe; read a copy of it instead
#pragma omp target teams distribute parallel for lastprivate(n)
  for (int i = 0; i < n; i++) n = i;
  // CHECK: omp-teams-distribute-reads-written-back.c:[[@LINE+1]]:68: error: a reduction variable ('t') in the bounds of an inner loop of a collapsed nest that teams share out in chunks (dist_schedule with a chunk size) is not supported by ompfe; read a copy of it instead
#pragma omp teams distribute parallel for collapse(2) reduction(+: t) dist_schedule(static, 2)
  for (int i = 0; i < 20; i++)
    for (int j = t; j < 4; j++) t += 1;
}
#endif
