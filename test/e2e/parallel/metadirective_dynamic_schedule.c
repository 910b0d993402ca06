// RUN: %ompcc -fopenmp %s -o %t && %t | FileCheck %s --check-prefix=SMALL
// RUN: %t 1 2 3 4 5 6 | FileCheck %s --check-prefix=LARGE
// Covers: the statement of a metadirective decided at run time may hold constructs with
// schedule(static) and dist_schedule(static): their `static` declares nothing, so the statement
// is copied per variant as any other (ompfe took it for a static local and refused the program;
// the OpenMP Examples' metadirective.4). With a team, schedule(static) gives each thread one
// contiguous block; alone, the thread runs every iteration. clang-19 never takes a dynamic
// variant and gcc-12 has no metadirective, so the CHECK lines state the OpenMP result.
#include <omp.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int owner[8], threads = 0;
#pragma omp metadirective when(user={condition(argc > 5)}: parallel num_threads(2)) otherwise()
  {
#pragma omp for schedule(static)
    for (int i = 0; i < 8; i++) owner[i] = omp_get_thread_num();
#pragma omp atomic
    threads++;
  }
  printf("threads %d owners", threads);
  for (int i = 0; i < 8; i++) printf(" %d", owner[i]);
  printf("\n");
  // SMALL: threads 1 owners 0 0 0 0 0 0 0 0
  // LARGE: threads 2 owners 0 0 0 0 1 1 1 1
  return 0;
}
