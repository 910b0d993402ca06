// RUN: %cmp-clang %s %t --expect-fail
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t.exe
// RUN: env OMP_TARGET_OFFLOAD=MANDATORY not --crash %t.exe 2>&1 | FileCheck %s
// Covers: `#pragma omp error at(execution)` with severity(fatal) (the default): libomp prints
// the place and the message and ends the program (abort), after what ran before it; the
// message may be any `const char *` (OpenMP 5.2).
#include <stdio.h>

int main(int argc, char **argv) {
  (void)argv;
  printf("before\n");
  fflush(stdout);
  const char *why = argc > 0 ? "argc is positive" : "no arguments";
  (void)why;
#ifdef __OMPFE__
#define MESSAGE message(why)
#else
#define MESSAGE message("argc is positive") /* clang-19 ignores a message that is not a literal */
#endif
#pragma omp error at(execution) MESSAGE
// CHECK: OMP: Error #282: {{.*}}error_fatal.c:[[@LINE-1]]:1: Encountered user-directed error: argc is positive.
  printf("not reached\n");
  return 0;
}
// CHECK-NOT: not reached
