// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t
// RUN: env OMP_TARGET_OFFLOAD=MANDATORY %t 0 2>&1 | FileCheck %s --check-prefix=INDIRECT
// RUN: env OMP_TARGET_OFFLOAD=MANDATORY not --crash %t 1 2>&1 | FileCheck %s --check-prefix=HOST-ONLY -DFILE=%s
// RUN: env OMP_TARGET_OFFLOAD=MANDATORY not --crash %t 2 2>&1 | FileCheck %s --check-prefix=NOT-INDIRECT -DFILE=%s
// RUN: %ompcc -O2 -g -fopenmp -fopenmp-targets=%offload-triple %s -o %t.O2
// RUN: env OMP_TARGET_OFFLOAD=MANDATORY not --crash %t.O2 1 2>&1 | FileCheck %s --check-prefix=HOST-ONLY -DFILE=%s
// Covers: a host function pointer stored at run time (here in a mapped table) and called in
// device code. The device's lookup (offload-info/fptr_table.c) translates an `indirect`
// function's host address; any other address inside the host program's code is a function
// with no device version the runtime can find, a device_type(host) one or a declare target
// one not declared `indirect`. Calling it would run the host's code on the x86_64 device
// (with clang-19 it does, reading the host's copies of declare target variables) and fault on
// a GPU, so the program stops there with an error naming the call site and the pointer.
// (Compile-time checks cover direct calls and static tables: declare-target/errors/.)
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

int hits;
#pragma omp declare target to(hits)

#pragma omp begin declare target indirect
int add_indirect(int x) { return x + 1 + 1000 * omp_is_initial_device() + 100 * hits; }
#pragma omp end declare target
int add_host_only(int x) { return x + 2 + 1000 * omp_is_initial_device(); }
#pragma omp declare target to(add_host_only) device_type(host)
int add_declared(int x) { return x + 3 + 1000 * omp_is_initial_device() + 100 * hits; }
#pragma omp declare target to(add_declared)

typedef int (*fn_t)(int);

int main(int argc, char **argv) {
  int which = argc > 1 ? atoi(argv[1]) : 0;
  fn_t table[3] = {add_indirect, add_host_only, add_declared};
  int r = -1;
  hits = 7; // the host's copy only: the device's stays 0
#pragma omp target map(to: table) map(from: r)
  r = table[which](10);
  printf("r=%d\n", r);
  return 0;
}
// INDIRECT: r=11
// HOST-ONLY: [[FILE]]:[[#@LINE-5]]:7: error: device code called the host function at 0x{{[0-9a-f]+}} through a pointer; only an 'indirect' declare target function can be called through a pointer the host made
// HOST-ONLY-NOT: r=
// NOT-INDIRECT: [[FILE]]:[[#@LINE-7]]:7: error: device code called the host function at 0x{{[0-9a-f]+}} through a pointer
// NOT-INDIRECT-NOT: r=
