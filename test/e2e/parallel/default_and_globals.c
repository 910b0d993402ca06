// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t
// RUN: %repeat-run %t.ompcc 20
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t.offload && env OMP_TARGET_OFFLOAD=MANDATORY %t.offload | FileCheck %s
// Covers: default(firstprivate) and default(private) on parallel, task, taskloop and teams
// (each variable no clause names gets a copy: locals and static locals), and file-scope
// variables named in a task's or taskloop's private, firstprivate, lastprivate and
// in_reduction clauses (the task works on its copy, not on the variable by name). Each of these
// once ran on the variable itself: a silent wrong value, or a lost update under a race.
#include <omp.h>
#include <stdio.h>
#include <unistd.h>

int g = 5, p = 7, lp;
long total; /* reduced by an orphaned task with in_reduction */

static void add_to_total(int i) {
#pragma omp task in_reduction(+: total) firstprivate(i)
  {
    usleep(200);
    total += i;
  }
}

int main(void) {
  int a = 1, b = 2, n = 0, ran_on[8] = {0};
  static int s = 10;
#pragma omp parallel default(firstprivate) num_threads(4) shared(n, ran_on)
  {
    a += omp_get_thread_num() + 1; /* each thread's copy starts at 1 */
    s += 1;
#pragma omp atomic
    n += a + s;
    ran_on[omp_get_thread_num()] = 1;
  }
  int threads = 0;
  for (int t = 0; t < 8; t++) threads += ran_on[t];
  // CHECK: default(firstprivate): a=1 s=10 n=58 threads=4
  printf("default(firstprivate): a=%d s=%d n=%d threads=%d\n", a, s, n, threads);

#pragma omp parallel default(private) num_threads(4) shared(n)
  {
    a = omp_get_thread_num();
    b = 100;
    s = -1;
  }
  // CHECK: default(private): a=1 b=2 s=10
  printf("default(private): a=%d b=%d s=%d\n", a, b, s);

  n = 0;
#pragma omp parallel num_threads(4)
#pragma omp single
  {
#pragma omp task firstprivate(g) private(p) shared(n)
    {
      p = 100;
      g += 1;
      n = g + p;
    }
#pragma omp taskwait
#pragma omp task default(firstprivate) shared(n)
    {
      a += 10;
#pragma omp atomic
      n += a;
    }
#pragma omp taskwait
#pragma omp taskloop firstprivate(g) lastprivate(lp) num_tasks(3)
    for (int i = 0; i < 9; i++) {
      g += 1;
      lp = i * g;
    }
#pragma omp taskgroup task_reduction(+: total)
    for (int i = 1; i <= 60; i++) add_to_total(i);
  }
  // CHECK: tasks: g=5 p=7 n=117 lp=64 total=1830
  printf("tasks: g=%d p=%d n=%d lp=%d total=%ld\n", g, p, n, lp, total);

  /* a mapped variable is still made firstprivate by the teams leaf's default: `lost` keeps 0 */
  int teams = 0, lost = 0;
#pragma omp target teams num_teams(2) default(firstprivate) shared(teams) map(tofrom: teams, lost)
  {
    a += omp_get_team_num();
    lost = 1;
    if (omp_get_team_num() == 1) teams = omp_get_num_teams() * 100 + a;
  }
  // CHECK: teams: a=1 teams=202 lost=0
  printf("teams: a=%d teams=%d lost=%d\n", a, teams, lost);
  return 0;
}
