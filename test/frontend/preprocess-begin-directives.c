// Macros in the OpenMP 5.1 `begin declare target` and `begin declare variant` directives
// expand like those in any other directive (GCC 12's cpp leaves these two as written, so
// ompfe has clang-19 preprocess a file that uses them), in -E and in what is compiled. A
// compile reads GCC's output while it is written and takes each such line from clang-19's
// output instead: also one in a header, one from _Pragma, two from one macro on one line.
// RUN: %ompfe -fopenmp -E %s | FileCheck %s --check-prefix=PP
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -ast-dump %s | FileCheck %s --check-prefix=HOST
// RUN: %ompfe -fopenmp -fopenmp-is-target-device -ast-dump %s | FileCheck %s --check-prefix=DEVICE
#define DT nohost
#define KIND nohost
#define IND 1
#define HDR_KIND host
#define BEGIN_NOHOST _Pragma("omp begin declare target device_type(MACRO_NOHOST)")
#define MACRO_NOHOST nohost
#define TWO_BEGINS _Pragma("omp begin declare target device_type(MACRO_NOHOST)") _Pragma("omp begin declare target device_type(KIND_ANY)")
#define KIND_ANY any
#define END_TARGET _Pragma("omp end declare target")

// PP: #pragma omp begin declare target device_type(host)
// HOST: FunctionDecl {{.*}} in_header 'int (int)' declare_target(device_type=host, to)
#include "Inputs/begin-in-header.h"

// HOST: FunctionDecl {{.*}} from_pragma 'int (void)' declare_target(device_type=nohost, to)
BEGIN_NOHOST int from_pragma(void) { return 3; } END_TARGET

// the inner one (the second on the line) decides
// HOST: FunctionDecl {{.*}} two_on_a_line 'int (void)' declare_target(device_type=any, to)
TWO_BEGINS int two_on_a_line(void) { return 4; } END_TARGET END_TARGET

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
