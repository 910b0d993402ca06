// `begin declare variant match(device={kind(nohost)})` gives device code another definition:
// the device compile calls the variant, the host compile (including its host fallback of
// the region) the base function, and the variant does not exist on the host. omp.h's
// omp_is_initial_device has such a variant, answering 0 on the device.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -emit-llvm -S %s -o %t/host.ll
// RUN: FileCheck %s --check-prefix=HOST --input-file=%t/host.ll
// RUN: %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host.ll -emit-llvm -S %s -o %t/dev.ll
// RUN: FileCheck %s --check-prefix=DEVICE --input-file=%t/dev.ll
// Built and run: the region really runs the variants.
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t/prog && %t/prog | FileCheck %s --check-prefix=OUT
#include <omp.h>
#include <stdio.h>

int where(void) { return 1; }
#pragma omp begin declare variant match(device={kind(nohost)})
int where(void) { return 2; }
#pragma omp end declare variant

// The other kinds of the device set do not apply to a CPU device compile.
#pragma omp begin declare variant match(device={kind(gpu)})
int where(void) { return 3; }
#pragma omp end declare variant

// A function only declared inside a variant scope that applies is an ordinary declaration of
// its name, as in clang-19 (LLVM's offload tests declare the GPU runtime's lookup so); only a
// definition there is a variant. Before, the device called an undefined "twice$ompvariant$..."
#pragma omp begin declare variant match(device={kind(nohost)})
int twice(int);
#pragma omp declare target to(twice)
#pragma omp end declare variant
int twice(int x) { return 2 * x; }

int main(void) {
  int w = 0, init = -1, t = 0;
  #pragma omp target map(tofrom: w, init, t)
  { w = where(); init = omp_is_initial_device(); t = twice(21); }
  printf("region: where=%d initial=%d twice=%d\n", w, init, t);
  printf("host: where=%d initial=%d\n", where(), omp_is_initial_device());
  return 0;
}

// HOST-NOT: ompvariant
// HOST: define i32 @where()
// HOST: define internal void @__omp_offloading_{{.*}}_main_l{{[0-9]+}}(
// HOST: call i32 @where()
// HOST: call i32 @omp_is_initial_device()
// HOST-NOT: ompvariant

// DEVICE-DAG: define {{.*}}i32 @"omp_is_initial_device$ompvariant${{[^"]*}}"()
// DEVICE-DAG: define {{.*}}i32 @"where$ompvariant${{[^"]*}}"()
// DEVICE-DAG: call i32 @"where$ompvariant${{[^"]*}}"()
// DEVICE-DAG: call i32 @"omp_is_initial_device$ompvariant${{[^"]*}}"()
// DEVICE-DAG: define {{.*}}i32 @twice(i32
// DEVICE-DAG: call i32 @twice(i32 21)
// DEVICE-NOT: call i32 @where()
// DEVICE-NOT: ret i32 3

// OUT: region: where=2 initial=0 twice=42
// OUT-NEXT: host: where=1 initial=1
