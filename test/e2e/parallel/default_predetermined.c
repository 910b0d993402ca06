// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %clang -fopenmp %s -o %t.clang && %t.clang | FileCheck %s
// RUN: %ompcc -fopenmp %s -o %t.run && %t.run | FileCheck %s
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t.offload && %t.offload | FileCheck %s
// Covers OpenMP 5.2 §5.1.1's predetermined attributes under default(...): a static variable
// declared inside the construct is shared (default(firstprivate) and default(private) once gave
// each thread or task a copy: 1 instead of 4, garbage instead of 6), threadprivate variables
// need no clause under default(none), nor do the iteration variables of nested worksharing,
// distribute and taskloop loops or a variable that only a nested construct's private clause
// names, nor (defaultmap(none)) the iteration variable of a target construct's loop
// (ompfe refused them), and copyprivate takes a variable default(firstprivate) made
// private (refused too; default(private)'s, and a variable the region names nowhere else, which
// gcc-12 refuses: in test/frontend/omp-default-predetermined.c). gcc-12 and clang-19 print the same
// (clang-19 built for the host only: its offload build does not link a threadprivate variable).
#include <omp.h>
#include <stdio.h>

int tp = 1;
#pragma omp threadprivate(tp)

static int static_inside(void) {
  int out = 0;
#pragma omp parallel num_threads(4) default(firstprivate) shared(out)
  {
    static int cnt = 0;
#pragma omp atomic
    cnt++;
#pragma omp barrier
#pragma omp single
    out = cnt;
  }
  printf("parallel default(firstprivate): %d\n", out);
  // CHECK: parallel default(firstprivate): 4
#pragma omp parallel num_threads(4) default(private) shared(out)
  {
    static int cnt2 = 0;
#pragma omp atomic
    cnt2 += 2;
#pragma omp barrier
#pragma omp single
    out = cnt2;
  }
  printf("parallel default(private): %d\n", out);
  // CHECK: parallel default(private): 8
#pragma omp task default(private) shared(out)
  {
    static int v = 5;
    v += 1;
    out = v;
  }
#pragma omp taskwait
  printf("task default(private): %d\n", out);
  // CHECK: task default(private): 6
  int *where[8] = {0}, same = 1, teams = 1;
#pragma omp teams num_teams(2) default(firstprivate) shared(where, teams)
  {
    static int t = 0; /* one variable for the league: the same address in each team */
    where[omp_get_team_num()] = &t;
    if (omp_get_team_num() == 0) teams = omp_get_num_teams();
  }
  printf("teams default(firstprivate): %d\n", teams == 1 || where[0] == where[1]);
  // CHECK: teams default(firstprivate): 1
  int done = 0;
#pragma omp taskloop default(firstprivate) shared(where, done) num_tasks(4)
  for (int i = 0; i < 8; i++) {
    static int s = 0; /* one counter for all the tasks */
    int mine;
#pragma omp atomic capture
    mine = ++s;
    if (mine == 8) done = 1;
    where[i] = &s;
  }
  for (int i = 1; i < 8; i++) same &= where[i] == where[0];
  printf("taskloop default(firstprivate): %d %d\n", same, done);
  // CHECK: taskloop default(firstprivate): 1 1
  int last = 0;
#pragma omp parallel for num_threads(4) default(firstprivate) shared(last)
  for (int i = 0; i < 8; i++) {
    static int seen = 0;
    int mine;
#pragma omp atomic capture
    mine = ++seen;
    if (mine == 8) last = mine;
  }
  printf("parallel for default(firstprivate): %d\n", last);
  // CHECK: parallel for default(firstprivate): 8
  return out;
}

static void default_none_predetermined(void) {
  int out[16] = {0}, i, j, x = 1;
  static int stp = 2;
#pragma omp threadprivate(stp)
#pragma omp parallel num_threads(2) default(none) shared(out)
  {
    static int cnt = 0; /* declared inside: shared */
    tp = 10 + omp_get_thread_num();
    stp = 20 + omp_get_thread_num();
    out[omp_get_thread_num()] = tp + stp;
#pragma omp atomic
    cnt++;
#pragma omp barrier
#pragma omp single
    out[2] = cnt;
  }
  printf("threadprivate: %d %d, static inside: %d\n", out[0], out[1], out[2]);
  // CHECK: threadprivate: 30 32, static inside: 2
  int got = 0;
#pragma omp parallel num_threads(2) default(none) shared(out, got)
  {
#pragma omp for
    for (i = 0; i < 10; i++) out[i] = i;
#pragma omp for collapse(2)
    for (i = 0; i < 2; i++)
      for (j = 0; j < 3; j++) out[10 + i * 3 + j] += i + j;
#pragma omp single
#pragma omp taskloop
    for (i = 0; i < 4; i++) out[i] += 100;
#pragma omp parallel private(x) num_threads(1)
    {
      x = 3;
#pragma omp atomic write
      got = x;
    }
  }
  printf("loops: %d %d %d %d\n", out[3], out[9], out[14], got);
  // CHECK: loops: 103 9 2 3
#pragma omp teams num_teams(2) default(none) shared(out)
#pragma omp distribute
  for (i = 0; i < 16; i++) out[i] = 2 * i;
  printf("distribute: %d\n", out[15]);
  // CHECK: distribute: 30
}

static void copyprivate_of_default(void) {
  int s = 0, res[2] = {0};
#pragma omp parallel num_threads(2) default(firstprivate) shared(res)
  {
    s = omp_get_thread_num() + 1;
#pragma omp single copyprivate(s)
    s = 100;
    res[omp_get_thread_num()] = s;
  }
  printf("copyprivate default(firstprivate): %d %d %d\n", res[0], res[1], s);
  // CHECK: copyprivate default(firstprivate): 100 100 0
}

/* defaultmap(none): the loop's variable is predetermined private (refused before) */
static void defaultmap_none_loop_variable(void) {
  int i, r = -1, a[4] = {0};
#pragma omp target teams distribute defaultmap(none) map(from: r) map(tofrom: a)
  for (i = 0; i < 4; i++) {
    a[i] = i * i;
    if (i == 3) r = i;
  }
  printf("defaultmap(none): %d %d\n", r, a[3]);
  // CHECK: defaultmap(none): 3 9
}

int main(void) {
  static_inside();
  default_none_predetermined();
  copyprivate_of_default();
  defaultmap_none_loop_variable();
  return 0;
}
