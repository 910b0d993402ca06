// RUN: %cmp-clang %s %t -O2
// RUN: %cmp-clang %s %t
// Covers: the ICV getters (omp_get_level, omp_get_active_level, omp_get_num_threads,
// omp_in_parallel, omp_get_team_size) inside a `parallel if(0)` region, called also outside it
// in the same function, in a program with target regions at -O2. ompcc printed the values of
// the code around the region there (level 0 for `parallel if(0)`; clang-19: 1): LLVM inlined
// the serialized region's microtask, then OpenMPOpt merged the getters' calls, which it may do
// only within one region. The microtask of a parallel region with an `if` clause is now
// noinline, as clang-19 makes it.
#include <omp.h>
#include <stdio.h>

static void show(const char *where) {
  printf("%-12s level %d active %d threads %d in_parallel %d team_size(level) %d\n", where, omp_get_level(),
         omp_get_active_level(), omp_get_num_threads(), omp_in_parallel(), omp_get_team_size(omp_get_level()));
}

int main(int argc, char **argv) {
  (void)argv;
  int serial = argc > 1; /* 0: every `if` below is false */
  printf("outside: level %d active %d threads %d in_parallel %d\n", omp_get_level(), omp_get_active_level(),
         omp_get_num_threads(), omp_in_parallel());
  #pragma omp parallel if(serial)
  printf("if(0): level %d active %d threads %d in_parallel %d\n", omp_get_level(), omp_get_active_level(),
         omp_get_num_threads(), omp_in_parallel());
  int team = 0;
  #pragma omp parallel num_threads(3) shared(team)
  {
    #pragma omp single
    team = omp_get_num_threads();
    #pragma omp parallel if(serial)
    #pragma omp single
    printf("nested if(0): level %d active %d threads %d\n", omp_get_level(), omp_get_active_level(),
           omp_get_num_threads());
  }
  printf("team %d\n", team);
  #pragma omp parallel if(serial)
  show("if(0) call");
  show("outside call");
  int dev = -1;
  #pragma omp target map(from: dev)
  {
    #pragma omp parallel if(serial)
    dev = omp_get_level() * 10 + omp_is_initial_device();
  }
  printf("target: %d\n", dev);
  return 0;
}
