// RUN: env LIBOMPTARGET_INFO=-1 CMP_STDERR_FILTER=%offload-info-lines %cmp-mix %s %t -g
// RUN: env LIBOMPTARGET_INFO=-1 CMP_STDERR_FILTER=%offload-info-lines %cmp-mix %s %t.lt -gline-tables-only
// RUN: env LIBOMPTARGET_INFO=-1 CMP_STDERR_FILTER=%offload-info-lines %cmp-mix %s %t.nog
// Covers: the places libomptarget prints for kernels and data regions without map entries
// ("Entering OpenMP kernel at kernel_location.c:15:3"): with -g and -gline-tables-only the
// directive's ";file;function;line;column;;" in the ident_t of __tgt_target_kernel, as
// clang-19 writes it; without -g clang-19's unknown:0:0. Indented pragmas name the column of
// their `#`; a kernel in an outlined parallel region names the function it is written in.
#include <stdio.h>
#pragma omp declare target
int counter = 100;
#pragma omp end declare target

static void step(void) {
  #pragma omp target
  counter++;
}

int main(void) {
  step();
        #pragma omp target
  counter += 2;
#pragma omp parallel num_threads(1)
  {
    #pragma omp target
    counter += 3;
  }
  printf("%d\n", counter);
  return 0;
}
