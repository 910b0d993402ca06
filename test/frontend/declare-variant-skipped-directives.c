// Declarative directives inside a `begin declare variant` that does not apply are skipped
// with the declarations they name: a `declare target to(f)`, `declare variant`, `threadprivate`
// and `allocate` of names declared only there are no errors, and mark nothing; an `error`
// directive there does not fire.
// RUN: %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm -S %s -o - | FileCheck %s
#pragma omp begin declare variant match(device = {kind(gpu)})
void *gpu_only(void *p);
#pragma omp declare target to(gpu_only) device_type(nohost)
int gpu_var;
#pragma omp threadprivate(gpu_var)
#pragma omp allocate(gpu_var) align(64)
int gpu_impl(void);
#pragma omp declare variant(gpu_impl) match(device = {kind(gpu)})
int gpu_base(void);
#pragma omp error message("this program needs a GPU")
#pragma omp end declare variant
int host(void) { return 1; }
// CHECK-NOT: gpu_only
// CHECK-NOT: gpu_var
// CHECK: define i32 @host()
