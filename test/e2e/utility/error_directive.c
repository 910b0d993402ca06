// RUN: %cmp-clang %s %t
// RUN: %cmp-mix %s %t
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t.exe 2>&1 | FileCheck %s --check-prefix=COMPILE
// RUN: env OMP_TARGET_OFFLOAD=MANDATORY %t.exe 2>&1 | FileCheck %s
// Covers: `#pragma omp error` (OpenMP 5.1). at(compilation) severity(warning) is a warning of
// the compile (file scope and in a function), nothing at run time; at(execution)
// severity(warning) is libomp's __kmpc_error, which prints the place and the message (a string
// literal, none, or — OpenMP 5.2 — any `const char *`; clang-19 ignores a message that is not
// a literal) and goes on, on the host and in a target region on the device.
#include <omp.h>
#include <stdio.h>

#pragma omp error at(compilation) severity(warning) message("checked at file scope")
// COMPILE: error_directive.c:[[@LINE-1]]:1: warning: checked at file scope [-Wuser-defined-warnings]

static void f(int n) {
#pragma omp error severity(warning) message("checked in f")
// COMPILE: error_directive.c:[[@LINE-1]]:1: warning: checked in f [-Wuser-defined-warnings]
  if (n > 5) {
#pragma omp error at(execution) severity(warning) message("n is large")
    printf("n=%d\n", n);
  }
// CHECK: OMP: Warning #283: {{.*}}error_directive.c:[[@LINE-3]]:1: Encountered user-directed warning: n is large.
#pragma omp error at(execution) severity(warning)
// CHECK-NEXT: OMP: Warning #283: {{.*}}error_directive.c:[[@LINE-1]]:1: Encountered user-directed warning: (null).
  printf("after the warnings\n");
}

int main(void) {
  f(10);
  int on_device = 0;
#pragma omp target map(from: on_device)
  {
    on_device = !omp_is_initial_device();
#pragma omp error at(execution) severity(warning) message("in the kernel")
  }
// CHECK-NEXT: OMP: Warning #283: {{.*}}error_directive.c:[[@LINE-2]]:1: Encountered user-directed warning: in the kernel.
  printf("on device: %d\n", on_device);
  return 0;
}
// CHECK-NOT: OMP:
