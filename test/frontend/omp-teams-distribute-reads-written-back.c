// In a combined teams distribute [parallel for] (or teams loop), a lastprivate or reduction
// variable is not the teams' own: each team writes it back into the one variable as it ends,
// while another team may not have read the loop's bounds or its parallel for's chunk size from
// it yet. ompcc ran some iterations twice and some never (a bound `i < n` with reduction(+: n):
// n = 45, gcc and clang-19 20). ompfe refuses it at the clause; a copy of the variable, teams'
// own reduction, or dist_schedule's chunk (read once before the teams fork) is fine.
// RUN: %ompfe -fopenmp -fsyntax-only %s
// RUN: not %ompfe -fopenmp -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --implicit-check-not=error:
int own[64];

void ok(int n, int c) {
  int s = 0, k = n, chunk = c;
#pragma omp teams distribute parallel for reduction(+: s) dist_schedule(static, chunk) firstprivate(chunk)
  for (int i = 0; i < n; i++) s += i;
#pragma omp teams distribute reduction(+: k) dist_schedule(static, k + 1) /* the teams' own copy */
  for (int i = 0; i < k; i++) k += i;
#pragma omp teams distribute parallel for lastprivate(s) schedule(static, c)
  for (int i = 0; i < n; i++) s = i;
#pragma omp teams distribute parallel for lastprivate(s)
  for (s = 0; s < n; s++) own[s] = s; /* the loop's own variable */
  int t = 0;
#pragma omp teams distribute parallel for reduction(+: s, t) dist_schedule(static, s + 2)
  for (int i = 0; i < 20; i++) { s += 1; t += 1; }
}

#ifdef BAD
void bad(int n, int c) {
  int s = 0, t = 0, acc[2] = {0, 0};
  // CHECK: omp-teams-distribute-reads-written-back.c:[[@LINE+1]]:63: error: a lastprivate or reduction variable ('n') in the loop bounds or chunk size of a loop that teams share out is not supported by ompfe; read a copy of it instead
#pragma omp target teams distribute parallel for reduction(+: n)
  for (int i = 0; i < n; i++) n += 1;
  // CHECK: omp-teams-distribute-reads-written-back.c:[[@LINE+1]]:56: error: a lastprivate or reduction variable ('acc') in the loop bounds or chunk size of a loop that teams share out is not supported by ompfe; read a copy of it instead
#pragma omp teams distribute parallel for reduction(+: acc) schedule(static, acc[0] + 1)
  for (int i = 0; i < 20; i++) acc[i % 2] += 1;
  // CHECK: omp-teams-distribute-reads-written-back.c:[[@LINE+1]]:47: error: a lastprivate or reduction variable ('c') in the loop bounds or chunk size of a loop that teams share out is not supported by ompfe; read a copy of it instead
#pragma omp teams distribute simd lastprivate(c)
  for (int i = 0; i < 20; i += c) c = i;
  // CHECK: omp-teams-distribute-reads-written-back.c:[[@LINE+1]]:40: error: a lastprivate or reduction variable ('t') in the loop bounds or chunk size of a loop that teams share out is not supported by ompfe; read a copy of it instead
#pragma omp teams loop reduction(+: s, t)
  for (int i = 0; i < t; i++) s += i;
}
#endif
