// `#include <omp.h>` finds ompfe's own omp.h (in the resource directory, <bindir>/../lib/ompfe/
// include) before the system's (GCC's libgomp and LLVM's libomp install one each), as a
// system header; -resource-dir names another directory. The declarations are usable.
// RUN: %ompfe -fopenmp -E %s | FileCheck %s
// RUN: %ompfe -fopenmp -E -resource-dir %S/Inputs/resource %s | FileCheck %s --check-prefix=OTHER
// RUN: %ompfe -fopenmp -E -resource-dir=%S/Inputs/resource %s | FileCheck %s --check-prefix=OTHER
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -fsyntax-only %s
// CHECK: # 1 "{{[^"]*}}/lib/ompfe/include/omp.h" 1 3
// CHECK-NOT: # {{[0-9]+}} "/usr/{{[^"]*}}omp.h"
// CHECK: int ompfe_omp_h_seen;
// OTHER: # 1 "{{[^"]*}}/Inputs/resource/omp.h" 1 3
// OTHER: int ompfe_test_resource_omp_h;
// OTHER-NOT: ompfe_omp_h_seen
#include <omp.h>
#ifdef __OMPFE_OMP_H
int ompfe_omp_h_seen;
#endif
int main(void) { return omp_get_num_devices() < 0 || omp_is_initial_device() != 1; }
