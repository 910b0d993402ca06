// -print-offload-maps: each offload construct the module lowered (target regions and data
// directives, in source order), its kernel, and one line per entry of its offload arrays: the
// map-type word, its size (when constant), the list item and the word's flags decoded. The
// device compile states the same entries for its kernels (they take the same parameters) and
// has no data directives (host code); a GPU device compile adds each kernel's execution mode.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -print-offload-maps -emit-llvm -S %s -o %t/host.ll \
// RUN:   | FileCheck %s --check-prefixes=CHECK,HOST
// RUN: %ompfe -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host.ll -print-offload-maps \
// RUN:   -emit-llvm -S %s -o %t/dev.ll | FileCheck %s --check-prefixes=CHECK,DEVICE
// RUN: %ompfe -triple nvptx64-nvidia-cuda -target-cpu sm_90 -fopenmp -fopenmp-is-target-device \
// RUN:   -fopenmp-host-ir-file-path %t/host.ll -print-offload-maps -emit-llvm -S %s -o %t/gpu.ll \
// RUN:   | FileCheck %s --check-prefixes=GPU
#include <stdlib.h>
struct S { int x; double *p; };

void work(int n, double *a) {
  double sum = 0;
  struct S s = {1, a};
#pragma omp target teams distribute parallel for map(to: a[0:n]) reduction(+: sum)
  for (int i = 0; i < n; i++) sum += a[i];
  // HOST-LABEL: offload maps of the host module
  // DEVICE-LABEL: offload maps of the device module
  // CHECK: print-offload-maps.c:[[@LINE-4]]:1: target teams distribute parallel for in work: kernel __omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_work_l[[@LINE-4]]{{$}}
  // CHECK-NEXT: #   map-type           size       item: flags
  // CHECK-NEXT: 0   0x320              4          n: TARGET_PARAM | LITERAL | IMPLICIT
  // CHECK-NEXT: 1   0x223              8          sum: TO | FROM | TARGET_PARAM | IMPLICIT
  // CHECK-NEXT: 2   0x21               run-time   a[0:n]: TO | TARGET_PARAM
  // GPU: print-offload-maps.c:[[@LINE-9]]:1: target teams distribute parallel for in work: kernel __omp_offloading_{{.*}}_work_l[[@LINE-9]] (generic kernel)
#pragma omp target map(tofrom: s.x, s.p[0:2]) nowait
  { s.x++; s.p[1] = 2; }
  // CHECK: print-offload-maps.c:[[@LINE-2]]:1: target in work: kernel {{.*}}_work_l[[@LINE-2]] (a target task)
  // CHECK-NEXT: #
  // CHECK-NEXT: 0   0x20               run-time   (parent): TARGET_PARAM
  // CHECK-NEXT: 1   0x1000000000003    4          s.x: TO | FROM | MEMBER_OF(1)
  // CHECK-NEXT: 2   0x1000000000013    16         s.p[0:2]: TO | FROM | PTR_AND_OBJ | MEMBER_OF(1)
#pragma omp taskwait
#pragma omp target enter data map(present, to: a[0:n])
  // HOST: print-offload-maps.c:[[@LINE-1]]:1: target enter data in work{{$}}
  // HOST-NEXT: #
  // HOST-NEXT: 0   0x1001             run-time   a[0:n]: TO | PRESENT
#pragma omp target exit data map(delete: a[0:n])
  // HOST: print-offload-maps.c:[[@LINE-1]]:1: target exit data in work{{$}}
  // HOST-NEXT: #
  // HOST-NEXT: 0   0x8                run-time   a[0:n]: DELETE
}
