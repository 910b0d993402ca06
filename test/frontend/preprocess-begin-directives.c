// Macros in the OpenMP 5.1 `begin declare target` and `begin declare variant` directives
// expand like those in any other directive (GCC 12's cpp leaves these two as written, so
// ompfe has clang-19 preprocess a file that uses them), in -E and in what is compiled.
// RUN: %ompfe -fopenmp -E %s | FileCheck %s --check-prefix=PP
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -ast-dump %s | FileCheck %s --check-prefix=HOST
// RUN: %ompfe -fopenmp -fopenmp-is-target-device -ast-dump %s | FileCheck %s --check-prefix=DEVICE
#define DT nohost
#define KIND nohost
#define IND 1

// PP: #pragma omp begin declare target device_type(nohost)
#pragma omp begin declare target device_type(DT)
// HOST: FunctionDecl {{.*}} dev_fn 'int (int)' declare_target(device_type=nohost, to)
int dev_fn(int x) { return x + 1; }
#pragma omp end declare target

// PP: #pragma omp begin declare target indirect(1)
#pragma omp begin declare target indirect(IND)
// HOST: FunctionDecl {{.*}} ind_fn 'int (int)' declare_target(device_type=any, to, indirect)
int ind_fn(int x) { return x * 2; }
#pragma omp end declare target

// HOST: FunctionDecl {{.*}} where 'int (void)'{{$}}
// DEVICE: FunctionDecl {{.*}} where 'int (void)'{{$}}
int where(void) { return 1; }
// PP: #pragma omp begin declare variant match(device={kind(nohost)})
#pragma omp begin declare variant match(device={kind(KIND)})
// HOST-NOT: FunctionDecl {{.*}} where {{.*}} variant
// DEVICE: FunctionDecl {{.*}} where 'int (void)' asm("where$ompvariant$device") variant
int where(void) { return 2; }
#pragma omp end declare variant
int main(void) { return where(); }
