// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t
// Covers: variable-length arrays (one- and two-dimensional, the lengths known only at run
// time) in private, firstprivate and lastprivate clauses of parallel, worksharing (for, simd,
// sections, single) and combined constructs (also made so by default(firstprivate) and
// default(private)), and of teams, distribute and combined target
// constructs (the x86_64 device under cmp-clang): each copy is made on the stack with the
// array's run-time size, a firstprivate copy starts as the original, a lastprivate one is
// copied back whole, and the original is untouched otherwise. A team really forms: each
// thread's copy is its own (the threads write their number into theirs, then check it).
#include <omp.h>
#include <stdio.h>
#include <string.h>

static int run(int n) {
  int w[n];
  double m[n][n + 1];
  for (int i = 0; i < n; i++) {
    w[i] = i;
    for (int j = 0; j <= n; j++) m[i][j] = i + j * 0.5;
  }
  long s = 0;
  int bad = 0, team = 0;

#pragma omp parallel private(w) num_threads(4) reduction(+: s, bad, team)
  {
    int me = omp_get_thread_num();
    for (int i = 0; i < n; i++) w[i] = me;
#pragma omp barrier
    for (int i = 0; i < n; i++) bad += w[i] != me;
    s += sizeof w;
    team += me == 0 ? omp_get_num_threads() : 0;
  }
  printf("private: s=%ld bad=%d team>1=%d w[1]=%d\n", s, bad, team > 1, w[1]);

  s = 0;
#pragma omp parallel firstprivate(w, m) num_threads(3) reduction(+: s)
  {
    for (int i = 0; i < n; i++) s += w[i] + (long)(m[i][n] * 2);
    w[0] = 99;
    m[0][0] = -1;
  }
  printf("firstprivate: s=%ld w[0]=%d m[0][0]=%g\n", s, w[0], m[0][0]);

  s = 0;
#pragma omp parallel for firstprivate(w) lastprivate(m) num_threads(3) reduction(+: s)
  for (int i = 0; i < n; i++) {
    s += w[i];
    w[i] = -5;
    for (int r = 0; r < n; r++)
      for (int c = 0; c <= n; c++) m[r][c] = i * 100 + r * 10 + c;
  }
  printf("for: s=%ld w[2]=%d m[1][2]=%g m[%d][%d]=%g\n", s, w[2], m[1][2], n - 1, n, m[n - 1][n]);

#pragma omp parallel for simd lastprivate(w) num_threads(2)
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n; k++) w[k] = i * k;
  printf("for simd: w[%d]=%d\n", n - 1, w[n - 1]);

  s = 0;
#pragma omp simd private(w) reduction(+: s)
  for (int i = 0; i < n; i++) {
    w[i] = i * 3;
    s += w[i];
  }
  printf("simd: s=%ld w[1]=%d\n", s, w[1]);

  s = 0;
#pragma omp parallel num_threads(2) reduction(+: s)
  {
#pragma omp single firstprivate(w)
    {
      w[0] = 50;
      for (int i = 0; i < n; i++) s += w[i];
    }
#pragma omp sections private(m) lastprivate(w)
    {
#pragma omp section
      {
        memset(m, 0, sizeof m);
        s += sizeof m;
      }
#pragma omp section
      for (int i = 0; i < n; i++) w[i] = 7 * i;
    }
  }
  printf("single, sections: s=%ld w[1]=%d\n", s, w[1]);

  s = 0;
#pragma omp parallel default(firstprivate) num_threads(2) reduction(+: s)
  {
    s += w[n - 1] + (long)m[n - 1][0];
    w[0] = -3;
  }
#pragma omp parallel default(private) num_threads(2)
  {
    w[0] = 5;
    m[0][0] = 7;
    (void)w;
  }
  printf("default(firstprivate), default(private): s=%ld w[0]=%d m[0][0]=%g\n", s, w[0], m[0][0]);

  s = 0;
#pragma omp target teams num_teams(2) firstprivate(w) reduction(+: s)
  {
#pragma omp distribute firstprivate(m)
    for (int i = 0; i < n; i++) {
      m[i][1] += 1;
      s += (long)m[i][1] + w[i];
    }
  }
  printf("target teams, distribute: s=%ld m[0][1]=%g\n", s, m[0][1]);

  s = 0;
#pragma omp target teams distribute parallel for simd private(m) firstprivate(w) reduction(+: s)
  for (int i = 0; i < n; i++) {
    m[0][0] = w[i];
    s += (long)m[0][0] + sizeof m;
  }
  printf("target teams distribute parallel for simd: s=%ld\n", s);
  return 0;
}

int main(int argc, char **argv) {
  (void)argv;
  run(argc + 4);
  run(argc + 8);
  return 0;
}
