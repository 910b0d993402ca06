// RUN: %cmp-clang %s %t
// RUN: %ompcc -fopenmp %s -o %t.host && %t.host | FileCheck %s
// Covers: which declare variant a call gets where several match, as clang-19 chooses: each
// selector scores 2^(p-1) for a construct at position p of the constructs around the call
// (OpenMP 5.2 §7.2), 2^l for a device kind and 2^(l+1) for an arch (l: the selector's own
// construct traits), score(n) for user and implementation traits; on a tie the directive
// written last before the declaration wins, unless its traits are a strict subset of the
// other's, and the variants of an earlier declaration of the function before those of a later
// one. ompcc weighed a construct twice (2^p), so `construct={parallel}` beat `device={kind(host)}`
// inside a parallel region (gcc-12 and clang-19 call the kind(host) variant), and on a tie it
// took the directive written first (tie1 printed 1, clang-19 prints 2). In device code the
// call's constructs start with `target` (the device line, compared with clang-19 only).
#include <omp.h>
#include <stdio.h>

int X(void) { return 1; }
int Y(void) { return 2; }
int Z(void) { return 3; }

/* a tie (2^0 each): the one written last */
#pragma omp declare variant(X) match(device={kind(host)})
#pragma omp declare variant(Y) match(device={kind(cpu)})
int tie1(void) { return 0; }
#pragma omp declare variant(X) match(implementation={vendor(llvm)})
#pragma omp declare variant(Y) match(user={condition(1)})
#pragma omp declare variant(Z) match(device={kind(any)})
int tie3(void) { return 0; }
/* an earlier declaration's variant first */
#pragma omp declare variant(X) match(device={kind(cpu)})
int redeclared(void);
#pragma omp declare variant(Y) match(device={kind(host)})
int redeclared(void) { return 0; }
/* parallel around the call (2^0) ties with a device kind (2^0): the one written last */
#pragma omp declare variant(X) match(construct={parallel})
#pragma omp declare variant(Y) match(device={kind(host)})
int par_or_host(void) { return 0; }
#pragma omp declare variant(Y) match(device={kind(host)})
#pragma omp declare variant(X) match(construct={parallel})
int host_or_par(void) { return 0; }
/* parallel around the call against an implementation trait's score(n) */
#pragma omp declare variant(X) match(construct={parallel})
#pragma omp declare variant(Y) match(implementation={vendor(score(1): llvm)})
int par_or_score1(void) { return 0; }
#pragma omp declare variant(Y) match(implementation={vendor(score(2): llvm)})
#pragma omp declare variant(X) match(construct={parallel})
int par_or_score2(void) { return 0; }
/* with a construct in the selector a device kind weighs 2^1 */
#pragma omp declare variant(X) match(construct={parallel}, device={kind(host)})
#pragma omp declare variant(Y) match(implementation={vendor(score(2): llvm)})
int par_host_or_score2(void) { return 0; }
/* parallel, for (2^0 + 2^1) against an arch (2^1) */
#pragma omp declare variant(Y) match(construct={parallel, for})
#pragma omp declare variant(X) match(device={arch(x86_64)})
int parfor_or_arch(void) { return 0; }

/* device code: `target` is the first construct around the call (2^0), `parallel` in it the second */
#pragma omp declare target
int DX(void) { return 1; }
int DY(void) { return 2; }
#pragma omp declare variant(DX) match(construct={target})
#pragma omp declare variant(DY) match(device={kind(nohost)})
int target_or_nohost(void) { return 0; }
#pragma omp declare variant(DY) match(device={kind(nohost)})
#pragma omp declare variant(DX) match(construct={target})
int nohost_or_target(void) { return 0; }
#pragma omp declare variant(DX) match(construct={parallel})
#pragma omp declare variant(DY) match(implementation={vendor(score(1): llvm)})
int dpar_or_score1(void) { return 0; }
#pragma omp declare variant(DX) match(construct={target, parallel})
#pragma omp declare variant(DY) match(device={arch(x86_64)})
int target_par_or_arch(void) { return 0; }
#pragma omp end declare target

#define ALL(where)                                                                                                       \
  printf("%-10s tie1=%d tie3=%d redeclared=%d par_or_host=%d host_or_par=%d par_or_score1=%d par_or_score2=%d "         \
         "par_host_or_score2=%d parfor_or_arch=%d\n",                                                                     \
         where, tie1(), tie3(), redeclared(), par_or_host(), host_or_par(), par_or_score1(), par_or_score2(),             \
         par_host_or_score2(), parfor_or_arch())

int main(void) {
  int team = 0;
  // CHECK: outside tie1=2 tie3=3 redeclared=1 par_or_host=2 host_or_par=2 par_or_score1=2 par_or_score2=2 par_host_or_score2=2 parfor_or_arch=1
  ALL("outside");
  // CHECK-NEXT: parallel tie1=2 tie3=3 redeclared=1 par_or_host=2 host_or_par=1 par_or_score1=2 par_or_score2=2 par_host_or_score2=1 parfor_or_arch=1
  #pragma omp parallel num_threads(2) shared(team)
  {
    #pragma omp masked
    {
      team = omp_get_num_threads();
      ALL("parallel");
    }
  }
  // CHECK-NEXT: for tie1=2 tie3=3 redeclared=1 par_or_host=2 host_or_par=1 par_or_score1=2 par_or_score2=2 par_host_or_score2=1 parfor_or_arch=2
  #pragma omp parallel for num_threads(2) schedule(static)
  for (int i = 0; i < 2; i++)
    if (i == 0) ALL("for");
  // CHECK-NEXT: teams tie1=2 tie3=3 redeclared=1 par_or_host=1 host_or_par=1 par_or_score1=1 par_or_score2=1 par_host_or_score2=1 parfor_or_arch=1
  #pragma omp teams num_teams(1)
  #pragma omp parallel num_threads(1)
  ALL("teams");
  // CHECK-NEXT: team 2
  printf("team %d\n", team);
  int r[8] = {0};
  #pragma omp target map(tofrom: r)
  {
    r[0] = target_or_nohost();
    r[1] = nohost_or_target();
    r[2] = dpar_or_score1();
    r[3] = target_par_or_arch();
  }
  #pragma omp target parallel num_threads(1) map(tofrom: r)
  {
    r[4] = target_or_nohost();
    r[5] = nohost_or_target();
    r[6] = dpar_or_score1();
    r[7] = target_par_or_arch();
  }
  printf("target: %d %d %d %d, target parallel: %d %d %d %d\n", r[0], r[1], r[2], r[3], r[4], r[5], r[6], r[7]);
  return 0;
}
