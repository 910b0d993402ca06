// RUN: %cmp-clang %s %t -DWITHOUT_DIST_CHUNKS
// RUN: %cmp-gcc %s %t -fopenmp -DWITHOUT_SCHEDULE_CHUNK
// Covers: a combined teams distribute [parallel for] whose loop bounds read the construct's own
// reduction variable. The reduction is the teams' too (OpenMP 5.2 §17.2): distribute's bounds
// read the team's copy, which starts at the reduction's identity (`i < n` with reduction(+: n)
// runs no iteration), as gcc-12 and clang-19 read it. ompfe refused the form ("in the loop
// bounds or chunk size of a loop that teams share out is not supported"); before the refusal,
// each team read the one original as the others combined into it. The schedule chunk of the
// parallel for is read with the original variable, before the teams fork, as clang-19 reads it
// (gcc-12 reads the teams' copy: chunk 0, and its build never ends; left out of its run).
// With dist_schedule chunks and a body that changes the variable, clang-19 reads the bounds
// again from the team's copy in each chunk and loses iterations (d=9 cnt=7 below; gcc-12 and
// ompfe: d=12 cnt=10): that case runs against gcc only.
// Host teams and the x86_64 device; the league forms two teams.
#include <omp.h>
#include <stdio.h>

int main(void) {
  int two_teams = 0;
  for (int rep = 0; rep < 20; rep++) {
    int n = 20, cnt = 0, teams = 0;
#pragma omp target teams distribute parallel for num_teams(2) reduction(+ : n, cnt) map(tofrom : n, cnt)
    for (int i = 0; i < n; i++) { /* the teams' n is 0 */
      n += 1;
      cnt += 1;
    }
    if (rep == 0) printf("target teams distribute parallel for: n=%d cnt=%d\n", n, cnt);
    int m = 3;
    cnt = 0;
#pragma omp target teams distribute parallel for num_teams(2) reduction(* : m) reduction(+ : cnt, teams) map(tofrom : m, cnt, teams)
    for (int i = 0; i < 10 + m; i++) { /* the teams' m is 1: 11 iterations */
      m *= 2;
      cnt += 1;
      teams += i == 0 && omp_get_num_teams() == 2;
    }
    two_teams += teams;
    if (rep == 0) printf("product in the bound: m=%d cnt=%d\n", m, cnt);
    int mx = 5;
    cnt = 0;
#pragma omp teams distribute parallel for num_teams(2) reduction(max : mx) reduction(+ : cnt)
    for (int i = 0; i < (mx > 0 ? 4 : 12); i++) { /* the teams' mx is INT_MIN: 12 iterations */
      mx = mx > i ? mx : i;
      cnt += 1;
    }
    if (rep == 0) printf("host max in the bound: mx=%d cnt=%d\n", mx, cnt);
    int acc[2] = {4, 6};
    cnt = 0;
#pragma omp target teams distribute simd num_teams(2) reduction(+ : acc, cnt) map(tofrom : acc, cnt)
    for (int i = acc[0]; i < 16; i++) { /* starts at 0 */
      acc[i % 2] += 1;
      cnt += 1;
    }
    if (rep == 0) printf("teams distribute simd, array element in the bound: acc=%d,%d cnt=%d\n", acc[0], acc[1], cnt);
    int k = 2;
    cnt = 0;
#pragma omp target teams distribute parallel for num_teams(2) collapse(2) reduction(+ : k, cnt) map(tofrom : k, cnt)
    for (int i = 0; i < 4; i++)
      for (int j = k; j < 5; j++) { /* j from 0: 20 iterations */
        k += 1;
        cnt += 1;
      }
    if (rep == 0) printf("collapse(2): k=%d cnt=%d\n", k, cnt);
#ifndef WITHOUT_DIST_CHUNKS
    int d = 2;
    cnt = 0;
#pragma omp teams distribute parallel for num_teams(2) reduction(+ : d, cnt) dist_schedule(static, d + 1)
    for (int i = d; i < 10; i++) { /* from 0, in chunks of 3 (the original d) */
      d += 1;
      cnt += 1;
    }
    if (rep == 0) printf("host dist_schedule: d=%d cnt=%d\n", d, cnt);
#endif
    int t = 0;
    cnt = 0;
#pragma omp target teams loop num_teams(2) reduction(+ : t, cnt) map(tofrom : t, cnt)
    for (int i = -5; i < t; i++) { /* 5 iterations */
      t += 2;
      cnt += 1;
    }
    if (rep == 0) printf("teams loop: t=%d cnt=%d\n", t, cnt);
#ifndef WITHOUT_SCHEDULE_CHUNK
    int c = 3;
    cnt = 0;
#pragma omp target teams distribute parallel for num_teams(2) reduction(+ : c, cnt) schedule(static, c) map(tofrom : c, cnt)
    for (int i = 0; i < 20; i++) { /* chunk 3, from the original c */
      c += 1;
      cnt += 1;
    }
    if (rep == 0) printf("schedule chunk: c=%d cnt=%d\n", c, cnt);
    c = 2;
    cnt = 0;
#pragma omp teams distribute parallel for num_teams(2) reduction(+ : c, cnt) schedule(dynamic, c)
    for (int i = c; i < 20; i++) { /* from 0; chunk 2 */
      c += 1;
      cnt += 1;
    }
    if (rep == 0) printf("host schedule chunk and bound: c=%d cnt=%d\n", c, cnt);
#endif
  }
  printf("two teams formed: %s\n", two_teams == 20 ? "yes" : "no");
  return 0;
}
