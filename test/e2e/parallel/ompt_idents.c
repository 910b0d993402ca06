// RUN: %clang -shared -fPIC %S/Inputs/ompt_work_tool.c -o %t.tool.so
// RUN: %clang -fopenmp %s -o %t.clang
// RUN: env LD_LIBRARY_PATH=/usr/lib/llvm-19/lib OMP_TOOL_LIBRARIES=%t.tool.so %t.clang > %t.clang.out 2>&1
// RUN: %ompcc -fopenmp %s -o %t.ompcc
// RUN: env OMP_TOOL_LIBRARIES=%t.tool.so %t.ompcc > %t.ompcc.out 2>&1
// RUN: diff %t.clang.out %t.ompcc.out
// RUN: FileCheck %s --input-file=%t.ompcc.out --implicit-check-not=Warning
// Covers: the ident_t flags of the runtime calls, which libomp reads to tell an OMPT tool
// (a profiler, a race detector) what each construct is: the work type of a static loop, of
// sections and of distribute (KMP_IDENT_WORK_*, in __kmpc_for_static_init/fini), and the kind
// of each barrier (explicit, or the implicit one at the end of a for, sections or single;
// KMP_IDENT_BARRIER_*). The tool prints what the initial thread sees; both builds must print
// the same, and libomp must not warn "OMPT: Cannot determine workshare type" (it did with
// ompfe's flags of 2 alone, every loop being a "loop", every barrier an
// "implementation" one). Host programs: libomptarget connects the tool a second time.
#include <stdio.h>

int main(void) {
  int a[100];
#pragma omp parallel num_threads(2)
  {
#pragma omp for
    for (int i = 0; i < 100; i++) a[i] = i;
#pragma omp for schedule(static, 4) nowait
    for (int i = 0; i < 100; i++) a[i] += 1;
#pragma omp for schedule(dynamic)
    for (int i = 0; i < 100; i++) a[i] += 1;
#pragma omp sections
    {
#pragma omp section
      a[0] = 1;
#pragma omp section
      a[1] = 2;
    }
#pragma omp single
    a[2] = 3;
#pragma omp barrier
  }
#pragma omp teams distribute num_teams(1)
  for (int i = 0; i < 10; i++) a[i] = 0;
  printf("a[10]=%d a[99]=%d\n", a[10], a[99]);
  return 0;
}
// CHECK:      work loop_static
// CHECK-NEXT: sync barrier_implicit_workshare
// CHECK-NEXT: work loop_static
// CHECK-NEXT: work loop_dynamic
// CHECK-NEXT: sync barrier_implicit_workshare
// CHECK-NEXT: work sections
// CHECK-NEXT: sync barrier_implicit_workshare
// CHECK-NEXT: work single
// CHECK-NEXT: sync barrier_implicit_workshare
// CHECK-NEXT: sync barrier_explicit
// CHECK-NEXT: sync barrier_implicit_parallel
// CHECK-NEXT: work distribute
// CHECK-NEXT: a[10]=12 a[99]=101
