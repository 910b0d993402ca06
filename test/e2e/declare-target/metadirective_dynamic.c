// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t
// RUN: env OMP_TARGET_OFFLOAD=MANDATORY %t | FileCheck %s --check-prefix=SMALL
// RUN: env OMP_TARGET_OFFLOAD=MANDATORY %t 1 2 3 4 5 6 7 8 9 10 | FileCheck %s --check-prefix=LARGE
// RUN: %ompfe -fopenmp -fsyntax-only -Wall %s 2>&1 | FileCheck %s --check-prefix=WARN
// Covers: metadirective with user conditions decided at run time (OpenMP 5.2 §7.4.1): the
// variants are tried in score order, each dynamic condition tested when the statement is
// reached, the first static match (or otherwise, or the bare statement) last. Each variant
// runs its own copy of the statement, so a team, a league on the device or a single thread
// forms as the condition says. clang-19 never takes a dynamic variant (it always runs the
// otherwise one: 1 thread here), so the results are the specification's, checked by count.
// Diagnostics inside the statement are reported once although it is compiled per variant.
#include <omp.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int n = argc; /* 1 without arguments, 11 with ten */
  int threads = 0, teams = 0, on_host = -1;

  /* a team when the work is large, one thread otherwise */
#pragma omp metadirective when(user={condition(n > 5)}: parallel num_threads(4)) otherwise()
  {
#pragma omp atomic
    threads++;
  }
  printf("threads %d\n", threads);
  // SMALL: threads 1
  // LARGE: threads 4

  /* the device when the work is large, else the host */
#pragma omp metadirective when(user={condition(n > 5)}: target teams num_teams(4) map(tofrom: teams, on_host)) \
    otherwise(parallel num_threads(2))
  {
    if (omp_get_thread_num() == 0) {
#pragma omp atomic
      teams++;
    }
    on_host = omp_is_initial_device();
  }
  printf("several %d on_host %d\n", teams > 1, on_host); /* a league (libomp may form fewer than asked) */
  // SMALL: several 0 on_host 1
  // LARGE: several 1 on_host 0

  /* several dynamic conditions: the higher score first, then the next, then otherwise */
  int which = 0;
#pragma omp metadirective when(user={condition(score(10): n > 8)}: parallel num_threads(3) reduction(+: which)) \
    when(user={condition(score(5): n > 0)}: parallel num_threads(2) reduction(+: which)) otherwise()
  which += 1;
  printf("which %d\n", which);
  // SMALL: which 2
  // LARGE: which 3

  /* a static match ends the chain: the dynamic one scored lower is never tried */
  int ran = 0;
#pragma omp metadirective when(implementation={vendor(llvm)}: parallel num_threads(2) reduction(+: ran)) \
    when(user={condition(n > 5)}: parallel num_threads(4) reduction(+: ran))
  for (int i = 0; i < 1; i++) { int unused; ran += 1; }
  printf("ran %d\n", ran);
  // SMALL: ran 2
  // LARGE: ran 2
  // WARN-COUNT-1: warning: unused variable 'unused'
  // WARN-NOT: warning:

  /* no variant for the statement: it runs as written, once */
  int once = 0;
#pragma omp metadirective when(user={condition(n > 5)}: parallel num_threads(4) reduction(+: once))
  once += 1;
  printf("once %d\n", once);
  // SMALL: once 1
  // LARGE: once 4
  return 0;
}
